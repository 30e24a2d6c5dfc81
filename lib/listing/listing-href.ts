/**
 * URLs of listing searches: the canonical form (make/model in the path, filters in a fixed order)
 * for links and redirects, and the redirect target of a form submission.
 */
import { categoryBySlug } from '@/lib/routes/categories';
import {
  DEFAULT_SORT,
  RANGES,
  first,
  fuelParam,
  sortParam,
  type ListingQuery,
  type RangeName,
  type RawParams,
} from './listing-query';

/** Query keys in the order canonical URLs write them; unknown keys follow. */
const KEY_ORDER = [
  'q',
  'price_from',
  'price_to',
  'year_from',
  'year_to',
  'mileage_from',
  'mileage_to',
  'fuel',
  'sort',
  'after',
  'before',
];
/** Keys only the filter forms send; the canonical URL carries them in the path instead. */
const FORM_KEYS = ['category', 'make', 'model', 'from_make'];

function buildHref(
  category: string,
  segments: readonly string[],
  entries: readonly (readonly [string, string])[],
): string {
  const sorted = [...entries].sort(([a], [b]) => rank(a) - rank(b));
  const search = new URLSearchParams(sorted.map(([k, v]) => [k, v]));
  const path = ['', category, ...segments].map(encodeURIComponent).join('/');
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function rank(key: string): number {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
}

/** The canonical URL of a search (pagination links, reset links, redirects). */
export function listingHref(query: ListingQuery, page: { after?: string | null; before?: string | null } = {}): string {
  const entries: [string, string][] = [];
  if (query.q) entries.push(['q', query.q]);
  for (const [name, range] of Object.entries(RANGES) as [RangeName, (typeof RANGES)[RangeName]][]) {
    const from = query[`${name}From`];
    const to = query[`${name}To`];
    if (from !== null) entries.push([range.from, String(from)]);
    if (to !== null) entries.push([range.to, String(to)]);
  }
  if (query.fuel.length > 0) entries.push(['fuel', query.fuel.map(fuelParam).join(',')]);
  const sort = sortParam(query.sort);
  if (sort) entries.push(['sort', sort]);
  if (page.after) entries.push(['after', page.after]);
  else if (page.before) entries.push(['before', page.before]);
  const segments = query.make ? (query.model ? [query.make, query.model] : [query.make]) : [];
  return buildHref(query.category, segments, entries);
}

/**
 * Where a form-style listing URL should go (`?make=bmw&model=x5&price_from=` ->
 * `/autoturisme/bmw/x5`), or null when the URL is already canonical. Works on the raw strings
 * and keeps invalid values, so the page they land on can say what it ignored.
 */
export function canonicalListingHref(category: string, segments: readonly string[], params: RawParams): string | null {
  const entries = Object.entries(params).filter((e): e is [string, string | string[]] => e[1] !== undefined);
  const formStyle =
    entries.some(
      ([key, value]) =>
        FORM_KEYS.includes(key) ||
        value === '' ||
        (Array.isArray(value) && (key === 'fuel' || value.some((v) => v === ''))),
    ) ||
    first(params['sort'])?.toUpperCase() === DEFAULT_SORT ||
    segments.some((s) => s !== s.toLowerCase());
  if (!formStyle) return null;

  const chosenCategory = first(params['category'])?.trim();
  const targetCategory = chosenCategory && categoryBySlug(chosenCategory) ? chosenCategory : category;
  const sameCategory = targetCategory === category;
  const pick = (key: string, fallback: string | undefined): string =>
    (key in params ? first(params[key]) : fallback)?.trim().toLowerCase() ?? '';
  const make = pick('make', sameCategory ? segments[0] : undefined);
  let model = pick('model', sameCategory ? segments[1] : undefined);
  // Without JavaScript the model select keeps the old make's model when the make changes.
  if ('from_make' in params && (first(params['from_make']) ?? '') !== make) model = '';
  const pathSegments = make ? (model ? [make, model] : [make]) : [];

  const kept: [string, string][] = [];
  for (const [key, value] of entries) {
    if (FORM_KEYS.includes(key)) continue;
    const list = (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter(Boolean);
    if (list.length === 0) continue;
    if (key === 'fuel') kept.push([key, list.join(',')]);
    else if (key === 'sort' && list[0]?.toUpperCase() === DEFAULT_SORT) continue;
    else kept.push([key, list[0] ?? '']);
  }
  return buildHref(targetCategory, pathSegments, kept);
}
