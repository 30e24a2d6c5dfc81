/**
 * The full-screen photo viewer (SPEC §2.6), loaded on first open: a modal dialog (focus kept
 * inside, given back on close, Escape closes) with the photo, previous/next, the counter and zoom.
 * A click or the wheel zooms the photo twice over; while zoomed the photo follows the pointer
 * (pan). A photo that fails to load is replaced by a message and 'Încearcă din nou' (the arrows
 * still move on). Drawn from the gallery view; it never decides what state it is in.
 */
import { type MouseEvent, useRef, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import type { PhotoView } from '@/lib/graphql/generated/page-operations';
import type { GalleryView } from '@/machines/gallery/use-gallery';
import { galleryKeys, PhotoFailed, photoAttemptUrl, useSwipe } from './advert-gallery';
import { GalleryArrows } from './gallery-arrows';
import styles from './advert-gallery.module.css';

const TITLE_ID = 'gallery-viewer-title';

export function GalleryViewer({ view, photos, title }: { view: GalleryView; photos: PhotoView[]; title: string }) {
  const { t } = useTranslation('advert');
  const swipe = useSwipe(view);
  const close = useRef<HTMLButtonElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const photo = photos[view.index];
  if (!photo) return null;
  const many = photos.length > 1;
  // Pan: the zoom's origin follows the pointer (set on the element: no render per mouse move).
  const follow = (event: MouseEvent) => {
    const img = image.current;
    if (!img) return;
    const box = img.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    img.style.transformOrigin = `${Math.min(100, Math.max(0, x))}% ${Math.min(100, Math.max(0, y))}%`;
  };
  const onWheel = (event: WheelEvent) => {
    if ((event.deltaY < 0 && !view.isZoomed) || (event.deltaY > 0 && view.isZoomed)) {
      follow(event);
      view.toggleZoom();
    }
  };
  return (
    <ModalDialog labelledBy={TITLE_ID} onEscape={view.closeFullscreen} variant="fullscreen" initialFocus={close}>
      <div className={styles.viewer} onKeyDown={galleryKeys(view)}>
        <div className={styles.viewerHeader}>
          <h2 id={TITLE_ID} className={styles.viewerTitle}>
            <span className="visually-hidden">{t('gallery.viewer')}: </span>
            <span data-testid="viewer-counter">
              {t('gallery.counter', { n: view.index + 1, total: photos.length })}
            </span>
          </h2>
          <button
            type="button"
            className={styles.viewerTool}
            onClick={view.toggleZoom}
            // Not `disabled`: a focused button that becomes disabled drops focus out of the dialog.
            aria-disabled={view.photoFailed || undefined}
            aria-pressed={view.isZoomed}
            aria-label={view.isZoomed ? t('gallery.zoomOut') : t('gallery.zoomIn')}
          >
            <span aria-hidden="true">{view.isZoomed ? '−' : '+'}</span>
          </button>
          <button
            ref={close}
            type="button"
            className={styles.viewerTool}
            onClick={view.closeFullscreen}
            aria-label={t('gallery.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div
          className={styles.viewerStage}
          {...swipe}
          onWheel={onWheel}
          onMouseMove={view.isZoomed ? follow : undefined}
        >
          {view.photoFailed ? (
            // Focus stays in the dialog, on its close button.
            <PhotoFailed onRetry={view.retryPhoto} focusAfter={close} />
          ) : (
            <img
              ref={image}
              key={photo.id}
              src={photoAttemptUrl(photo.url, view.retries)}
              alt={t('gallery.alt', { title, n: view.index + 1, total: photos.length })}
              width={photo.width}
              height={photo.height}
              className={styles.viewerPhoto}
              data-zoomed={view.isZoomed ? 'true' : 'false'}
              onError={view.failPhoto}
              onClick={(event) => {
                follow(event);
                view.toggleZoom();
              }}
            />
          )}
          {many && <GalleryArrows onPrevious={view.previous} onNext={view.next} />}
        </div>
      </div>
    </ModalDialog>
  );
}
