/** The previous / next photo buttons over a gallery stage (the page's gallery and the full-screen viewer). */
import { useTranslation } from 'react-i18next';
import styles from './advert-gallery.module.css';

export function GalleryArrows({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  const { t } = useTranslation('advert');
  return (
    <>
      <button
        type="button"
        className={`${styles.stageButton} ${styles.stagePrev}`}
        onClick={onPrevious}
        aria-label={t('gallery.previous')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${styles.stageButton} ${styles.stageNext}`}
        onClick={onNext}
        aria-label={t('gallery.next')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
