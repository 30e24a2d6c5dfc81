/**
 * Popular filter suggestions (issue 10): a recorded filter combination of the category
 * (`popularSearches`) turned into the listing's own search, so a suggestion is a plain listing link.
 */
import type { PopularSearchView } from '@/lib/graphql/generated/page-operations';
import { LIST_FIELDS, LIST_NAMES } from './listing-fields';
import { emptyQuery, type ListingQuery } from './listing-query';

/** The listing search a popular combination stands for. */
export function popularQuery(category: string, search: PopularSearchView): ListingQuery {
  const f = search.filters;
  const query = emptyQuery(category);
  const lists: ListingQuery['lists'] = {};
  for (const name of LIST_NAMES) {
    const values = (f as Record<string, unknown>)[LIST_FIELDS[name].input];
    if (Array.isArray(values) && values.length > 0) lists[name] = values.map(String);
  }
  const ranges: ListingQuery['ranges'] = {};
  if (f.priceFrom != null || f.priceTo != null) ranges.price = [f.priceFrom ?? null, f.priceTo ?? null];
  if (f.yearFrom != null || f.yearTo != null) ranges.year = [f.yearFrom ?? null, f.yearTo ?? null];
  if (f.mileageTo != null) ranges.mileage = [null, f.mileageTo];
  const make = f.makes?.length === 1 ? (f.makes[0] ?? null) : null;
  return {
    ...query,
    subcategory: f.subcategory ?? null,
    make,
    model: make && f.models?.length === 1 ? (f.models[0] ?? null) : null,
    currency: f.priceCurrency ?? 'LEI',
    county: f.countyCode ?? null,
    condition: f.condition ?? null,
    ranges,
    lists,
  };
}
