/**
 * The listing URL (SPEC §2.2 /{category}/[[...listing]]): path segments [sub-category?, make?,
 * model?] and the other filters in the query under short Romanian names (listing-fields.ts).
 * Parsing never throws: a bad value drops its filter and becomes a notice naming the filter and
 * the reason (translated by the screen), so bad input never reaches GraphQL and never makes a 500.
 */
import { ADVERT_SORTS, type AdvertSort } from '@/lib/ads/advert-enums';
import { parseRomanianNumber } from '@/lib/format/number';
import type { VehicleCondition } from '@/lib/graphql/generated/schema-enums';
import { POSTING_SUBCATEGORIES, categoryBySlug, type CategorySlug } from '@/lib/routes/categories';
import {
  CONDITION_VALUES,
  LIST_FIELDS,
  LIST_NAMES,
  MAX_LIST_VALUES,
  MAX_TEXT,
  PARAM,
  RANGE_FIELDS,
  RANGE_NAMES,
  type ListName,
  type RangeName,
} from './listing-fields';
import { slugify } from './listing-text';

export type { ListName, RangeName };

/** A min/max pair in URL units; null: no bound. */
export type Range = readonly [number | null, number | null];

/** A search as the listing understands it; null means 'not filtered'. Plain JSON (page props). */
export interface ListingQuery {
  category: string;
  subcategory: string | null;
  make: string | null;
  model: string | null;
  q: string | null;
  ranges: Partial<Record<RangeName, Range>>;
  lists: Partial<Record<ListName, string[]>>;
  currency: 'LEI' | 'EUR';
  priceKind: 'GROSS' | 'NET';
  /** New or used vehicles only (`stare=nou|rulat`); null: both. */
  condition: VehicleCondition | null;
  compatibleMake: string | null;
  compatibleModel: string | null;
  county: string | null;
  city: string | null;
  radiusKm: number | null;
  sort: AdvertSort;
  after: string | null;
  before: string | null;
}

/** What a notice is about: a filter name, or the page / the search as a whole. */
export type NoticeFilter =
  | RangeName
  | ListName
  | 'subcategory'
  | 'make'
  | 'model'
  | 'q'
  | 'currency'
  | 'priceKind'
  | 'condition'
  | 'compatibleMake'
  | 'compatibleModel'
  | 'county'
  | 'city'
  | 'radius'
  | 'sort'
  | 'cursor'
  | 'search';

/** Why it was dropped; the screen shows listing:notice.<reason> naming the filter. */
export type NoticeReason =
  'number' | 'integer' | 'bounds' | 'inverted' | 'unknown' | 'repeated' | 'tooMany' | 'text' | 'needsCity' | 'rejected';

/** One dropped filter: which, why, and the offending value (cut short) when it helps. */
export interface ListingNotice {
  filter: NoticeFilter;
  reason: NoticeReason;
  value: string | null;
  /** The URL key of a bad bound ('pret_min'), so its field shows the value with the reason. */
  param?: string;
}

/** A parsed listing URL. */
export interface ParsedListing {
  query: ListingQuery;
  notices: ListingNotice[];
}

/** Query parameters as Next.js hands them over. */
export type RawParams = Readonly<Record<string, string | string[] | undefined>>;

