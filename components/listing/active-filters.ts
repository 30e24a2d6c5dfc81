/**
 * The filters a search has, each with a human label ('Combustibil: Diesel', 'Preț: 1.000 – 5.000
 * LEI') and the search without it, for the 'remove a filter' chips and the headings. Labels come
 * from the filter options when loaded, else from translations, else a readable form of the slug.
 */
import type { TFunction } from 'i18next';
import type { FilterOptionView, SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import { LIST_FIELDS, LIST_NAMES, RANGE_NAMES } from '@/lib/listing/listing-fields';
import { withoutFilter } from '@/lib/listing/listing-filters';
import type { ListingQuery, NoticeFilter } from '@/lib/listing/listing-query';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { formatBound } from './range-field';

/** 'mercedes-benz' -> 'Mercedes-Benz', 'seria-3' -> 'Seria 3' when no label is known. */
export function readableSlug(slug: string, keepDashes = false): string {
  const words = slug.split('-').map((w) => (w ? (w[0]?.toUpperCase() ?? '') + w.slice(1) : w));
  return words.join(keepDashes ? '-' : ' ');
}

/** The label of a value among options, else `fallback`. */
export function optionLabel(options: readonly FilterOptionView[] | undefined, value: string, fallback: string): string {
  return options?.find((o) => o.value.toLowerCase() === value.toLowerCase())?.label ?? fallback;
}

/** One active filter. */
export interface ActiveFilter {
  filter: NoticeFilter;
  label: string;
  without: ListingQuery;
}

const ENUM_PREFIX: Record<string, string> = {
  fuel: 'common:fuel',
  gearbox: 'common:gearbox',
  sellerType: 'common:sellerType',
  badge: 'common:badge',
  priceIndicator: 'common:priceIndicator',
  partType: 'common:partType',
};

/** The make, model and sub-category names of a search. */
export function pathLabels(t: TFunction, query: ListingQuery, filters: SearchFiltersView | null) {
  return {
    subcategory: query.subcategory
      ? t(`listing:subcategory.${query.subcategory}`, { defaultValue: readableSlug(query.subcategory) })
      : null,
    make: query.make ? optionLabel(filters?.makes, query.make, readableSlug(query.make, true)) : null,
    model: query.model ? optionLabel(filters?.models, query.model, readableSlug(query.model)) : null,
  };
}

/** Every filter of `query` with its label; `t` needs the listing and common namespaces. */
export function activeFilters(
  t: TFunction,
  query: ListingQuery,
  filters: SearchFiltersView | null,
  places: ListingPlaces,
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const add = (filter: NoticeFilter, value: string) =>
    out.push({
      filter,
      label: `${t(`listing:filterName.${filter}`)}: ${value}`,
      without: withoutFilter(query, filter),
    });
  const names = pathLabels(t, query, filters);
  if (names.subcategory) add('subcategory', names.subcategory);
  if (names.make) add('make', names.make);
  if (names.model) add('model', names.model);
  if (query.q) add('q', `„${query.q}”`);
  if (query.condition) add('condition', t(`listing:condition.${query.condition}`));
  for (const name of RANGE_NAMES) {
    const range = query.ranges[name];
    if (!range) continue;
    const [from, to] = range.map((v) => (v === null ? null : formatBound(v, name)));
    const unit = name === 'price' ? ` ${query.currency}` : '';
    const text =
      from && to
        ? `${from} – ${to}`
        : from
          ? t('listing:chip.from', { value: from })
          : t('listing:chip.to', { value: to });
    add(name, `${text}${unit}`);
  }
  for (const name of LIST_NAMES) {
    const values = query.lists[name];
    if (!values?.length) continue;
    const facet = (filters as Record<string, unknown> | null)?.[LIST_FIELDS[name].facet] as
      FilterOptionView[] | undefined;
    const prefix = ENUM_PREFIX[name];
    add(
      name,
      values
        .map((v) =>
          prefix ? t(`${prefix}.${v.toUpperCase()}`, { defaultValue: v }) : optionLabel(facet, v, readableSlug(v)),
        )
        .join(', '),
    );
  }
  if (query.compatibleMake)
    add(
      'compatibleMake',
      [query.compatibleMake, query.compatibleModel]
        .filter(Boolean)
        .map((s) => readableSlug(s ?? ''))
        .join(' '),
    );
  if (query.county) add('county', places.counties.find((c) => c.code === query.county)?.name ?? query.county);
  if (query.city) {
    const city = places.cities.find((c) => c.slug === query.city)?.name ?? readableSlug(query.city);
    add('city', query.radiusKm ? t('listing:chip.radius', { city, km: query.radiusKm }) : city);
  }
  return out;
}
