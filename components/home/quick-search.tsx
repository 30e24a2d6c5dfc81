/**
 * The home search: category, make and maximum price, as a plain GET form (works without
 * JavaScript). It posts to the cars listing; the listing redirects to the canonical URL of the
 * chosen category and make (lib/listing canonicalListingHref).
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { FilterOptionView } from '@/lib/graphql/generated/page-operations';
import { CATEGORIES } from '@/lib/routes/categories';
import { listingUrl } from '@/lib/routes/navigate';
import styles from './home.module.css';

/** Where the form submits; the `category` field may send the user elsewhere. */
export const QUICK_SEARCH_ACTION = listingUrl('autoturisme');

export function QuickSearch({ makes }: { makes: FilterOptionView[] }) {
  const { t } = useTranslation(['home', 'categories']);
  return (
    <form
      action={QUICK_SEARCH_ACTION}
      method="get"
      role="search"
      aria-label={t('home:search.label')}
      className={styles.search}
    >
      <div className={styles.field}>
        <label htmlFor="qs-category">{t('home:search.category')}</label>
        <select id="qs-category" name="category" defaultValue={CATEGORIES[0]?.slug}>
          {CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {t(`categories:${category.slug}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="qs-make">{t('home:search.make')}</label>
        <select id="qs-make" name="make" defaultValue="">
          <option value="">{t('home:search.anyMake')}</option>
          {makes.map((make) => (
            <option key={make.value} value={make.value}>
              {make.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="qs-price">{t('home:search.priceTo')}</label>
        <input
          id="qs-price"
          name="price_to"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('home:search.pricePlaceholder')}
        />
      </div>
      <button type="submit" className={`${buttons.button} ${buttons.primary} ${styles.submit}`}>
        {t('home:search.submit')}
      </button>
    </form>
  );
}
