/**
 * The listing URL (SPEC §2.2 /{category}/[[...listing]]): path segments [make?, model?] and
 * filters in the query string. Parsing never throws: invalid values are dropped and reported as
 * notices (translated by the screen), so bad input never reaches GraphQL and never makes a 500.
 */
import { categoryBySlug } from '@/lib/routes/categories';
import { ADVERT_SORTS, FUEL_TYPES, type AdvertSort, type FuelType } from '@/lib/ads/advert-enums';
import type { AdvertFiltersInput } from '@/lib/graphql/generated/page-operations';

/** A search as the listing understands it; null means 'not filtered'. */
export interface ListingQuery {
  category: string;
  make: string | null;
  model: string | null;
  priceFrom: number | null;
  priceTo: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  mileageFrom: number | null;
  mileageTo: number | null;
  fuel: FuelType[];
  q: string | null;
  sort: AdvertSort;
  after: string | null;
  before: string | null;
}

/** Why part of the URL was ignored; the screen shows listing:notice.<value>. */
export type ListingNotice = 'price' | 'year' | 'mileage' | 'fuel' | 'sort' | 'cursor' | 'search';

/** A parsed listing URL. */
export interface ParsedListing {
  query: ListingQuery;
  notices: ListingNotice[];
}

/** Query parameters as Next.js hands them over. */
export type RawParams = Readonly<Record<string, string | string[] | undefined>>;

/** The filters variable of listingScreen / getAdvertSearchFilters / getAdvertsSearchSummary. */
export type AdvertFiltersVariables = AdvertFiltersInput;

/** The numeric filters, each a from/to pair. */
export type RangeName = 'price' | 'year' | 'mileage';
/** URL keys and accepted bounds of each numeric filter. */
export const RANGES: Readonly<Record<RangeName, { from: string; to: string; min: number; max: number }>> = {
  price: { from: 'price_from', to: 'price_to', min: 0, max: 999_999_999 },
  year: { from: 'year_from', to: 'year_to', min: 1900, max: 2100 },
  mileage: { from: 'mileage_from', to: 'mileage_to', min: 0, max: 9_999_999 },
};
/** The sort a URL without `sort` means. */
export const DEFAULT_SORT: AdvertSort = 'NEWEST';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Plain digits, or digits grouped by thousands the Romanian way ('12.500', '12 500').
const NUMBER = /^(?:\d{1,3}(?:[.\s]\d{3})+|\d+)$/;
const CURSOR = /^[A-Za-z0-9_\-=+/.:]{1,512}$/;
const MAX_TEXT = 100;

/** The first value of a query parameter. */
export function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function values(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** null: absent or empty; undefined: present but not a valid number in bounds. */
function parseInteger(raw: string | undefined, min: number, max: number): number | null | undefined {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  if (!NUMBER.test(text)) return undefined;
  const value = Number(text.replace(/[.\s]/g, ''));
  return value >= min && value <= max ? value : undefined;
}

/** The sort's URL form ('price_asc'); the default sort has none. */
export function sortParam(sort: AdvertSort): string | null {
  return sort === DEFAULT_SORT ? null : sort.toLowerCase();
}

/** A fuel type's URL form ('hybrid_petrol'). */
export function fuelParam(fuel: FuelType): string {
  return fuel.toLowerCase();
}

/**
 * Parses the listing URL. Returns null when the path cannot be a listing (unknown category, more
 * than two segments, malformed slugs): the page answers 404.
 */
export function parseListing(category: string, segments: readonly string[], params: RawParams): ParsedListing | null {
  if (!categoryBySlug(category) || segments.length > 2 || !segments.every((s) => SLUG.test(s))) return null;
  const notices = new Set<ListingNotice>();
  const query: ListingQuery = {
    category,
    make: segments[0] ?? null,
    model: segments[1] ?? null,
    priceFrom: null,
    priceTo: null,
    yearFrom: null,
    yearTo: null,
    mileageFrom: null,
    mileageTo: null,
    fuel: [],
    q: null,
    sort: DEFAULT_SORT,
    after: null,
    before: null,
  };

  for (const [name, range] of Object.entries(RANGES) as [RangeName, (typeof RANGES)[RangeName]][]) {
    let from = parseInteger(first(params[range.from]), range.min, range.max);
    let to = parseInteger(first(params[range.to]), range.min, range.max);
    if (from === undefined || to === undefined) notices.add(name);
    from ??= null;
    to ??= null;
    if (from !== null && to !== null && from > to) {
      notices.add(name);
      from = null;
      to = null;
    }
    query[`${name}From`] = from;
    query[`${name}To`] = to;
  }

  for (const raw of values(params['fuel'])) {
    const fuel = FUEL_TYPES.find((f) => f === raw.toUpperCase());
    if (!fuel) notices.add('fuel');
    else if (!query.fuel.includes(fuel)) query.fuel.push(fuel);
  }

  const sort = first(params['sort'])?.trim();
  if (sort) {
    const known = ADVERT_SORTS.find((s) => s === sort.toUpperCase());
    if (known) query.sort = known;
    else notices.add('sort');
  }

  const q = first(params['q'])?.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
  if (q) query.q = q;

  const after = first(params['after'])?.trim() || null;
  const before = first(params['before'])?.trim() || null;
  if ((after && before) || (after && !CURSOR.test(after)) || (before && !CURSOR.test(before))) {
    notices.add('cursor');
  } else {
    query.after = after;
    query.before = before;
  }

  return { query, notices: [...notices] };
}

/** The GraphQL filters of a search; null when nothing is filtered. */
export function toAdvertFilters(query: ListingQuery): AdvertFiltersVariables | null {
  const filters: AdvertFiltersVariables = {};
  if (query.make) filters.makes = [query.make];
  if (query.make && query.model) filters.models = [query.model];
  if (query.priceFrom !== null) filters.priceFrom = query.priceFrom;
  if (query.priceTo !== null) filters.priceTo = query.priceTo;
  if (query.yearFrom !== null) filters.yearFrom = query.yearFrom;
  if (query.yearTo !== null) filters.yearTo = query.yearTo;
  if (query.mileageFrom !== null) filters.mileageFrom = query.mileageFrom;
  if (query.mileageTo !== null) filters.mileageTo = query.mileageTo;
  if (query.fuel.length > 0) filters.fuelTypes = query.fuel;
  if (query.q) filters.query = query.q;
  return Object.keys(filters).length > 0 ? filters : null;
}

/**
 * The query without what a BAD_USER_INPUT error's `field` points at, and the notice to show.
 * Unknown fields fall back to dropping the cursor, then every range: the other filters stay.
 */
export function withoutRejected(
  query: ListingQuery,
  field: string | undefined,
): { query: ListingQuery; notice: ListingNotice } {
  const name = (field ?? '').split('.').pop() ?? '';
  for (const range of Object.keys(RANGES) as RangeName[]) {
    if (name.startsWith(range))
      return { query: { ...query, [`${range}From`]: null, [`${range}To`]: null }, notice: range };
  }
  if (name === 'fuelTypes') return { query: { ...query, fuel: [] }, notice: 'fuel' };
  if (name === 'query') return { query: { ...query, q: null }, notice: 'search' };
  if (name === 'after' || name === 'before' || name === 'cursor' || query.after || query.before) {
    return { query: { ...query, after: null, before: null }, notice: 'cursor' };
  }
  return {
    query: {
      ...query,
      priceFrom: null,
      priceTo: null,
      yearFrom: null,
      yearTo: null,
      mileageFrom: null,
      mileageTo: null,
    },
    notice: 'search',
  };
}
