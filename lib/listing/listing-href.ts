/**
 * URLs of listing searches: the canonical form (sub-category, make and model in the path, filters
 * in a fixed order) for links and the history, and the redirect target of a form submission or
 * an older URL (English parameter names, make text such as 'Škoda' or 'merc benz').
 */
import { categoryBySlug } from '@/lib/routes/categories';
import {
  conditionParam,
  FORM_PARAM,
  LEGACY_PARAMS,
  LIST_FIELDS,
  LIST_NAMES,
  PARAM,
  RANGE_FIELDS,
  RANGE_NAMES,
} from './listing-fields';
import { DEFAULT_SORT, subcategoriesOf, type ListingQuery, type RawParams } from './listing-query';
import { slugify } from './listing-text';

/** Query keys in the order canonical URLs write them; unknown keys follow. */
const KEY_ORDER: readonly string[] = [
  PARAM.q,
  PARAM.condition,
  ...RANGE_NAMES.flatMap((name) => [RANGE_FIELDS[name].min, RANGE_FIELDS[name].max]),
  PARAM.currency,
  PARAM.priceKind,
  ...LIST_NAMES.map((name) => LIST_FIELDS[name].param),
  PARAM.compatibleMake,
  PARAM.compatibleModel,
  PARAM.county,
  PARAM.city,
  PARAM.radius,
  PARAM.sort,
  PARAM.after,
  PARAM.before,
];
const FORM_KEYS: readonly string[] = Object.values(FORM_PARAM);
const LIST_PARAMS = new Set(LIST_NAMES.map((name) => LIST_FIELDS[name].param));

function rank(key: string): number {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
}

