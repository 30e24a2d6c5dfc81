/** Previous / next links carrying keyset cursors, and 'Page n of m' (both seller pages). */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { PageInfoView } from '@/lib/graphql/generated/page-operations';
import type { PageCursor } from '@/lib/sellers/sellers-href';
import styles from './sellers.module.css';

/** Props of KeysetPagination. */
export interface KeysetPaginationProps {
  pageInfo: PageInfoView;
  /** The URL of a page; `{}` is the first page (its canonical, cursor-free URL). */
  hrefOf: (page: PageCursor) => string;
}

export function KeysetPagination({ pageInfo, hrefOf }: KeysetPaginationProps) {
  const { t } = useTranslation('sellers');
  if (pageInfo.pageCount <= 1 && !pageInfo.hasPreviousPage && !pageInfo.hasNextPage) return null;
  const previous =
    pageInfo.hasPreviousPage &&
    (pageInfo.pageNumber <= 2 || !pageInfo.startCursor ? hrefOf({}) : hrefOf({ before: pageInfo.startCursor }));
  const next = pageInfo.hasNextPage && pageInfo.endCursor ? hrefOf({ after: pageInfo.endCursor }) : null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {previous ? (
        <Link href={previous} rel="prev" prefetch={false} className={styles.pageLink}>
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className={styles.pageLinkDisabled}>{t('pagination.previous')}</span>
      )}
      <p className={styles.pageStatus} aria-current="page">
        {t('pagination.status', { page: pageInfo.pageNumber, count: pageInfo.pageCount })}
      </p>
      {next ? (
        <Link href={next} rel="next" prefetch={false} className={styles.pageLink}>
          {t('pagination.next')}
        </Link>
      ) : (
        <span className={styles.pageLinkDisabled}>{t('pagination.next')}</span>
      )}
    </nav>
  );
}
