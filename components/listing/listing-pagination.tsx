/** Keyset pagination: previous / next links carrying the cursors, and 'Page n of m'. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { PageInfoView } from '@/lib/graphql/generated/page-operations';
import { listingHref } from '@/lib/listing/listing-href';
import type { ListingQuery } from '@/lib/listing/listing-query';
import styles from './listing-pagination.module.css';

export function ListingPagination({ query, pageInfo }: { query: ListingQuery; pageInfo: PageInfoView }) {
  const { t } = useTranslation('listing');
  if (pageInfo.pageCount <= 1) return null;
  // Page 1 has a cursor-free URL: the canonical first page.
  const previous =
    pageInfo.hasPreviousPage &&
    (pageInfo.pageNumber <= 2 || !pageInfo.startCursor
      ? listingHref(query)
      : listingHref(query, { before: pageInfo.startCursor }));
  const next = pageInfo.hasNextPage && pageInfo.endCursor ? listingHref(query, { after: pageInfo.endCursor }) : null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {previous ? (
        <Link href={previous} rel="prev" className={styles.pageLink}>
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className={styles.pageLinkDisabled}>{t('pagination.previous')}</span>
      )}
      <p className={styles.pageStatus} aria-current="page">
        {t('pagination.status', { page: pageInfo.pageNumber, count: pageInfo.pageCount })}
      </p>
      {next ? (
        <Link href={next} rel="next" className={styles.pageLink}>
          {t('pagination.next')}
        </Link>
      ) : (
        <span className={styles.pageLinkDisabled}>{t('pagination.next')}</span>
      )}
    </nav>
  );
}
