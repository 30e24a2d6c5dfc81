/** The price indicator's badge next to the ad's price: below / in / above the market, linking to its explanation. */
import { useTranslation } from 'react-i18next';
import type { PriceIndicatorLevel } from '@/lib/graphql/generated/schema-enums';
import styles from './price-indicator.module.css';

/** Id of the explanation section the badge links to. */
export const PRICE_INDICATOR_SECTION_ID = 'evaluare-pret';

const LEVEL_CLASS: Record<PriceIndicatorLevel, string | undefined> = {
  BELOW: styles.below,
  IN: styles.in,
  ABOVE: styles.above,
  NONE: styles.none,
};

export function PriceIndicatorBadge({ level, link = false }: { level: PriceIndicatorLevel; link?: boolean }) {
  const { t } = useTranslation('advert');
  const label = t(`priceIndicator.level.${level}`);
  const className = `${styles.badge} ${LEVEL_CLASS[level] ?? ''}`;
  return link ? (
    <a className={className} href={`#${PRICE_INDICATOR_SECTION_ID}`} title={t('priceIndicator.explain')}>
      {label}
    </a>
  ) : (
    <span className={className}>{label}</span>
  );
}
