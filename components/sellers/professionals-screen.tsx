/** /dealeri: dealers with their stock, filters by county and category, keyset pages, empty state. */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { formatNumber } from '@/lib/format/number';
import type { ProfessionalsPageData } from '@/lib/page/sellers-page-data.types';
import { PROFESSIONALS_PATH, professionalsHref } from '@/lib/sellers/sellers-href';
import { KeysetPagination } from './keyset-pagination';
import { ProfessionalCard } from './professional-card';
import { ProfessionalsFilters } from './professionals-filters';
import { SellersNotices } from './sellers-notices';
import styles from './sellers.module.css';

export function ProfessionalsScreen({ query, notices, results, facets }: ProfessionalsPageData) {
  const { t } = useTranslation('sellers');
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
          <p className={styles.total}>
            {t('professionals.total', { count: results.totalCount, n: formatNumber(results.totalCount) })}
          </p>
        )}
      </header>
      <p className={styles.intro}>{t('professionals.intro')}</p>
      <SellersNotices notices={notices} />
      <ProfessionalsFilters query={query} facets={facets} />
      {results === null ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('professionals.failed.title')}</h2>
          <p>{t('professionals.failed.text')}</p>
          <a href={PROFESSIONALS_PATH} className={`${buttons.button} ${buttons.primary}`}>
            {t('professionals.failed.retry')}
          </a>
        </div>
      ) : results.nodes.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('professionals.empty.title')}</h2>
          <p>{t('professionals.empty.text')}</p>
          <a href={PROFESSIONALS_PATH} className={`${buttons.button} ${buttons.primary}`}>
            {t('professionals.empty.reset')}
          </a>
        </div>
      ) : (
        <>
          <ul className={styles.grid} aria-label={t('professionals.list')}>
            {results.nodes.map((dealer) => (
              <li key={dealer.id}>
                <ProfessionalCard dealer={dealer} />
              </li>
            ))}
          </ul>
          <KeysetPagination pageInfo={results.pageInfo} hrefOf={(page) => professionalsHref(query, page)} />
        </>
      )}
    </div>
  );
}
