/** The category listing: heading, notices about ignored input, filters and a page of results. */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { AdCardList } from '@/components/ads/ad-card-list';
import buttons from '@/components/ui/button.module.css';
import type { FilterOptionView } from '@/lib/graphql/generated/page-operations';
import { formatNumber } from '@/lib/format/number';
import type { ListingPageData } from '@/lib/page/page-data.types';
import { listingUrl } from '@/lib/routes/navigate';
import { FiltersPanel, RESULTS_ID } from './filters-panel';
import { ListingPagination } from './listing-pagination';
import styles from './listing.module.css';

function labelOf(options: FilterOptionView[] | undefined, value: string | null): string | null {
  if (!value) return null;
  return options?.find((o) => o.value === value)?.label ?? value.toUpperCase().replace(/-/g, ' ');
}

export function ListingScreen({ query, notices, results, filters, summaryCount }: ListingPageData) {
  const { t } = useTranslation(['listing', 'categories']);
  const heading = [
    t(`categories:${query.category}`),
    labelOf(filters?.makes, query.make),
    labelOf(filters?.models, query.model),
  ]
    .filter(Boolean)
    .join(' ');
  const resetHref = listingUrl(query.category);
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('listing:meta.title', { heading })}</title>
        <meta key="og:title" property="og:title" content={t('listing:meta.title', { heading })} />
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {results && (
          <p className={styles.total}>
            {t('listing:total', { count: results.totalCount, n: formatNumber(results.totalCount) })}
          </p>
        )}
      </header>
      {notices.length > 0 && (
        <div role="status" className={styles.notices}>
          <ul>
            {notices.map((notice) => (
              <li key={notice}>{t(`listing:notice.${notice}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.layout}>
        <FiltersPanel query={query} filters={filters} summaryCount={summaryCount} />
        <section id={RESULTS_ID} className={styles.results} aria-label={t('listing:results')}>
          {results === null ? (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{t('listing:failed.title')}</h2>
              <p>{t('listing:failed.text')}</p>
              <a href={resetHref} className={`${buttons.button} ${buttons.primary}`}>
                {t('listing:empty.reset')}
              </a>
            </div>
          ) : results.nodes.length === 0 ? (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{t('listing:empty.title')}</h2>
              <p>{t('listing:empty.text')}</p>
              <a href={resetHref} className={`${buttons.button} ${buttons.primary}`}>
                {t('listing:empty.reset')}
              </a>
            </div>
          ) : (
            <>
              <AdCardList adverts={results.nodes} heading="h2" eagerCount={2} />
              <ListingPagination query={query} pageInfo={results.pageInfo} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
