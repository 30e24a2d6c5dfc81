/**
 * The listing filters as a plain GET form: without JavaScript it submits to the category root and
 * the page redirects to the canonical path (/camioane/basculante/man?pret_max=...). With
 * JavaScript every change is read back from the form into a search (readFiltersForm) and handed
 * to the listing machine: typed text and numbers as edits (applied after a pause), choices as
 * settings (applied at once).
 */
import { useCallback, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ADVERT_SORTS, type AdvertSort } from '@/lib/ads/advert-enums';
import type { SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import { canonicalListingHref, listingHref } from '@/lib/listing/listing-href';
import { FORM_PARAM, PARAM } from '@/lib/listing/listing-fields';
import type { ListingNotice, ListingQuery, ParsedListing } from '@/lib/listing/listing-query';
import { parseListingUrl } from '@/lib/listing/listing-url';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { listingUrl } from '@/lib/routes/navigate';
import { FilterBlockFields } from './filter-block';
import type { FilterBlock } from './filter-layout';
import styles from './listing.module.css';

/** The search a filters form describes now. */
export function readFiltersForm(form: HTMLFormElement, category: string): ParsedListing | null {
  const params: Record<string, string[]> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') (params[key] ??= []).push(value);
  const href = canonicalListingHref(category, [], params) ?? listingUrl(category);
  return parseListingUrl(href);
}

/** Props of FiltersForm. */
export interface FiltersFormProps {
  query: ListingQuery;
  /** Options with counts; null when they could not be loaded (the form still works). */
  filters: SearchFiltersView | null;
  places: ListingPlaces;
  blocks: readonly FilterBlock[];
  notices: readonly ListingNotice[];
  submitLabel: string;
  /** Set by the listing machine when JavaScript runs; absent, the form is a plain GET form. */
  onEdit?: (search: ParsedListing) => void;
  onSet?: (search: ParsedListing) => void;
  onSort?: (sort: AdvertSort) => void;
  /** The submit button applies and, on phones, closes the sheet. */
  onSubmitted?: () => void;
  /** A link under the form (the advanced search). */
  extra?: React.ReactNode;
  /** Submitting loads the listing page (the advanced search) instead of applying in place. */
  submitNatively?: boolean;
  /** The sort select sits in the form only where the results have none of their own. */
  withSort?: boolean;
  /** Where the form submits without JavaScript, and where 'reset' leads; default the category listing. */
  action?: string;
  resetHref?: string;
}

export function FiltersForm(props: FiltersFormProps) {
  const {
    query,
    filters,
    places,
    blocks,
    notices,
    submitLabel,
    onEdit,
    onSet,
    onSort,
    onSubmitted,
    extra,
    withSort,
    submitNatively,
    action,
    resetHref,
  } = props;
  const { t } = useTranslation(['listing', 'common']);
  const form = useRef<HTMLFormElement>(null);
  const read = () => (form.current ? readFiltersForm(form.current, query.category) : null);
  const onChoice = useCallback(() => {
    const search = form.current ? readFiltersForm(form.current, query.category) : null;
    if (search && onSet) onSet(search);
  }, [onSet, query.category]);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const search = read();
    if (!search) return;
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.name === PARAM.sort && onSort) {
      onSort(search.query.sort);
      return;
    }
    const typing = target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio';
    if (typing) onEdit?.(search);
    else onSet?.(search);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSet || submitNatively) return;
    event.preventDefault();
    const search = read();
    if (search) onSet(search);
    onSubmitted?.();
  };
  return (
    <form
      ref={form}
      action={action ?? listingUrl(query.category)}
      method="get"
      className={styles.form}
      aria-label={t('listing:filters.title')}
      onChange={onEdit ? onChange : undefined}
      onSubmit={onSubmit}
    >
      {query.subcategory && !blocks.some((b) => b.kind === 'subcategory') && (
        <input type="hidden" name={FORM_PARAM.subcategory} value={query.subcategory} />
      )}
      {blocks.map((block) => (
        <FilterBlockFields
          key={'name' in block ? `${block.kind}:${block.name}` : block.kind}
          block={block}
          query={query}
          filters={filters}
          places={places}
          notices={notices}
          onChange={onSet ? onChoice : undefined}
        />
      ))}
      {withSort && (
        <div className={styles.field}>
          <label htmlFor="f-sort">{t('listing:filters.sort')}</label>
          <select id="f-sort" name={PARAM.sort} defaultValue={query.sort.toLowerCase()}>
            {ADVERT_SORTS.map((sort) => (
              <option key={sort} value={sort.toLowerCase()}>
                {t(`listing:sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
          {submitLabel}
        </button>
        <a href={resetHref ?? listingHref({ ...query, ...resetOf(query) })} className={styles.reset}>
          {t('listing:filters.reset')}
        </a>
        {extra}
      </div>
    </form>
  );
}

/** Reset keeps the category and sub-category (a listing of its own), drops every filter. */
function resetOf(query: ListingQuery): Partial<ListingQuery> {
  return {
    make: null,
    model: null,
    q: null,
    ranges: {},
    lists: {},
    currency: 'LEI',
    priceKind: 'GROSS',
    condition: null,
    compatibleMake: null,
    compatibleModel: null,
    county: null,
    city: null,
    radiusKm: null,
    after: null,
    before: null,
    subcategory: query.subcategory,
  };
}