/** The sort a URL without `ordine` means. */
export const DEFAULT_SORT: AdvertSort = 'NEWEST';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const CURSOR = /^[A-Za-z0-9_\-=+/.:]{1,512}$/;
/** Letters (any script), digits, spaces and the punctuation of make names and part numbers. */
const SEARCH_TEXT = /^[\p{L}\p{N}\s.,'’&+/()-]*$/u;
const SCRIPT_OR_SQL = /--|\/\*|\bselect\b.+\bfrom\b|\bunion\b.+\bselect\b|\bdrop\s+table\b|'\s*or\s*'?\d/iu;
const SHOWN_VALUE = 40;

/** An empty search of a category. */
export function emptyQuery(category: string): ListingQuery {
  return {
    category,
    subcategory: null,
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
    sort: DEFAULT_SORT,
    after: null,
    before: null,
  };
}

/** The sub-category slugs of a category (none for cars, vans, motorcycles). */
export function subcategoriesOf(category: string): readonly string[] {
  return (POSTING_SUBCATEGORIES[category as CategorySlug] ?? []).map((s) => s.slug);
}

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function shown(value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > SHOWN_VALUE ? `${text.slice(0, SHOWN_VALUE)}…` : text;
}

/** Reads parameters one at a time and collects the notices. */
class Reader {
  readonly notices: ListingNotice[] = [];
  constructor(private readonly params: RawParams) {}

  note(filter: NoticeFilter, reason: NoticeReason, value: string | null = null, param?: string): void {
    if (!this.notices.some((n) => n.filter === filter && n.reason === reason))
      this.notices.push({ filter, reason, value: value === null ? null : shown(value), ...(param ? { param } : {}) });
  }

  /** A single-valued parameter: blank is absent; repeated with different values is dropped. */
  single(key: string, filter: NoticeFilter): string | null {
    const list = all(this.params[key])
      .map((v) => v.trim())
      .filter(Boolean);
    if (list.length === 0) return null;
    if (new Set(list).size > 1) {
      this.note(filter, 'repeated', list[0] ?? null);
      return null;
    }
    return list[0] ?? null;
  }

  /** A comma-separated or repeated parameter: deduplicated, at most MAX_LIST_VALUES. */
  list(key: string, filter: NoticeFilter): string[] {
    const raw = all(this.params[key]);
    if (raw.length > MAX_LIST_VALUES) {
      this.note(filter, 'tooMany', String(raw.length));
      return [];
    }
    const values = [
      ...new Set(
        raw
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > MAX_LIST_VALUES) {
      this.note(filter, 'tooMany', String(values.length));
      return [];
    }
    return values;
  }
}

function readRange(reader: Reader, name: RangeName): Range | null {
  const field = RANGE_FIELDS[name];
  const bound = (key: string): number | null | undefined => {
    const raw = reader.single(key, name);
    if (raw === null) return null;
    const value = parseRomanianNumber(raw);
    if (value === null) return null;
    if (Number.isNaN(value)) {
      reader.note(name, 'number', raw, key);
      return undefined;
    }
    if (!field.decimals && !Number.isInteger(value)) {
      reader.note(name, 'integer', raw, key);
      return undefined;
    }
    if (value < field.lowest || value > field.highest) {
      reader.note(name, 'bounds', raw, key);
      return undefined;
    }
    return value;
  };
  // A bad bound is dropped alone; the other one still applies.
  const from = bound(field.min) ?? null;
  const to = bound(field.max) ?? null;
  if (from !== null && to !== null && from > to) {
    reader.note(name, 'inverted', `${from} > ${to}`);
    return null;
  }
  return from === null && to === null ? null : [from, to];
}

function readList(reader: Reader, name: ListName): string[] {
  const field = LIST_FIELDS[name];
  const kept: string[] = [];
  for (const raw of reader.list(field.param, name)) {
    const upper = raw.toUpperCase();
    const value = field.values
      ? field.values.find((v) => v === upper)
      : field.numeric
        ? /^\d{1,2}$/.test(raw)
          ? raw
          : undefined
        : CODE.test(raw.toLowerCase())
          ? raw.toLowerCase()
          : undefined;
    if (value === undefined) reader.note(name, 'unknown', raw);
    else if (!kept.includes(value)) kept.push(value);
  }
  return kept;
}

/** A slug parameter; typed names ('Târgu Mureș', 'Merc Benz') are read as their slug. */
function readSlug(reader: Reader, key: string, filter: NoticeFilter): string | null {
  const raw = reader.single(key, filter);
  if (raw === null) return null;
  const slug = /^[\p{L}\p{N}\s.'’-]+$/u.test(raw) ? slugify(raw) : '';
  if (SLUG.test(slug) && slug.length <= 60) return slug;
  reader.note(filter, 'unknown', raw);
  return null;
}

function readText(reader: Reader): string | null {
  const raw = reader.single(PARAM.q, 'q');
  if (raw === null) return null;
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
  if (!SEARCH_TEXT.test(text) || SCRIPT_OR_SQL.test(text)) {
    reader.note('q', 'text', raw);
    return null;
  }
  return text || null;
}

/** Splits the path into sub-category, make and model; null when it cannot be a listing (404). */
export function readPath(
  category: string,
  segments: readonly string[],
): Pick<ListingQuery, 'subcategory' | 'make' | 'model'> | null {
  if (!categoryBySlug(category) || !segments.every((s) => SLUG.test(s))) return null;
  const rest = [...segments];
  const subcategory =
    rest[0] !== undefined && subcategoriesOf(category).includes(rest[0]) ? (rest.shift() ?? null) : null;
  if (rest.length > 2) return null;
  return { subcategory, make: rest[0] ?? null, model: rest[1] ?? null };
}

/**
 * Parses the listing URL. Returns null when the path cannot be a listing (unknown category, too
 * many segments, malformed slugs): the page answers 404. Everything in the query string parses.
 */
export function parseListing(category: string, segments: readonly string[], params: RawParams): ParsedListing | null {
  const path = readPath(category, segments);
  if (!path) return null;
  const reader = new Reader(params);
  const query: ListingQuery = { ...emptyQuery(category), ...path, q: readText(reader) };

  for (const name of RANGE_NAMES) {
    const range = readRange(reader, name);
    if (range) query.ranges[name] = range;
  }
  for (const name of LIST_NAMES) {
    const values = readList(reader, name);
    if (values.length > 0) query.lists[name] = values;
  }

  const currency = reader.single(PARAM.currency, 'currency');
  if (currency !== null) {
    if (/^(lei|ron|eur)$/i.test(currency)) query.currency = /^eur$/i.test(currency) ? 'EUR' : 'LEI';
    else reader.note('currency', 'unknown', currency);
  }
  const kind = reader.single(PARAM.priceKind, 'priceKind');
  if (kind !== null) {
    if (/^(net|brut)$/i.test(kind)) query.priceKind = /^net$/i.test(kind) ? 'NET' : 'GROSS';
    else reader.note('priceKind', 'unknown', kind);
  }

  const condition = reader.single(PARAM.condition, 'condition');
  if (condition !== null) {
    const known = CONDITION_VALUES[condition.toLowerCase()];
    if (known) query.condition = known;
    else reader.note('condition', 'unknown', condition);
  }

  query.compatibleMake = readSlug(reader, PARAM.compatibleMake, 'compatibleMake');
  query.compatibleModel = query.compatibleMake ? readSlug(reader, PARAM.compatibleModel, 'compatibleModel') : null;

  const county = reader.single(PARAM.county, 'county');
  if (county !== null) {
    if (/^[a-z]{1,2}$/i.test(county)) query.county = county.toUpperCase();
    else reader.note('county', 'unknown', county);
  }
  query.city = readSlug(reader, PARAM.city, 'city');
  const radius = reader.single(PARAM.radius, 'radius');
  if (radius !== null) {
    const km = parseRomanianNumber(radius);
    if (km === null || Number.isNaN(km)) reader.note('radius', 'number', radius);
    else if (!Number.isInteger(km)) reader.note('radius', 'integer', radius);
    else if (km < 1 || km > 500) reader.note('radius', 'bounds', radius);
    else if (!query.city) reader.note('radius', 'needsCity', radius);
    else query.radiusKm = km;
  }

  const sort = reader.single(PARAM.sort, 'sort');
  if (sort !== null) {
    const known = ADVERT_SORTS.find((s) => s === sort.toUpperCase());
    if (known) query.sort = known;
    else reader.note('sort', 'unknown', sort);
  }

  const after = reader.single(PARAM.after, 'cursor');
  const before = reader.single(PARAM.before, 'cursor');
  if ((after && before) || (after && !CURSOR.test(after)) || (before && !CURSOR.test(before))) {
    reader.note('cursor', 'rejected');
  } else {
    query.after = after;
    query.before = before;
  }
  return { query, notices: reader.notices };
}
