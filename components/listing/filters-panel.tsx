/**
 * Where the filters sit: a sidebar on tablet and desktop, a full-screen sheet on mobile (SPEC §2.6,
 * 'Show results ({number} ads)'). The sheet opens through the #filtre fragment and CSS :target,
 * so it needs no JavaScript; the device class only chooses which of the two is rendered.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import { useDevice } from '@/lib/device/use-device';
import { formatNumber } from '@/lib/format/number';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { FiltersForm } from './filters-form';
import styles from './listing.module.css';

/** Fragment id of the mobile sheet. */
export const SHEET_ID = 'filtre';
/** Fragment id of the results, where closing the sheet lands. */
export const RESULTS_ID = 'rezultate';

/** Props of FiltersPanel. */
export interface FiltersPanelProps {
  query: ListingQuery;
  filters: SearchFiltersView | null;
  /** getAdvertsSearchSummary's count (null when it failed). */
  summaryCount: number | null;
}

/** How many filter groups are set, for the mobile 'Filters (n)' button. */
export function activeFilterCount(query: ListingQuery): number {
  return [
    query.make,
    query.q,
    query.priceFrom ?? query.priceTo,
    query.yearFrom ?? query.yearTo,
    query.mileageFrom ?? query.mileageTo,
    query.fuel.length > 0 ? true : null,
  ].filter((value) => value !== null && value !== undefined).length;
}

export function FiltersPanel({ query, filters, summaryCount }: FiltersPanelProps) {
  const { t } = useTranslation('listing');
  const device = useDevice();
  const unavailable = filters === null && <p className={styles.filtersError}>{t('filters.unavailable')}</p>;

  if (device !== 'mobile') {
    return (
      <aside className={styles.sidebar} aria-labelledby="filters-title">
        <h2 id="filters-title" className={styles.filtersTitle}>
          {t('filters.title')}
        </h2>
        {unavailable}
        <FiltersForm query={query} filters={filters} submitLabel={t('filters.submit')} />
      </aside>
    );
  }

  const active = activeFilterCount(query);
  const submitLabel =
    summaryCount === null
      ? t('filters.submit')
      : t('filters.showResults', { count: summaryCount, n: formatNumber(summaryCount) });
  return (
    <>
      <div className={styles.sheetBar}>
        <a href={`#${SHEET_ID}`} className={`${buttons.button} ${buttons.secondary} ${buttons.block}`}>
          {active > 0 ? t('filters.openWithCount', { count: active }) : t('filters.open')}
        </a>
      </div>
      <section id={SHEET_ID} className={styles.sheet} aria-labelledby="filters-title">
        <div className={styles.sheetHeader}>
          <h2 id="filters-title" className={styles.filtersTitle}>
            {t('filters.title')}
          </h2>
          <a href={`#${RESULTS_ID}`} className={styles.sheetClose} aria-label={t('filters.close')}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </div>
        {unavailable}
        <FiltersForm query={query} filters={filters} submitLabel={submitLabel} />
      </section>
    </>
  );
}
