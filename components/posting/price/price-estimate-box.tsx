/**
 * The posting form's price estimate box (SPEC §2.6 price estimate widget, §5, §8), driven by the
 * priceEstimate flow through usePriceEstimate: the missing fields, the range in EUR, the reason
 * there is none (cars only, Euro only, new car, too few similar adverts) or that it cannot be
 * calculated now, with a retry. Changes are announced politely.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRomanianAmount } from '@/lib/format/number';
import {
  usePriceEstimate,
  type PriceEstimateDeps,
  type PriceEstimateProps,
  type PriceEstimateView,
} from '@/machines/price-estimate/use-price-estimate';
import buttons from '@/components/ui/button.module.css';
import styles from './price.module.css';

/** The box's content for a view (exported for tests of single states). */
export function PriceEstimatePanel({ view }: { view: PriceEstimateView }) {
  const { t, i18n } = useTranslation('posting-price');
  if (view.failed)
    return (
      <div role="alert">
        <p className={styles.note}>{t('estimate.failed')}</p>
        <button type="button" className={`${buttons.button} ${buttons.secondary} ${styles.retry}`} onClick={view.retry}>
          {t('estimate.retry')}
        </button>
      </div>
    );
  if (view.loading) return <p className={styles.note}>{t('estimate.loading')}</p>;
  if (view.missing.length > 0) {
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    return (
      <p className={styles.note}>
        {t('estimate.needsInput', { fields: list.format(view.missing.map((field) => t(`fields.${field}`))) })}
      </p>
    );
  }
  if (view.range) {
    const { low, median, high, currency } = view.range;
    return (
      <>
        <p className={styles.note}>{t('estimate.rangeLabel')}</p>
        <p className={styles.range}>
          {t('estimate.range', { low: formatRomanianAmount(low), high: formatRomanianAmount(high), currency })}
        </p>
        <p className={styles.note}>{t('estimate.median', { median: formatRomanianAmount(median), currency })}</p>
        <p className={styles.note}>{t('estimate.basis', { count: view.comparablesCount ?? 0 })}</p>
      </>
    );
  }
  if (view.noRange)
    return (
      <p className={styles.note}>
        {t(`estimate.noRange.${view.noRange}`, {
          count: view.comparablesCount ?? 0,
          needed: view.comparablesNeeded ?? 0,
        })}
      </p>
    );
  return null;
}

/** Props of PriceEstimateBox: the form's values, category and today; `deps` replaces the call (tests). */
export interface PriceEstimateBoxProps extends PriceEstimateProps {
  readonly deps?: PriceEstimateDeps;
}

export function PriceEstimateBox({ values, categoryId, today, deps }: PriceEstimateBoxProps) {
  const { t } = useTranslation('posting-price');
  const id = useId();
  const view = usePriceEstimate({ values, categoryId, today }, deps);
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {t('estimate.title')}
      </h3>
      {view.failed ? (
        <PriceEstimatePanel view={view} />
      ) : (
        <div role="status" aria-live="polite" aria-busy={view.loading}>
          <PriceEstimatePanel view={view} />
        </div>
      )}
    </section>
  );
}
