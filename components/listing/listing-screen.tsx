/**
 * The category listing: heading with human names, notes about dropped filters, the filters (run
 * by the listing machine, machines/listing) and a page of results. A search with no results keeps
 * every filter and offers to remove them one by one; a failed search offers a retry.
 */
import { AdSlot, adSlotClasses, BottomSlots } from '@/components/shell/ad-slot';
import { AD_SLOT, slotTracker } from '@/lib/ads/ad-slots';
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { AdCardList } from '@/components/ads/ad-card-list';
import { useCardFinancing } from '@/components/financing/card-financing';
import { FinancingFilter } from '@/components/financing/financing-filter';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import buttons from '@/components/ui/button.module.css';
import { resultsBefore, searchWithMaxPrice } from '@/lib/financing/widget-simulations';
import { formatNumber } from '@/lib/format/number';
import { listingHref } from '@/lib/listing/listing-href';
import { emptyQuery } from '@/lib/listing/listing-query';
import type { ListingPageData } from '@/lib/page/page-data.types';
import { type ListingView, useListing } from '@/machines/listing/use-listing';
import { activeFilters, pathLabels } from './active-filters';
import { FiltersPanel, RESULTS_ID } from './filters-panel';
import { FilterChips, ListingNotices } from './listing-notices';
import { ListingPagination } from './listing-pagination';
import { PopularSearches } from './popular-searches';
import styles from './listing.module.css';

/** No results yet: the card simulations' list. */
const NO_CARDS: readonly [] = [];

/** Filters the heading already names ('Autoturisme Dacia Logan'): a saved search's name leaves them out. */
const IN_HEADING: ReadonlySet<string> = new Set(['make', 'model']);

export function ListingScreen({ query, notices, results, filters, summaryCount, places, popular }: ListingPageData) {
  const view = useListing({ search: { query, notices }, data: { results, filters, summaryCount } }, places.cities);
  return <ListingLayout view={view} places={places} popular={popular} />;
}

/** The listing drawn from its view (the page's hook, or a model test's). */
export function ListingLayout({
  view,
  places,
  popular,
}: { view: ListingView } & Pick<ListingPageData, 'places' | 'popular'>) {
  const { t } = useTranslation(['listing', 'categories', 'common']);
  const shown = view.query;
  const names = pathLabels(t, shown, view.data.filters);
  const heading = [t(`categories:${shown.category}`), names.subcategory, names.make, names.model]
    .filter(Boolean)
    .join(' ');
  const active = activeFilters(t, shown, view.data.filters, places);
  const remove = (without: typeof shown) => view.set({ query: without, notices: [] }, true);
  const resetHref = listingHref({ ...emptyQuery(shown.category), subcategory: shown.subcategory });
  const total = view.data.results?.totalCount;
  const results = view.data.results;
  const cardFinancing = useCardFinancing(
    results?.nodes ?? NO_CARDS,
    results ? resultsBefore(results.pageInfo, results.nodes.length, results.totalCount) : 0,
  );
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('listing:meta.title', { heading })}</title>
        <meta key="og:title" property="og:title" content={t('listing:meta.title', { heading })} />
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {total !== undefined && (
          <p className={styles.total} aria-live="polite">
            {t('listing:total', { count: total, n: formatNumber(total) })}
          </p>
        )}
        <SaveSearchButton
          query={shown}
          summaryParts={[heading, ...active.filter((a) => !IN_HEADING.has(a.filter)).map((a) => a.label)]}
          cities={places.cities}
        />
        <FinancingFilter
          onApplyFilters={(maxPrice) => view.set({ query: searchWithMaxPrice(shown, maxPrice), notices: [] }, true)}
        />
      </header>
      <ListingNotices notices={view.notices} />
      {active.length === 0 && <PopularSearches category={shown.category} popular={popular} places={places} />}
      <AdSlot
        name={AD_SLOT.leaderboard}
        trackerData={slotTracker(AD_SLOT.leaderboard, 'listing')}
        className={adSlotClasses.desktopOnly}
        minHeight={90}
      />
      <div className={styles.layout}>
        <FiltersPanel view={view} places={places} activeCount={active.length} />
        <section
          id={RESULTS_ID}
          className={styles.results}
          aria-label={t('listing:results')}
          aria-busy={view.loading || undefined}
          data-loading={view.loading || undefined}
        >
          {view.failed ? (
            <div className={styles.empty} role="alert">
              <h2 className={styles.emptyTitle}>{t('listing:failed.title')}</h2>
              <p>{t('listing:failed.text')}</p>
              <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.retry}>
                {t('listing:failed.retry')}
              </button>
              <a href={resetHref} className={styles.reset}>
                {t('listing:empty.reset')}
              </a>
            </div>
          ) : view.empty ? (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{t('listing:empty.title', { heading })}</h2>
              <p>{active.length > 0 ? t('listing:empty.removeHint') : t('listing:empty.text')}</p>
              <FilterChips active={active} onRemove={remove} label={t('listing:chip.label')} />
              <a href={resetHref} className={`${buttons.button} ${buttons.primary}`}>
                {t('listing:empty.reset')}
              </a>
            </div>
          ) : (
            <>
              <FilterChips active={active} onRemove={remove} label={t('listing:chip.label')} />
              {view.data.results && (
                <>
                  <AdCardList
                    adverts={view.data.results.nodes}
                    heading="h2"
                    eagerCount={2}
                    cardFinancing={cardFinancing}
                  />
                  <ListingPagination query={shown} pageInfo={view.data.results.pageInfo} />
                  <BottomSlots page="listing" />
                </>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
