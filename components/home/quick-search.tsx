/**
 * The home search: category, make (or, for parts, a free text) and maximum price, as a plain GET
 * form (works without JavaScript). It submits to the cars listing; the listing redirects to the
 * canonical URL of the chosen category and make (lib/listing canonicalListingHref). With
 * JavaScript the quick search machine (machines/quick-search) offers the chosen category's own
 * makes — each with adverts, so never a 404 — and a text box while they load or when they cannot
 * load, which the listing matches against the category's makes. Without JavaScript the car makes
 * stay; another category's listing drops a make it does not have with a note.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { FilterOptionView } from '@/lib/graphql/generated/page-operations';
import { FORM_PARAM, PARAM, RANGE_FIELDS } from '@/lib/listing/listing-fields';
import { CATEGORIES } from '@/lib/routes/categories';
import { listingUrl } from '@/lib/routes/navigate';
import { useQuickSearch, type QuickSearchView } from '@/machines/quick-search/use-quick-search';
import styles from './home.module.css';

/** The category whose makes the home page loads. */
export const QUICK_SEARCH_CATEGORY = 'autoturisme';
/** Where the form submits; the `categorie` field may send the user elsewhere. */
export const QUICK_SEARCH_ACTION = listingUrl(QUICK_SEARCH_CATEGORY);

export function QuickSearch({ makes }: { makes: FilterOptionView[] }) {
  const view = useQuickSearch({ category: QUICK_SEARCH_CATEGORY, makes: { [QUICK_SEARCH_CATEGORY]: makes } });
  return <QuickSearchForm view={view} />;
}

/** The form drawn from a quick search view (the model tests render it with parked calls). */
export function QuickSearchForm({ view }: { view: QuickSearchView }) {
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
        <select
          id="qs-category"
          name={FORM_PARAM.category}
          value={view.category}
          onChange={(event) => view.changeCategory(event.target.value)}
        >
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {t(`categories:${c.slug}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <MakeField view={view} />
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

function MakeField({ view }: { view: QuickSearchView }) {
  const { t } = useTranslation('home');
  if (view.field === 'partText')
    return (
      <>
        <label htmlFor="qs-text">{t('search.part')}</label>
        <input
          id="qs-text"
          key={view.category}
          name={PARAM.q}
          autoComplete="off"
          maxLength={120}
          placeholder={t('search.partPlaceholder')}
        />
      </>
    );
  if (view.field === 'makeText')
    return (
      <>
        <label htmlFor="qs-make">{t('search.make')}</label>
        <input
          id="qs-make"
          key={view.category}
          name={FORM_PARAM.make}
          autoComplete="off"
          placeholder={t('search.anyMake')}
          aria-busy={view.loadingMakes || undefined}
        />
      </>
    );
  return (
    <>
      <label htmlFor="qs-make">{t('search.make')}</label>
      <select id="qs-make" key={view.category} name={FORM_PARAM.make} defaultValue="">
        <option value="">{t('search.anyMake')}</option>
        {view.makes.map((make) => (
          <option key={make.value} value={make.value}>
            {make.label}
          </option>
        ))}
      </select>
    </>
  );
}
