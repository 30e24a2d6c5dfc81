/**
 * The home search: category, make and maximum price, as a plain GET form (works without
 * JavaScript). It submits to the cars listing; the listing redirects to the canonical URL of the
 * chosen category and make (lib/listing canonicalListingHref). The make list is the cars' (the
 * makes the page loaded): for another category the field becomes a text box, matched by the
 * listing against that category's makes ('merc benz', 'scania'); a make the category does not
 * have is dropped there with a note, never a 404.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { FilterOptionView } from '@/lib/graphql/generated/page-operations';
import { FORM_PARAM, RANGE_FIELDS } from '@/lib/listing/listing-fields';
import { CATEGORIES } from '@/lib/routes/categories';
import { listingUrl } from '@/lib/routes/navigate';
import styles from './home.module.css';

/** The category whose makes the home page loads. */
export const QUICK_SEARCH_CATEGORY = 'autoturisme';
/** Where the form submits; the `categorie` field may send the user elsewhere. */
export const QUICK_SEARCH_ACTION = listingUrl(QUICK_SEARCH_CATEGORY);

export function QuickSearch({ makes }: { makes: FilterOptionView[] }) {
  const { t } = useTranslation(['home', 'categories']);
  const [category, setCategory] = useState<string>(QUICK_SEARCH_CATEGORY);
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
        <select
          id="qs-category"
          name={FORM_PARAM.category}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {t(`categories:${c.slug}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="qs-make">{t('home:search.make')}</label>
        {category === QUICK_SEARCH_CATEGORY ? (
          <select id="qs-make" name={FORM_PARAM.make} defaultValue="">
            <option value="">{t('home:search.anyMake')}</option>
            {makes.map((make) => (
              <option key={make.value} value={make.value}>
                {make.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id="qs-make"
            key={category}
            name={FORM_PARAM.make}
            autoComplete="off"
            placeholder={t('home:search.anyMake')}
          />
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="qs-price">{t('home:search.priceTo')}</label>
        <input
          id="qs-price"
          name={RANGE_FIELDS.price.max}
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
