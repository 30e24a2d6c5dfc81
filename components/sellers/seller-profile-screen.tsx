/**
 * /vanzator/{id}: the seller, then their active adverts category by category with the listing's
 * filters, cards and keyset pages; a friendly empty state when nothing is on sale.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { AdCardList } from '@/components/ads/ad-card-list';
import buttons from '@/components/ui/button.module.css';
import { formatNumber } from '@/lib/format/number';
import type { SellerProfilePageData } from '@/lib/page/sellers-page-data.types';
import { listingUrl } from '@/lib/routes/navigate';
import { PROFESSIONALS_PATH, sellerProfileHref } from '@/lib/sellers/sellers-href';
import { KeysetPagination } from './keyset-pagination';
import { SellerAdsFilters } from './seller-ads-filters';
import { SellerHead } from './seller-head';
import { SellersNotices } from './sellers-notices';
import styles from './sellers.module.css';

export function SellerProfileScreen({ profile, category, query, notices, results, makes }: SellerProfilePageData) {
  const { t } = useTranslation(['sellers', 'categories']);
  const { seller } = profile;
  const title = t('sellers:profile.metaTitle', { name: seller.name });
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{title}</title>
        <meta key="og:title" property="og:title" content={title} />
      </Head>
      <SellerHead seller={seller} />
      <SellersNotices notices={notices} />
      {category === null || query === null ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('sellers:profile.empty.title', { name: seller.name })}</h2>
          <p>{t('sellers:profile.empty.text')}</p>
          <Link
            href={seller.type === 'PROFESSIONAL' ? PROFESSIONALS_PATH : listingUrl('autoturisme')}
            prefetch={false}
            className={`${buttons.button} ${buttons.primary}`}
          >
            {t(seller.type === 'PROFESSIONAL' ? 'sellers:profile.empty.dealers' : 'sellers:profile.empty.browse')}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="seller-adverts">
          <h2 id="seller-adverts" className="visually-hidden">
            {t('sellers:profile.adverts')}
          </h2>
          {profile.categories.length > 1 && (
            <nav aria-label={t('sellers:profile.categories')}>
              <ul className={styles.tabs}>
                {profile.categories.map((c) => (
                  <li key={c.value}>
                    <Link
                      href={sellerProfileHref(seller.id, c.value)}
                      prefetch={false}
                      className={styles.tab}
                      aria-current={c.value === category ? 'page' : undefined}
                    >
                      {t(`categories:${c.value}`)} <span className={styles.tabCount}>{formatNumber(c.count)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <SellerAdsFilters sellerId={seller.id} category={category} query={query} makes={makes} />
          {results && (
            <p className={`${styles.total} ${styles.resultsTotal}`}>
              {t('sellers:profile.results', {
                count: results.totalCount,
                n: formatNumber(results.totalCount),
                category: t(`categories:${category}`),
              })}
            </p>
          )}
          {results === null ? (
            <div className={styles.empty}>
              <h3 className={styles.emptyTitle}>{t('sellers:profile.failed.title')}</h3>
              <p>{t('sellers:profile.failed.text')}</p>
              <a href={sellerProfileHref(seller.id, category)} className={`${buttons.button} ${buttons.primary}`}>
                {t('sellers:profile.noResults.reset')}
              </a>
            </div>
          ) : results.nodes.length === 0 ? (
            <div className={styles.empty}>
              <h3 className={styles.emptyTitle}>{t('sellers:profile.noResults.title')}</h3>
              <a href={sellerProfileHref(seller.id, category)} className={`${buttons.button} ${buttons.primary}`}>
                {t('sellers:profile.noResults.reset')}
              </a>
            </div>
          ) : (
            <>
              <AdCardList adverts={results.nodes} heading="h3" eagerCount={2} label={t('sellers:profile.adverts')} />
              <KeysetPagination
                pageInfo={results.pageInfo}
                hrefOf={(page) => sellerProfileHref(seller.id, category, query, page)}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
