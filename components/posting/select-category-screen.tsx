/**
 * /anunt-nou/selectcategory (SPEC §2.3): what the seller sells. Cars, vans and motorcycles go
 * straight to their form; the other categories list their posting sub-categories too (each has its
 * own form), with the category's own form first.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { postingUrl } from '@/lib/posting/posting-routes';
import { CATEGORIES, POSTING_SUBCATEGORIES } from '@/lib/routes/categories';
import styles from './select-category.module.css';

export function SelectCategoryScreen() {
  const { t } = useTranslation(['posting', 'categories', 'listing']);
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('meta.title')}</title>
      </Head>
      <h1>{t('selectCategory.title')}</h1>
      <p>{t('selectCategory.intro')}</p>
      <ul className={styles.categories}>
        {CATEGORIES.map((category) => {
          const subs = POSTING_SUBCATEGORIES[category.slug] ?? [];
          const name = t(`categories:${category.slug}`);
          return (
            <li key={category.slug} className={styles.category}>
              <Link className={styles.main} href={postingUrl({ categorySlug: category.slug, mode: 'new' })}>
                {name}
              </Link>
              {subs.length > 0 ? (
                <details className={styles.subs}>
                  <summary>{t('selectCategory.subcategories', { category: name.toLowerCase() })}</summary>
                  <ul>
                    {subs.map((sub) => (
                      <li key={sub.slug}>
                        <Link
                          href={postingUrl({ categorySlug: category.slug, subcategorySlug: sub.slug, mode: 'new' })}
                        >
                          {t(`listing:subcategory.${sub.slug}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
