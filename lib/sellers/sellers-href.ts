/**
 * URLs of the professionals listing (/dealeri) and of seller profiles (/vanzator/{id}), with their
 * filters in the query string. The seller profile writes the listing's own parameter names (the
 * listing parser reads them back), plus `category` and `make`, which the listing carries in its path.
 */
import { FORM_PARAM } from '@/lib/listing/listing-fields';
import { queryEntries } from '@/lib/listing/listing-href';
import type { ListingQuery } from '@/lib/listing/listing-query';
import type { ProfessionalsQuery } from '@/lib/page/sellers-page-data.types';

/** Path of the professionals listing. */
export const PROFESSIONALS_PATH = '/dealeri';

/** Keyset page to link to. */
export interface PageCursor {
  after?: string | null;
  before?: string | null;
}

function withQuery(path: string, entries: [string, string][]): string {
  const qs = new URLSearchParams(entries).toString();
  return qs ? `${path}?${qs}` : path;
}

function cursorEntries(page: PageCursor): [string, string][] {
  if (page.after) return [['after', page.after]];
  if (page.before) return [['before', page.before]];
  return [];
}

/** The professionals listing with these filters (and a page cursor). */
export function professionalsHref(query: Omit<ProfessionalsQuery, 'after' | 'before'>, page: PageCursor = {}): string {
  const entries: [string, string][] = [];
  if (query.q) entries.push(['q', query.q]);
  if (query.county) entries.push(['county', query.county]);
  if (query.county && query.city) entries.push(['city', query.city]);
  if (query.category) entries.push(['category', query.category]);
  if (query.sort !== 'stock') entries.push(['sort', query.sort]);
  return withQuery(PROFESSIONALS_PATH, [...entries, ...cursorEntries(page)]);
}

/** The address of a professionals search with its own cursor (what the page and its machine compare). */
export function professionalsAddress(query: ProfessionalsQuery): string {
  return professionalsHref(query, { after: query.after, before: query.before });
}

/** Path of a seller profile. */
export function sellerProfilePath(sellerId: string): string {
  return `/vanzator/${encodeURIComponent(sellerId)}`;
}

/** A seller profile showing `category` (and the listing filters of `query`, when given). */
export function sellerProfileHref(
  sellerId: string,
  category: string | null,
  query: ListingQuery | null = null,
  page: PageCursor = {},
): string {
  const entries: [string, string][] = [];
  if (category) entries.push(['category', category]);
  if (query) {
    // What the listing carries in its path travels as the listing form's fields (make keeps its older name).
    if (query.subcategory) entries.push([FORM_PARAM.subcategory, query.subcategory]);
    if (query.make) entries.push(['make', query.make]);
    if (query.make && query.model) entries.push([FORM_PARAM.model, query.model]);
    entries.push(...queryEntries(query));
  }
  return withQuery(sellerProfilePath(sellerId), [...entries, ...cursorEntries(page)]);
}

/** Up to two initials of a name, for the logo placeholder ('Auto Premium Volan SRL' -> 'AP'). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\b(S\.?R\.?L|S\.?A|S\.?R\.?L\.?-D|P\.?F\.?A|I\.?I)\b\.?/gi, ' ')
    .split(/[\s\-&.,]+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]?.toLocaleUpperCase('ro') ?? '')
    .join('');
}
