/**
 * The price indicator panel of an advert without a level, for its seller only (SPEC §4): why buyers
 * see no indicator, and that only the seller sees this. Nothing at all for anyone else, and
 * nothing to change: the seller cannot change or disable the indicator. The page is the same for
 * everybody; the browser asks once the session says the viewer is the seller (useSellerPriceNote).
 */
import { useTranslation } from 'react-i18next';
import { useSellerPriceNote, type SellerPriceNoteView } from '@/machines/seller-price-note/use-seller-price-note';
import { useViewerIds } from '@/machines/session/use-session';
import type { SellerPriceNoteInput } from '@/machines/seller-price-note/seller-price-note.types';
import { PriceIndicatorSection } from './price-indicator-section';
import buttons from '@/components/ui/button.module.css';
import styles from './price-indicator.module.css';

export function SellerPriceNotePanel({ view }: { view: SellerPriceNoteView }) {
  const { t } = useTranslation('advert');
  const { note } = view;
  if (note) {
    return (
      <PriceIndicatorSection level="NONE" computedAt={note.computedAt}>
        <div className={styles.noneBox}>
          <p>{t(`priceIndicator.none.${note.reason}`)}</p>
          {note.comparablesCount !== null && (
            <p>
              {t('priceIndicator.none.found', {
                count: note.comparablesCount,
                months: note.comparablesMonths,
                needed: note.comparablesNeeded,
              })}
            </p>
          )}
        </div>
        <p className={styles.note}>{t('priceIndicator.none.sellerOnly')}</p>
      </PriceIndicatorSection>
    );
  }
  if (view.loading)
    return (
      <p role="status" className={styles.note}>
        {t('priceIndicator.noteLoading')}
      </p>
    );
  if (view.failed)
    return (
      <div role="alert" className={styles.noneBox}>
        <p>{t('priceIndicator.noteFailed')}</p>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
          {t('priceIndicator.retry')}
        </button>
      </div>
    );
  return null;
}

/** The panel wired to the flow: the advert and its seller come from the page's public data, the viewer from the session. */
export function SellerPriceNote({ advertId, sellerId }: SellerPriceNoteInput) {
  const viewerIds = useViewerIds();
  return <SellerPriceNotePanel view={useSellerPriceNote({ advertId, sellerId }, viewerIds)} />;
}
