/**
 * The ad page's explanation of the price indicator: the badge, the expected range (in the ad's
 * currency, and in LEI for EUR prices) on a scale with the ad's price, how many similar adverts it
 * comes from, the attributes that move it most, and the FAQ. An advert without a level has no
 * panel for buyers; its seller gets one from the browser (seller-price-note.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { PriceEstimateView } from '@/lib/graphql/generated/page-operations';
import { formatPrice } from '@/lib/format/price';
import { PriceIndicatorSection } from './price-indicator-section';
import styles from './price-indicator.module.css';

type Range = NonNullable<PriceEstimateView['range']>;

/** Where a price sits on a scale that shows the range in its middle third (percent, clamped). */
function position(price: number, range: Range): number {
  const width = Math.max(1, range.high - range.low);
  const start = range.low - width;
  return Math.min(100, Math.max(0, ((price - start) / (3 * width)) * 100));
}

function RangeScale({ range, price }: { range: Range; price: number }) {
  const { t } = useTranslation('advert');
  const left = position(price, range);
  const align = left < 15 ? styles.labelStart : left > 85 ? styles.labelEnd : '';
  return (
    <div className={styles.scale} aria-hidden="true">
      <span className={styles.zoneBelow} />
      <span className={styles.zoneIn} />
      <span className={styles.zoneAbove} />
      <span className={`${styles.marker} ${align}`} style={{ left: `${left}%` }}>
        <span className={styles.markerLabel}>{t('priceIndicator.thisAd')}</span>
      </span>
    </div>
  );
}

export function PriceIndicatorPanel({ estimate, price }: { estimate: PriceEstimateView; price: number }) {
  const { t } = useTranslation('advert');
  const { range, rangeLei } = estimate;
  if (!range) return null;
  return (
    <PriceIndicatorSection level={estimate.level} computedAt={estimate.computedAt}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('priceIndicator.range')}</dt>
          <dd>
            <strong>
              {t('priceIndicator.rangeValue', {
                low: formatPrice(range.low, range.currency),
                high: formatPrice(range.high, range.currency),
              })}
            </strong>
            {rangeLei && range.currency !== 'LEI' && (
              <span className={styles.lei}>
                {t('priceIndicator.rangeLei', {
                  low: formatPrice(rangeLei.low, 'LEI'),
                  high: formatPrice(rangeLei.high, 'LEI'),
                })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('priceIndicator.median')}</dt>
          <dd>{formatPrice(range.median, range.currency)}</dd>
        </div>
      </dl>
      <RangeScale range={range} price={price} />
      <p className={styles.basis}>
        {t('priceIndicator.basedOn', { count: estimate.comparablesCount })}
        {estimate.segment && ` ${t(`priceIndicator.segment.${estimate.segment}`)}`}
      </p>
      {estimate.topAttributes.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('priceIndicator.factors')}</h3>
          <ul className={styles.factors}>
            {estimate.topAttributes.map((effect) => (
              <li key={effect.attribute}>
                <span className={styles.arrow} aria-hidden="true">
                  {effect.direction === 'UP' ? '▲' : '▼'}
                </span>
                <span>
                  <strong>{t(`priceIndicator.attribute.${effect.attribute}`)}</strong>{' '}
                  {t(`priceIndicator.effect.${effect.direction}`, { percent: effect.percent })}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('priceIndicator.factorsNote')}</p>
        </>
      )}
    </PriceIndicatorSection>
  );
}
