/**
 * A ListingQuery as the GraphQL AdvertFiltersInput of listingScreen / getAdvertSearchFilters /
 * getAdvertsSearchSummary, and the query without what a BAD_USER_INPUT error pointed at.
 */
import type { AdvertFiltersInput } from '@/lib/graphql/generated/page-operations';
import { LIST_FIELDS, LIST_NAMES, RANGE_FIELDS, RANGE_NAMES, type ListName, type RangeName } from './listing-fields';
import { emptyQuery, type ListingNotice, type ListingQuery, type NoticeFilter } from './listing-query';

/** A place the city filter can name: its id (GraphQL cityId), slug (URL) and county. */
export interface ListingCity {
  id: number;
  slug: string;
  name: string;
  county: string;
}

/** The GraphQL filters of a search; null when nothing is filtered. `cities` resolves the city slug. */
export function toAdvertFilters(query: ListingQuery, cities: readonly ListingCity[] = []): AdvertFiltersInput | null {
  const filters: Record<string, unknown> = {};
  if (query.subcategory) filters['subcategory'] = query.subcategory;
  if (query.make) filters['makes'] = [query.make];
  if (query.make && query.model) filters['models'] = [query.model];
  if (query.q) filters['query'] = query.q;
  for (const name of RANGE_NAMES) {
    const range = query.ranges[name];
    if (!range) continue;
    const field = RANGE_FIELDS[name];
    if (range[0] !== null) filters[field.from] = Math.floor(range[0] * field.scale);
    if (range[1] !== null) filters[field.to] = Math.ceil(range[1] * field.scale);
  }
  if (query.ranges.price) {
    if (query.currency !== 'LEI') filters['priceCurrency'] = query.currency;
    if (query.priceKind !== 'GROSS') filters['priceKind'] = query.priceKind;
  }
  for (const name of LIST_NAMES) {
    const values = query.lists[name];
    if (!values?.length) continue;
    filters[LIST_FIELDS[name].input] = LIST_FIELDS[name].numeric ? values.map(Number) : values;
  }
  if (query.condition) filters['condition'] = query.condition;
  if (query.compatibleMake) filters['compatibleMake'] = query.compatibleMake;
  if (query.compatibleMake && query.compatibleModel) filters['compatibleModel'] = query.compatibleModel;
  if (query.county) filters['countyCode'] = query.county;
  const city = query.city
    ? cities.find((c) => c.slug === query.city && (!query.county || c.county === query.county))
    : undefined;
  if (city) {
    filters['cityId'] = String(city.id);
    if (query.radiusKm !== null) filters['radiusKm'] = query.radiusKm;
  }
  return Object.keys(filters).length > 0 ? filters : null;
}

/** The GraphQL input field -> the filter it belongs to. */
function filterOfField(field: string): NoticeFilter | null {
  for (const name of RANGE_NAMES) {
    const f = RANGE_FIELDS[name];
    if (field === f.from || field === f.to) return name;
  }
  for (const name of LIST_NAMES) if (LIST_FIELDS[name].input === field) return name;
  const direct: Record<string, NoticeFilter> = {
    subcategory: 'subcategory',
    makes: 'make',
    models: 'model',
    query: 'q',
    priceCurrency: 'currency',
    priceKind: 'priceKind',
    condition: 'condition',
    compatibleMake: 'compatibleMake',
    compatibleModel: 'compatibleModel',
    countyCode: 'county',
    cityId: 'city',
    radiusKm: 'radius',
    after: 'cursor',
    before: 'cursor',
    cursor: 'cursor',
  };
  return direct[field] ?? null;
}

/** The query without one filter (and what depends on it: a model without its make). */
export function withoutFilter(query: ListingQuery, filter: NoticeFilter): ListingQuery {
  const next: ListingQuery = {
    ...query,
    ranges: { ...query.ranges },
    lists: { ...query.lists },
    after: null,
    before: null,
  };
  if (filter in RANGE_FIELDS) delete next.ranges[filter as RangeName];
  else if (filter in LIST_FIELDS) delete next.lists[filter as ListName];
  else if (filter === 'subcategory') next.subcategory = null;
  else if (filter === 'make')
    Object.assign(next, { make: null, model: null, lists: { ...next.lists, generation: [] } });
  else if (filter === 'model') Object.assign(next, { model: null, lists: { ...next.lists, generation: [] } });
  else if (filter === 'q') next.q = null;
  else if (filter === 'currency') next.currency = 'LEI';
  else if (filter === 'priceKind') next.priceKind = 'GROSS';
  else if (filter === 'condition') next.condition = null;
  else if (filter === 'compatibleMake') Object.assign(next, { compatibleMake: null, compatibleModel: null });
  else if (filter === 'compatibleModel') next.compatibleModel = null;
  else if (filter === 'county') Object.assign(next, { county: null, city: null, radiusKm: null });
  else if (filter === 'city') Object.assign(next, { city: null, radiusKm: null });
  else if (filter === 'radius') next.radiusKm = null;
  if (next.lists.generation?.length === 0) delete next.lists.generation;
  return next;
}

