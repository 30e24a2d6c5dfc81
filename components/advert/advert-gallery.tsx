/**
 * Photo gallery: the main photo with previous/next buttons and a row of thumbnails. Buttons make
 * it keyboard-usable; Left/Right arrows also work while focus is inside. The shown index is
 * plain view state (no flow), hence the one useState. The main photo is the page's largest paint:
 * fetched with high priority and never lazily.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoView } from '@/lib/graphql/generated/page-operations';
import styles from './advert-gallery.module.css';

export function AdvertGallery({ photos, title }: { photos: PhotoView[]; title: string }) {
  const { t } = useTranslation('advert');
  const [index, setIndex] = useState(0);
  const photo = photos[index];
  if (!photo) return <div className={styles.noPhoto}>{t('gallery.none')}</div>;
  const many = photos.length > 1;
  const go = (step: number) => setIndex((index + step + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  return (
    <section className={styles.gallery} aria-label={t('gallery.label')} onKeyDown={many ? onKeyDown : undefined}>
      <figure className={styles.stage}>
        <img
          src={photo.url}
          alt={t('gallery.alt', { title, n: index + 1, total: photos.length })}
          width={photo.width}
          height={photo.height}
          fetchPriority="high"
          className={styles.stagePhoto}
        />
        {many && (
          <>
            <button
              type="button"
              className={`${styles.stageButton} ${styles.stagePrev}`}
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.stageButton} ${styles.stageNext}`}
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
            >
              <span aria-hidden="true">›</span>
            </button>
            <figcaption className={styles.counter} aria-live="polite">
              {t('gallery.counter', { n: index + 1, total: photos.length })}
            </figcaption>
          </>
        )}
      </figure>
      {many && (
        <ul className={styles.thumbs}>
          {photos.map((thumb, i) => (
            <li key={thumb.id}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
              >
                <img
                  src={thumb.thumbnailUrl}
                  alt=""
                  width={thumb.width}
                  height={thumb.height}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
