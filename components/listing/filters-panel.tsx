/**
 * Where the filters sit: a sidebar on tablet and desktop, a full-screen sheet on mobile (SPEC §2.6,
 * 'Show results ({number} ads)', the number kept live by the listing machine's count). The sheet
 * opens through the #filtre fragment and CSS :target, so it needs no JavaScript; the device class
 * only chooses which of the two is rendered. The panel hydrates on its own (HydrationBoundary): its
 * select fields and their machines are most of the listing's hydration work, and as a region of its
 * own it is hydrated and committed apart from the results (docs/decisions/0023).
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mapSearchHref } from '@/lib/map/map-href';
import buttons from '@/components/ui/button.module.css';
import { HydrationBoundary } from '@/components/ui/hydration-boundary';
import { useDevice } from '@/lib/device/use-device';
import { formatNumber } from '@/lib/format/number';
import { formSearchHref } from '@/lib/listing/listing-href';
import type { ListingView } from '@/machines/listing/use-listing';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { filterBlocks, sidebarBlocks } from './filter-layout';
import { FiltersForm } from './filters-form';
import styles from './listing.module.css';

/** Fragment id of the mobile sheet. */
export const SHEET_ID = 'filtre';
/** Fragment id of the results, where closing the sheet lands. */
export const RESULTS_ID = 'rezultate';

/** The advanced search of the current filters (sub-category, make, model travel as form fields). */
export function advancedHref(view: Pick<ListingView, 'draft'>): string {
  return formSearchHref(`/${view.draft.category}/cautare-avansata`, view.draft);
}

/** Props of FiltersPanel. */
export interface FiltersPanelProps {
  view: ListingView;
  places: ListingPlaces;
  /** How many filters are set, for the mobile 'Filters (n)' button. */
  activeCount: number;
  /** Another page's form (the seller profile): where it submits without JavaScript and resets, and what sits under it instead of the advanced and map search links. */
  page?: { action: string; resetHref: string; links: React.ReactNode };
}

export function FiltersPanel(props: FiltersPanelProps) {
  return (
    <HydrationBoundary>
      <FiltersPanelContent {...props} />
    </HydrationBoundary>
  );
}

function FiltersPanelContent({ view, places, activeCount, page }: FiltersPanelProps) {
  const { t } = useTranslation('listing');
  const device = useDevice();
  const close = useRef<HTMLAnchorElement>(null);
  const filters = view.data.filters;
  const blocks = filterBlocks(view.draft.category, filters);
  const unavailable = filters === null && <p className={styles.filtersError}>{t('filters.unavailable')}</p>;
  const form = (submitLabel: string, onSubmitted?: () => void) => (
    <FiltersForm
      key={view.formKey}
      query={view.draft}
      filters={filters}
      places={places}
      blocks={sidebarBlocks(blocks, view.draft)}
      notices={[...view.notices, ...view.draftNotices]}
      submitLabel={submitLabel}
      onEdit={view.edit}
      onSet={view.set}
      onSort={view.sortBy}
      {...(onSubmitted ? { onSubmitted } : {})}
      withSort
      {...(page ? { action: page.action, resetHref: page.resetHref } : {})}
      extra={
        page ? (
          page.links
        ) : (
          <>
            <a href={advancedHref(view)} className={styles.reset}>
              {t('advanced.link')}
            </a>
            <a href={mapSearchHref(view.draft.category, view.draft)} className={styles.reset}>
              {t('mapLink')}
            </a>
          </>
        )
      }
    />
  );

  if (device !== 'mobile') {
    return (
      <aside className={styles.sidebar} aria-labelledby="filters-title">
        <h2 id="filters-title" className={styles.filtersTitle}>
          {t('filters.title')}
        </h2>
        {unavailable}
        {form(t('filters.submit'))}
      </aside>
    );
  }

  const submitLabel =
    view.count === null
      ? t('filters.submit')
      : t('filters.showResults', { count: view.count, n: formatNumber(view.count) });
  return (
    <>
      <div className={styles.sheetBar}>
        <a href={`#${SHEET_ID}`} className={`${buttons.button} ${buttons.secondary} ${buttons.block}`}>
          {activeCount > 0 ? t('filters.openWithCount', { count: activeCount }) : t('filters.open')}
        </a>
      </div>
      <section id={SHEET_ID} className={styles.sheet} aria-labelledby="filters-title">
        <div className={styles.sheetHeader}>
          <h2 id="filters-title" className={styles.filtersTitle}>
            {t('filters.title')}
          </h2>
          <a ref={close} href={`#${RESULTS_ID}`} className={styles.sheetClose} aria-label={t('filters.close')}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </div>
        {unavailable}
        <p className={styles.sheetCount} aria-live="polite" data-counting={view.counting || undefined}>
          {view.count === null ? '' : t('total', { count: view.count, n: formatNumber(view.count) })}
        </p>
        {form(submitLabel, () => close.current?.click())}
      </section>
    </>
  );
}
