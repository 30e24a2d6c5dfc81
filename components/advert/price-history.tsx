/**
 * The ad page's price (SPEC §2.6): the drop badge beside the price, days on market, and the price
 * history as a list with a small inline SVG line (no chart library: a few points at most).
 */
import { useTranslation } from 'react-i18next';
import type { AdvertView } from '@/lib/graphql/generated/page-operations';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import styles from './price-history.module.css';

/** 'Preț redus cu 2.000 EUR' with the previous price struck through; nothing without a drop or with priceDropBanner off. */
export function PriceDropBadge({ drop }: { drop: AdvertView['priceDrop'] }) {
  const { t } = useTranslation('advert');
  const shown = useFeatureFlag('priceDropBanner');
  if (!drop || !shown) return null;
  return (
    <p className={styles.drop}>
      <span className={styles.dropBadge}>{t('price.drop', { amount: formatPrice(drop.amount, drop.currency) })}</span>{' '}
      <s className={styles.previous}>
        <span className="visually-hidden">{t('price.previous')}: </span>
        {formatPrice(drop.previousAmount, drop.currency)}
      </s>
    </p>
  );
}

/** 'Publicat azi' / 'Publicat de 12 zile'. */
export function DaysOnMarket({ days }: { days: number }) {
  const { t } = useTranslation('advert');
  return <p className={styles.onMarket}>{days === 0 ? t('onMarket.today') : t('onMarket.days', { count: days })}</p>;
}

type Point = AdvertView['priceHistory'][number];

const WIDTH = 320;
const HEIGHT = 72;
const PAD = 6;

/** The points as an SVG polyline, in the current currency's units (only a shape: the list has the figures). */
function sparkline(points: readonly Point[]): string {
  const values = points.map((p) => p.amount);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  return points
    .map(
      (p, i) =>
        `${Math.round(PAD + i * step)},${Math.round(HEIGHT - PAD - ((p.amount - min) / span) * (HEIGHT - 2 * PAD))}`,
    )
    .join(' ');
}

function changeOf(point: Point, before: Point | undefined): 'posted' | 'lowered' | 'raised' {
  if (!before) return 'posted';
  // Another currency: compare as shown (a currency change is rare; the list shows both prices).
  return point.amount < before.amount && point.currency === before.currency ? 'lowered' : 'raised';
}

/** The price history box: every price the advert asked, oldest first. */
export function PriceHistory({ history }: { history: AdvertView['priceHistory'] }) {
  const { t } = useTranslation('advert');
  const sameCurrency = history.every((p) => p.currency === history[0]?.currency);
  return (
    <section aria-labelledby="price-history-title" className={styles.box}>
      <h2 id="price-history-title" className={styles.title}>
        {t('history.title')}
      </h2>
      {history.length < 2 ? (
        <p className={styles.unchanged}>{t('history.unchanged')}</p>
      ) : (
        <>
          {sameCurrency && (
            <svg
              className={styles.chart}
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <polyline points={sparkline(history)} fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          )}
          <ol className={styles.list}>
            {history.map((point, i) => {
              const change = changeOf(point, history[i - 1]);
              return (
                <li key={`${point.date}-${i}`} className={styles.row} data-change={change}>
                  <span className={styles.date}>{formatDate(point.date)}</span>
                  <span className={styles.label}>{t(`history.${change}`)}</span>
                  <span className={styles.amount}>{formatPrice(point.amount, point.currency)}</span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
