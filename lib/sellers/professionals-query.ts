/**
 * The professionals search (/dealeri) read from a URL's query string and written back: county,
 * city (within the county), a name search, category, sort and a keyset cursor. What cannot be
 * valid is dropped with a notice; the server checks the rest (unknown county, city, category).
 */
import type { RawParams } from '@/lib/listing/listing-query';
import type { ProfessionalsQuery, SellersNotice } from '@/lib/page/sellers-page-data.types';

const COUNTY = /^[A-Za-z]{1,2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CURSOR = /^[A-Za-z0-9_-]{1,512}$/;
/** Longest name search the URL keeps (the server uses at most 80 characters). */
const NAME_MAX = 80;

/** The unfiltered listing: every dealer, most stock first. */
export const EMPTY_PROFESSIONALS_QUERY: ProfessionalsQuery = {
  county: null,
  city: null,
  q: null,
  category: null,
  sort: 'stock',
  after: null,
  before: null,
};

/** A professionals search and what was dropped from its URL. */
export interface ParsedProfessionals {
  query: ProfessionalsQuery;
  notices: SellersNotice[];
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The name search as the URL keeps it: spaces collapsed, at most NAME_MAX characters; null when empty. */
export function tidyName(raw: string | null | undefined): string | null {
  const text = (raw ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
  return text === '' ? null : text;
}

/** Reads the professionals search from a query string. */
export function parseProfessionalsQuery(params: RawParams): ParsedProfessionals {
  const notices = new Set<SellersNotice>();
  const text = (name: string) => first(params[name])?.trim() || null;
  const county = text('county');
  const city = text('city')?.toLowerCase() ?? null;
  const category = text('category');
  const sort = text('sort');
  const after = text('after');
  const before = text('before');
  const countyOk = county !== null && COUNTY.test(county);
  if (county && !countyOk) notices.add('county');
  const cityOk = city !== null && countyOk && SLUG.test(city);
  if (city && !cityOk) notices.add('city');
  if (category && !SLUG.test(category)) notices.add('category');
  if (sort && sort !== 'stock' && sort !== 'name') notices.add('sort');
  const cursorsOk = !(after && before) && (!after || CURSOR.test(after)) && (!before || CURSOR.test(before));
  if (!cursorsOk) notices.add('cursor');
  return {
    query: {
      county: countyOk ? county.toUpperCase() : null,
      city: cityOk ? city : null,
      q: tidyName(first(params['q'])),
      category: category && SLUG.test(category) ? category : null,
      sort: sort === 'name' ? 'name' : 'stock',
      after: cursorsOk ? after : null,
      before: cursorsOk ? before : null,
    },
    notices: [...notices],
  };
}

/** A site path of /dealeri read back into a search; null when the path is another page. */
export function parseProfessionalsUrl(href: string, path: string): ParsedProfessionals | null {
  const url = new URL(href, 'http://localhost');
  if (url.pathname !== path) return null;
  const params: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (params[key] ??= []).push(value);
  return parseProfessionalsQuery(params);
}

/** True when any filter or a non-default order is set (the reset link shows). */
export function isFiltered(query: ProfessionalsQuery): boolean {
  return query.county !== null || query.category !== null || query.q !== null || query.sort !== 'stock';
}

/** The query without the part a BAD_USER_INPUT `field` names, and the notice saying so (any other field: the cursor). */
export function withoutRejected(
  query: ProfessionalsQuery,
  field: string | undefined,
): { query: ProfessionalsQuery; notice: SellersNotice } {
  const fresh = { ...query, after: null, before: null };
  if (field?.endsWith('countyCode')) return { query: { ...fresh, county: null, city: null }, notice: 'county' };
  if (field?.endsWith('citySlug')) return { query: { ...fresh, city: null }, notice: 'city' };
  if (field?.endsWith('categorySlug')) return { query: { ...fresh, category: null }, notice: 'category' };
  return { query: fresh, notice: 'cursor' };
}
