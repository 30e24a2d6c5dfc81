/**
 * The seller's active adverts on the profile: the category listing itself — its machine
 * (machines/listing, through useListing with `filters.sellerId` as the scope of every search and
 * the profile's own address), its filters panel, chips and cards — one of the seller's categories
 * at a time (tabs switch it in place). Pages are keyset links the page loader answers.
 */
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdCardList } from '@/components/ads/ad-card-list';
import { activeFilters } from '@/components/listing/active-filters';
import { FiltersPanel, RESULTS_ID } from '@/components/listing/filters-panel';
import { FilterChips, ListingNotices } from '@/components/listing/listing-notices';
import listingStyles from '@/components/listing/listing.module.css';
import buttons from '@/components/ui/button.module.css';
import { formatNumber } from '@/lib/format/number';
import type { SellerProfileView } from '@/lib/graphql/generated/page-operations';
import { FORM_PARAM } from '@/lib/listing/listing-fields';
import { emptyQuery, type ListingQuery } from '@/lib/listing/listing-query';
import type { SellerListing } from '@/lib/page/sellers-page-data.types';
import { parseSellerProfileUrl } from '@/lib/sellers/seller-search';
import { sellerProfileHref, sellerProfilePath } from '@/lib/sellers/sellers-href';
import { useListing } from '@/machines/listing/use-listing';
import { KeysetPagination } from './keyset-pagination';
import styles from './sellers.module.css';

/** Props of SellerListingSection. */
export interface SellerListingSectionProps {
  profile: SellerProfileView;
  listing: SellerListing;
}

export function SellerListingSection({ profile, listing }: SellerListingSectionProps) {
  const { t } = useTranslation(['sellers', 'listing', 'categories']);
  const sellerId = profile.seller.id;
  const categories = profile.categories;
  const options = useMemo(() => {
    const values = categories.map((c) => c.value);
    return {
      address: (query: ListingQuery) => sellerProfileHref(sellerId, query.category, query),
      parseAddress: (href: string) => parseSellerProfileUrl(href, sellerId, values),
      scope: { sellerId },
    };
  }, [sellerId, categories]);
  const view = useListing(
    { search: { query: listing.query, notices: listing.notices }, data: listing.data },
    listing.places.cities,
    options,
  );
  const shown = view.query;
  const category = t(`categories:${shown.category}`);
  const active = activeFilters(t, shown, view.data.filters, listing.places);
  const remove = (without: ListingQuery) => view.set({ query: without, notices: [] }, true);
  const resetHref = sellerProfileHref(sellerId, shown.category);
  const reset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    view.set({ query: emptyQuery(shown.category), notices: [] }, true);
  };
  const results = view.data.results;
  return (
    <section aria-labelledby="seller-adverts">
      <h2 id="seller-adverts" className="visually-hidden">
        {t('sellers:profile.adverts')}
      </h2>
      {categories.length > 1 && (
        <nav aria-label={t('sellers:profile.categories')}>
          <ul className={styles.tabs}>
            {categories.map((c) => (
              <li key={c.value}>
                <a
                  href={sellerProfileHref(sellerId, c.value)}
                  className={styles.tab}
                  aria-current={c.value === shown.category ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    if (c.value !== shown.category) view.set({ query: emptyQuery(c.value), notices: [] }, true);
                  }}
                >
                  {t(`categories:${c.value}`)} <span className={styles.tabCount}>{formatNumber(c.count)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingNotices notices={view.notices} />
      <div className={listingStyles.layout}>
        <FiltersPanel
          view={view}
          places={listing.places}
          activeCount={active.length}
          page={{
            action: sellerProfilePath(sellerId),
            resetHref,
            links: <input type="hidden" name={FORM_PARAM.category} value={view.draft.category} />,
          }}
        />
        <div
          id={RESULTS_ID}
          className={listingStyles.results}
          aria-busy={view.loading || undefined}
          data-loading={view.loading || undefined}
        >
          {results && (
            <p className={`${styles.total} ${styles.resultsTotal}`} aria-live="polite">
              {t('sellers:profile.results', {
                count: results.totalCount,
                n: formatNumber(results.totalCount),
                category,
              })}
            </p>
          )}
          {view.failed ? (
            <div className={styles.empty} role="alert">
              <h3 className={styles.emptyTitle}>{t('sellers:profile.failed.title')}</h3>
              <p>{t('sellers:profile.failed.text')}</p>
              <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.retry}>
                {t('sellers:profile.failed.retry')}
              </button>
            </div>
          ) : view.empty ? (
            <div className={styles.empty}>
              <h3 className={styles.emptyTitle}>{t('sellers:profile.noResults.title')}</h3>
              <p>{t('listing:empty.removeHint')}</p>
              <FilterChips active={active} onRemove={remove} label={t('listing:chip.label')} />
              <a href={resetHref} className={`${buttons.button} ${buttons.primary}`} onClick={reset}>
                {t('sellers:profile.noResults.reset')}
              </a>
            </div>
          ) : (
            results && (
              <>
                <FilterChips active={active} onRemove={remove} label={t('listing:chip.label')} />
                <AdCardList adverts={results.nodes} heading="h3" eagerCount={2} label={t('sellers:profile.adverts')} />
                <KeysetPagination
                  pageInfo={results.pageInfo}
                  hrefOf={(page) => sellerProfileHref(sellerId, shown.category, shown, page)}
                />
              </>
            )
          )}
        </div>
      </div>
    </section>
  );
}
