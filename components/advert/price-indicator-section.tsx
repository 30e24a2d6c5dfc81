/**
 * The frame of the ad page's price indicator panel: the heading with the level's badge, what the
 * panel explains, when it was computed, and the FAQ. The section is the badge's link target.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format/date';
import type { PriceIndicatorLevel } from '@/lib/graphql/generated/schema-enums';
import { PRICE_INDICATOR_SECTION_ID, PriceIndicatorBadge } from './price-indicator-badge';
import { PriceIndicatorFaq } from './price-indicator-faq';
import styles from './price-indicator.module.css';

export function PriceIndicatorSection({
  level,
  computedAt,
  busy = false,
  children,
}: {
  level: PriceIndicatorLevel;
  /** ISO date; null when not computed yet. */
  computedAt: string | null;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('advert');
  return (
    <section
      aria-labelledby="price-indicator-title"
      aria-busy={busy || undefined}
      id={PRICE_INDICATOR_SECTION_ID}
      className={styles.panel}
    >
      <div className={styles.heading}>
        <h2 id="price-indicator-title" className={styles.title}>
          {t('priceIndicator.title')}
        </h2>
        <PriceIndicatorBadge level={level} />
      </div>
      {children}
      {computedAt && <p className={styles.note}>{t('priceIndicator.computedAt', { date: formatDate(computedAt) })}</p>}
      <PriceIndicatorFaq />
    </section>
  );
}