/** A number as the URL writes it: plain digits, '.' for decimals. */
function numberParam(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function buildHref(category: string, segments: readonly string[], entries: readonly (readonly [string, string])[]) {
  const sorted = [...entries].sort(([a], [b]) => rank(a) - rank(b));
  const search = new URLSearchParams(sorted.map(([k, v]) => [k, v]));
  const path = ['', category, ...segments].map(encodeURIComponent).join('/');
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The path segments of a search: [sub-category?, make?, model?]. */
export function pathSegments(query: Pick<ListingQuery, 'subcategory' | 'make' | 'model'>): string[] {
  const segments = query.subcategory ? [query.subcategory] : [];
  if (query.make) segments.push(query.make);
  if (query.make && query.model) segments.push(query.model);
  return segments;
}

/** The query-string entries of a search, in canonical order. */
export function queryEntries(query: ListingQuery): [string, string][] {
  const entries: [string, string][] = [];
  if (query.q) entries.push([PARAM.q, query.q]);
  if (query.condition) entries.push([PARAM.condition, conditionParam(query.condition)]);
  for (const name of RANGE_NAMES) {
    const range = query.ranges[name];
    if (!range) continue;
    if (range[0] !== null) entries.push([RANGE_FIELDS[name].min, numberParam(range[0])]);
    if (range[1] !== null) entries.push([RANGE_FIELDS[name].max, numberParam(range[1])]);
  }
  if (query.currency !== 'LEI') entries.push([PARAM.currency, query.currency.toLowerCase()]);
  if (query.priceKind !== 'GROSS') entries.push([PARAM.priceKind, 'net']);
  for (const name of LIST_NAMES) {
    const values = query.lists[name];
    if (values?.length) entries.push([LIST_FIELDS[name].param, values.map((v) => v.toLowerCase()).join(',')]);
  }
  if (query.compatibleMake) entries.push([PARAM.compatibleMake, query.compatibleMake]);
  if (query.compatibleMake && query.compatibleModel) entries.push([PARAM.compatibleModel, query.compatibleModel]);
  if (query.county) entries.push([PARAM.county, query.county.toLowerCase()]);
  if (query.city) entries.push([PARAM.city, query.city]);
  if (query.city && query.radiusKm !== null) entries.push([PARAM.radius, String(query.radiusKm)]);
  if (query.sort !== DEFAULT_SORT) entries.push([PARAM.sort, query.sort.toLowerCase()]);
  return entries;
}

/** The canonical URL of a search (history, pagination, chips, redirects). */
export function listingHref(query: ListingQuery, page: { after?: string | null; before?: string | null } = {}): string {
  const entries = queryEntries(query);
  if (page.after) entries.push([PARAM.after, page.after]);
  else if (page.before) entries.push([PARAM.before, page.before]);
  return buildHref(query.category, pathSegments(query), entries);
}

/**
 * A search on another page of its category (the advanced search, the map): sub-category, make and
 * model travel as the filter form's fields (`subcategorie`, `marca`, `model`), the rest as in the
 * listing URL; the page reads it back like a form submission (canonicalListingHref, parseListing).
 */
export function formSearchHref(pathname: string, query: ListingQuery): string {
  const entries: [string, string][] = [];
  if (query.subcategory) entries.push([FORM_PARAM.subcategory, query.subcategory]);
  if (query.make) entries.push([FORM_PARAM.make, query.make]);
  if (query.make && query.model) entries.push([FORM_PARAM.model, query.model]);
  const qs = new URLSearchParams([...entries, ...queryEntries(query)]).toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

function firstOf(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * Where a form-style or older listing URL should go (`?marca=Škoda&pret_min=` ->
 * `/autoturisme/skoda`), or null when the URL is already canonical. Works on the raw strings and
 * keeps invalid values, so the page they land on can say what it ignored.
 */
export function canonicalListingHref(category: string, segments: readonly string[], params: RawParams): string | null {
  const renamed: Record<string, string[]> = {};
  let changed = segments.some((s) => s !== s.toLowerCase());
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const name = LEGACY_PARAMS[key] ?? key;
    const list = Array.isArray(value) ? value : [value];
    if (name !== key || FORM_KEYS.includes(name) || list.some((v) => v.trim() === '')) changed = true;
    if (LIST_PARAMS.has(name) && list.length > 1 && list.length <= 200) changed = true;
    (renamed[name] ??= []).push(...list);
  }
  const neutral = (key: string, value: string): boolean =>
    (key === PARAM.sort && value.toUpperCase() === DEFAULT_SORT) ||
    (key === PARAM.currency && /^(lei|ron)$/i.test(value)) ||
    (key === PARAM.priceKind && /^brut$/i.test(value));
  // A form sends the defaults of its selects (sort, currency, price kind): the canonical URL omits them.
  if (Object.entries(renamed).some(([key, list]) => list.length === 1 && neutral(key, list[0]?.trim() ?? '')))
    changed = true;
  if (!changed) return null;

  const chosen = firstOf(renamed[FORM_PARAM.category]).toLowerCase();
  const target = chosen && categoryBySlug(chosen) ? chosen : category;
  const same = target === category;
  const lower = segments.map((s) => s.toLowerCase());
  const pathSub = same && lower[0] && subcategoriesOf(category).includes(lower[0]) ? lower[0] : '';
  const rest = pathSub ? lower.slice(1) : lower;
  const pick = (key: string, fallback: string | undefined): string =>
    slugify(key in renamed ? firstOf(renamed[key]) : (fallback ?? ''));
  const sub = pick(FORM_PARAM.subcategory, pathSub || undefined);
  const make = pick(FORM_PARAM.make, same ? rest[0] : undefined);
  let model = pick(FORM_PARAM.model, same ? rest[1] : undefined);
  // Without JavaScript the model select keeps the old make's model when the make changes.
  if (FORM_PARAM.previousMake in renamed && slugify(firstOf(renamed[FORM_PARAM.previousMake])) !== make) model = '';
  const path = [
    ...(subcategoriesOf(target).includes(sub) ? [sub] : []),
    ...(make ? [make] : []),
    ...(make && model ? [model] : []),
  ];

  const kept: [string, string][] = [];
  for (const [key, list] of Object.entries(renamed)) {
    if (FORM_KEYS.includes(key)) continue;
    const values = list.map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) continue;
    if (LIST_PARAMS.has(key) && values.length <= 200) kept.push([key, values.join(',')]);
    else if (values.length === 1 && neutral(key, values[0] ?? '')) continue;
    else for (const value of values.slice(0, 200)) kept.push([key, value]);
  }
  return buildHref(target, path, kept);
}
