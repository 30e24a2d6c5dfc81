/**
 * /dealeri: dealers with their stock, run by the professionals machine (machines/professionals):
 * filters by name, county, city, category and order applied as they change, keyset pages, an
 * empty state that offers to clear the filters and an error state with a retry.
 */
import Head from 'next/head';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { formatNumber } from '@/lib/format/number';
import type { ProfessionalsPageData } from '@/lib/page/sellers-page-data.types';
import { EMPTY_PROFESSIONALS_QUERY } from '@/lib/sellers/professionals-query';
import { PROFESSIONALS_PATH, professionalsHref } from '@/lib/sellers/sellers-href';
import { useProfessionals, type ProfessionalsView } from '@/machines/professionals/use-professionals';
import { KeysetPagination } from './keyset-pagination';
import { ProfessionalCard } from './professional-card';
import { ProfessionalsFilters } from './professionals-filters';
import { SellersNotices } from './sellers-notices';
import styles from './sellers.module.css';

export function ProfessionalsScreen({ query, notices, results, facets }: ProfessionalsPageData) {
  const view = useProfessionals({ search: { query, notices }, data: { results, facets } });
  return <ProfessionalsLayout view={view} />;
}

/** The page drawn from a professionals view (the model tests render it with parked calls). */
export function ProfessionalsLayout({ view }: { view: ProfessionalsView }) {
  const { t } = useTranslation('sellers');
  const results = view.data.results;
  const reset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    view.set({ query: EMPTY_PROFESSIONALS_QUERY, notices: [] }, true);
  };
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('professionals.metaTitle')}</title>
        <meta key="description" name="description" content={t('professionals.metaDescription')} />
        <meta key="og:title" property="og:title" content={t('professionals.metaTitle')} />
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('professionals.title')}</h1>
        {results && (
          <p className={styles.total} aria-live="polite">
            {t('professionals.total', { count: results.totalCount, n: formatNumber(results.totalCount) })}
          </p>
        )}
      </header>
      <p className={styles.intro}>{t('professionals.intro')}</p>
      <SellersNotices notices={view.notices} />
      <ProfessionalsFilters view={view} />
      <section
        className={styles.results}
        aria-label={t('professionals.results')}
        aria-busy={view.loading || undefined}
        data-loading={view.loading || undefined}
      >
        {view.failed ? (
          <div className={styles.empty} role="alert">
            <h2 className={styles.emptyTitle}>{t('professionals.failed.title')}</h2>
            <p>{t('professionals.failed.text')}</p>
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.retry}>
              {t('professionals.failed.retry')}
            </button>
          </div>
        ) : view.empty ? (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>{t('professionals.empty.title')}</h2>
            <p>{t('professionals.empty.text')}</p>
            <a href={PROFESSIONALS_PATH} className={`${buttons.button} ${buttons.primary}`} onClick={reset}>
              {t('professionals.empty.reset')}
            </a>
          </div>
        ) : (
          results && (
            <>
              <ul className={styles.grid} aria-label={t('professionals.list')}>
                {results.nodes.map((dealer) => (
                  <li key={dealer.id}>
                    <ProfessionalCard dealer={dealer} />
                  </li>
                ))}
              </ul>
              <KeysetPagination pageInfo={results.pageInfo} hrefOf={(page) => professionalsHref(view.query, page)} />
            </>
          )
        )}
      </section>
    </div>
  );
}
