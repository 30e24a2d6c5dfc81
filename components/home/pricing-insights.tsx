/**
 * Pricing insights (SPEC §1, §2.2): median asking prices of the most searched car models on Volan
 * over a period (45, 90 or 120 days, named on each model) and their like-for-like trend against
 * the period before. The text above the figures says what they are, so nobody reads them as a
 * valuation.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { PricingInsightsView } from '@/lib/graphql/generated/page-operations';
import { formatNumber } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import styles from './pricing-insights.module.css';

/** '3,3' / '12' — one decimal with a Romanian comma, none when it is zero. */
function formatPercent(value: number): string {
  const text = Math.abs(value).toFixed(1);
  return (text.endsWith('.0') ? text.slice(0, -2) : text).replace('.', ',');
}

function Trend({ percent, days }: { percent: number | null; days: number }) {
  const { t } = useTranslation('home');
  if (percent === null) return <span className={styles.muted}>{t('insights.noTrend')}</span>;
  const up = percent > 0;
  return (
    <>
      {percent === 0 ? (
        <span className={styles.flat}>{t('insights.flat')}</span>
      ) : (
        <span className={up ? styles.up : styles.down}>
          <span aria-hidden="true">{up ? '▲' : '▼'} </span>
          {t(up ? 'insights.up' : 'insights.down', { value: formatPercent(percent) })}
        </span>
      )}
      <span className={styles.versus}>{t('insights.versus', { days })}</span>
    </>
  );
}

export function PricingInsights({ insights }: { insights: PricingInsightsView }) {
  const { t } = useTranslation('home');
  return (
    <>
      <p className={styles.explain}>{t('insights.explain', { min: insights.minSample })}</p>
      {insights.models.length === 0 ? (
        <p className={styles.muted}>{t('insights.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {insights.models.map((m) => (
            <li key={m.url} className={styles.item}>
              <h3 className={styles.model}>
                <Link href={m.url} prefetch={false}>
                  {m.make} {m.model}
                </Link>
              </h3>
              <dl className={styles.figures}>
                <div>
                  <dt>{t('insights.median')}</dt>
                  <dd className={styles.price}>
                    {m.medianPriceEur === null ? t('insights.tooFew') : formatPrice(m.medianPriceEur, 'EUR')}
                  </dd>
                </div>
                <div>
                  <dt>{t('insights.trend')}</dt>
                  <dd>
                    <Trend percent={m.trendPercent} days={m.periodDays} />
                  </dd>
                </div>
              </dl>
              <p className={styles.sample}>
                {t('insights.adverts', {
                  count: m.advertCount,
                  n: formatNumber(m.advertCount),
                  days: m.periodDays,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
