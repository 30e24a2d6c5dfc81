/**
 * Photo gallery of the ad page (SPEC §2.6), run by the gallery machine (machines/gallery): the
 * main photo with previous/next buttons, the counter and a row of thumbnails; arrows, Home and End
 * while focus is inside, swipes on touch screens; the full-screen viewer (gallery-viewer.tsx) is
 * loaded when first opened, so the page's first load carries none of its code. The main photo is
 * the page's largest paint: rendered on the server, fetched with high priority, never lazily, in
 * the two sizes the media route serves (400 px thumbnail, 1280 px photo). A photo that cannot be
 * loaded gives way to a message and 'Încearcă din nou'; the arrows and thumbnails still work.
 */
import dynamic from 'next/dynamic';
import { type ComponentType, type KeyboardEvent, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoView } from '@/lib/graphql/generated/page-operations';
import { type GalleryView, useGallery } from '@/machines/gallery/use-gallery';
import { GalleryArrows } from './gallery-arrows';
import styles from './advert-gallery.module.css';

/**
 * A photo's address for the gallery's `retries`-th retry: the browser keeps a failed answer for an
 * address (even a failed preload), so a retry asks under a new one; the media route ignores the query.
 */
export function photoAttemptUrl(url: string, retries: number): string {
  return retries > 0 ? `${url}${url.includes('?') ? '&' : '?'}incercare=${retries}` : url;
}

/** The photo in the two sizes the media route serves, for srcset. */
export function photoSrcSet(photo: PhotoView, retries = 0): string {
  return `${photoAttemptUrl(photo.thumbnailUrl, retries)} 400w, ${photoAttemptUrl(photo.url, retries)} 1280w`;
}
/** How wide the main photo is drawn: the page's column on wide screens, the screen on phones. */
export const GALLERY_SIZES = '(min-width: 960px) 720px, 100vw';

/** The keys the gallery answers while focus is inside it (shared with the viewer). */
export function galleryKeys(view: GalleryView): (event: KeyboardEvent) => void {
  return (event) => {
    const intent = { ArrowLeft: view.previous, ArrowRight: view.next, Home: view.first, End: view.last }[event.key];
    if (!intent || view.count < 2) return;
    // The viewer sits inside the gallery: one photo per key press, not one per listener.
    event.preventDefault();
    event.stopPropagation();
    intent();
  };
}

/** A horizontal swipe of more than 40 px moves to the next or previous photo. */
export function useSwipe(view: GalleryView) {
  const start = useRef<number | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => {
      start.current = event.touches.length === 1 ? (event.touches[0]?.clientX ?? null) : null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const from = start.current;
      const to = event.changedTouches[0]?.clientX;
      start.current = null;
      if (from === null || to === undefined || Math.abs(to - from) < 40 || view.count < 2) return;
      if (to < from) view.next();
      else view.previous();
    },
  };
}

/**
 * The server-rendered photo may fail before the page hydrates, and React does not replay that
 * `error`: a ref that finds the img already broken (complete, no pixels) reports it.
 */
function brokenBeforeHydration(report: () => void) {
  return (img: HTMLImageElement | null) => {
    if (img?.getAttribute('src') && img.complete && img.naturalWidth === 0) report();
  };
}

/** In place of a photo that could not be loaded (in the page or full screen): the message and the retry. */
export function PhotoFailed({
  onRetry,
  focusAfter,
}: {
  onRetry: () => void;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('advert');
  return (
    <div className={styles.photoFailed}>
      <p role="alert">{t('gallery.failed')}</p>
      <button
        type="button"
        className={styles.photoRetry}
        onClick={() => {
          // The button gives way to the photo: focus goes to `focusAfter` first, so it is never lost.
          focusAfter.current?.focus();
          onRetry();
        }}
      >
        {t('gallery.retry')}
      </button>
    </div>
  );
}

/** The viewer's component: loaded on first open on the page; model tests give it directly. */
export type ViewerComponent = ComponentType<{ view: GalleryView; photos: PhotoView[]; title: string }>;

const GalleryViewer = dynamic(() => import('./gallery-viewer').then((m) => m.GalleryViewer), { ssr: false });

/** The gallery for a view (the page's hook, or a model test's). */
export function AdvertGalleryLayout({
  view,
  photos,
  title,
  Viewer = GalleryViewer,
}: {
  view: GalleryView;
  photos: PhotoView[];
  title: string;
  Viewer?: ViewerComponent;
}) {
  const { t } = useTranslation('advert');
  const swipe = useSwipe(view);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const photo = photos[view.index];
  if (!photo) return <div className={styles.noPhoto}>{t('gallery.none')}</div>;
  const many = photos.length > 1;
  const counter = t('gallery.counter', { n: view.index + 1, total: photos.length });
  return (
    <section className={styles.gallery} aria-label={t('gallery.label')} onKeyDown={galleryKeys(view)}>
      <figure className={styles.stage} {...swipe}>
        {view.inlinePhotoFailed ? (
          // Focus moves to the full-screen button beside it.
          <PhotoFailed onRetry={view.retryPhoto} focusAfter={fullscreenButton} />
        ) : (
          <img
            key={photo.id}
            src={photoAttemptUrl(photo.url, view.retries)}
            srcSet={photoSrcSet(photo, view.retries)}
            sizes={GALLERY_SIZES}
            alt={t('gallery.alt', { title, n: view.index + 1, total: photos.length })}
            width={photo.width}
            height={photo.height}
            fetchPriority={view.index === 0 ? 'high' : undefined}
            className={styles.stagePhoto}
            onClick={view.openFullscreen}
            onError={view.failPhoto}
            ref={brokenBeforeHydration(view.failPhoto)}
          />
        )}
        {many && <GalleryArrows onPrevious={view.previous} onNext={view.next} />}
        <button
          ref={fullscreenButton}
          type="button"
          className={styles.fullscreenButton}
          onClick={view.openFullscreen}
          aria-label={t('gallery.fullscreen')}
          aria-haspopup="dialog"
        >
          <span aria-hidden="true">⤢</span>
        </button>
        <figcaption className={styles.counter} aria-live="polite" data-testid="gallery-counter">
          {counter}
        </figcaption>
      </figure>
      {many && (
        <ul className={styles.thumbs}>
          {photos.map((thumb, i) => (
            <li key={thumb.id}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => view.show(i)}
                aria-label={t('gallery.show', { n: i + 1 })}
                aria-current={i === view.index ? 'true' : undefined}
              >
                <img
                  src={thumb.thumbnailUrl}
                  alt=""
                  width={400}
                  height={Math.round((400 * thumb.height) / thumb.width)}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {view.isFullscreen && <Viewer view={view} photos={photos} title={title} />}
    </section>
  );
}

export function AdvertGallery({ photos, title }: { photos: PhotoView[]; title: string }) {
  const view = useGallery(photos.length);
  return <AdvertGalleryLayout view={view} photos={photos} title={title} />;
}