/**
 * The query without what a BAD_USER_INPUT error's `field` points at ('filters.priceFrom'), and
 * the notice to show. An unknown field drops the cursor, then every range; the rest stays.
 */
export function withoutRejected(
  query: ListingQuery,
  field: string | undefined,
): { query: ListingQuery; notice: ListingNotice } {
  const name =
    (field ?? '')
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? '';
  const filter = filterOfField(name);
  if (filter) return { query: withoutFilter(query, filter), notice: { filter, reason: 'rejected', value: null } };
  if (query.after || query.before)
    return {
      query: { ...query, after: null, before: null },
      notice: { filter: 'cursor', reason: 'rejected', value: null },
    };
  return { query: { ...query, ranges: {} }, notice: { filter: 'search', reason: 'rejected', value: null } };
}

/** The single-valued filters of AdvertFiltersInput that a listing URL can carry. */
const URL_SCALARS = new Set([
  'subcategory',
  'query',
  'priceCurrency',
  'priceKind',
  'condition',
  'compatibleMake',
  'compatibleModel',
  'countyCode',
  'cityId',
  'radiusKm',
]);

/**
 * The filter of `filters` a listing URL cannot express (more than one make or model, a seller,
 * map bounds, a field the listing does not know), or null when toAdvertFilters of some
 * ListingQuery gives exactly these filters back.
 */
export function filterOutsideListing(filters: Readonly<Record<string, unknown>>): string | null {
  const ranges = new Set(RANGE_NAMES.flatMap((name) => [RANGE_FIELDS[name].from, RANGE_FIELDS[name].to]));
  const lists = new Set(LIST_NAMES.map((name) => LIST_FIELDS[name].input));
  for (const [field, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    if (field === 'makes' || field === 'models') {
      if (!Array.isArray(value) || value.length > 1) return field;
      continue;
    }
    if (!ranges.has(field) && !lists.has(field) && !URL_SCALARS.has(field)) return field;
  }
  const makes = filters['makes'] as unknown[] | null | undefined;
  if ((filters['models'] as unknown[] | null | undefined)?.length && !makes?.length) return 'models';
  return null;
}

/**
 * The inverse of toAdvertFilters, for filters filterOutsideListing accepts: the ListingQuery whose
 * URL (listingHref) opens this search. `citySlug` is the slug of filters.cityId.
 */
export function fromAdvertFilters(
  category: string,
  filters: Readonly<Record<string, unknown>> | null,
  citySlug: string | null,
): ListingQuery {
  const f = filters ?? {};
  const text = (field: string): string | null => (typeof f[field] === 'string' ? f[field] : null);
  const first = (field: string): string | null => {
    const values = f[field];
    return Array.isArray(values) && typeof values[0] === 'string' ? values[0] : null;
  };
  const query = emptyQuery(category);
  query.subcategory = text('subcategory');
  query.make = first('makes');
  query.model = query.make ? first('models') : null;
  query.q = text('query');
  const ranges: Partial<Record<RangeName, readonly [number | null, number | null]>> = {};
  for (const name of RANGE_NAMES) {
    const field = RANGE_FIELDS[name];
    const from = typeof f[field.from] === 'number' ? (f[field.from] as number) / field.scale : null;
    const to = typeof f[field.to] === 'number' ? (f[field.to] as number) / field.scale : null;
    if (from !== null || to !== null) ranges[name] = [from, to];
  }
  query.ranges = ranges;
  const lists: Partial<Record<ListName, string[]>> = {};
  for (const name of LIST_NAMES) {
    const values = f[LIST_FIELDS[name].input];
    if (Array.isArray(values) && values.length > 0) lists[name] = values.map(String);
  }
  query.lists = lists;
  query.currency = f['priceCurrency'] === 'EUR' ? 'EUR' : 'LEI';
  query.priceKind = f['priceKind'] === 'NET' ? 'NET' : 'GROSS';
  query.condition = f['condition'] === 'NEW' || f['condition'] === 'USED' ? f['condition'] : null;
  query.compatibleMake = text('compatibleMake');
  query.compatibleModel = query.compatibleMake ? text('compatibleModel') : null;
  query.county = text('countyCode');
  query.city = citySlug;
  query.radiusKm = citySlug !== null && typeof f['radiusKm'] === 'number' ? f['radiusKm'] : null;
  return query;
}
