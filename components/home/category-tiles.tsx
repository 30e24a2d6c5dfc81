/** The eight categories as tiles with their advert counts (no viewport prefetch: see SiteHeader). */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { CategoryCountView } from '@/lib/graphql/generated/page-operations';
import { formatNumber } from '@/lib/format/number';
import { listingUrl } from '@/lib/routes/navigate';
import styles from './home.module.css';

export function CategoryTiles({ categories }: { categories: CategoryCountView[] }) {
  const { t } = useTranslation(['home', 'categories']);
  return (
    <ul className={styles.tiles}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link href={listingUrl(category.slug)} prefetch={false} className={styles.tile}>
            <span className={styles.tileName}>{t(`categories:${category.slug}`)}</span>{' '}
            <span className={styles.tileCount}>
              {t('home:categories.count', { count: category.advertCount, n: formatNumber(category.advertCount) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
