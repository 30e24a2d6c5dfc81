/**
 * The seller profile's search (/vanzator/{id}) is the category listing's search within one
 * seller's adverts: the same parameters (read by the listing's parser, so `pret_min=…` means the
 * same on both pages), plus `category`, sub-category, make and model, which the listing carries in
 * its path. The category is one of the seller's; another is dropped with a notice.
 */
import { canonicalListingHref } from '@/lib/listing/listing-href';
import { FORM_PARAM } from '@/lib/listing/listing-fields';
import { emptyQuery, parseListing, type ParsedListing, type RawParams } from '@/lib/listing/listing-query';
import { parseListingUrl } from '@/lib/listing/listing-url';
import type { SellersNotice } from '@/lib/page/sellers-page-data.types';
import { sellerProfilePath } from './sellers-href';

/** Names the category can travel under: ours, and the listing form's. */
const CATEGORY_PARAMS = ['category', FORM_PARAM.category];

/** A seller's search: the category shown, the listing search in it, and what was dropped from the URL. */
export interface SellerSearch {
  category: string;
  search: ParsedListing;
  notices: SellersNotice[];
}

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** Reads a seller profile's query string; `categories` are the seller's (most adverts first, never empty). */
export function parseSellerSearch(params: RawParams, categories: readonly string[]): SellerSearch {
  const notices: SellersNotice[] = [];
  const asked = CATEGORY_PARAMS.map((name) => first(params[name])).find(Boolean);
  const known = asked !== undefined && categories.includes(asked);
  if (asked && !known) notices.push('category');
  const category = known ? asked : (categories[0] ?? 'autoturisme');
  const rest: Record<string, string | string[] | undefined> = { ...params };
  for (const name of CATEGORY_PARAMS) delete rest[name];
  // Form-style or older parameters (make=, marca=, subcategorie=) become the listing's own.
  const canonical = canonicalListingHref(category, [], rest);
  const search = (canonical ? parseListingUrl(canonical) : parseListing(category, [], rest)) ?? {
    query: emptyQuery(category),
    notices: [],
  };
  // The canonical URL may name another category (a `categorie` the seller has not): keep ours.
  if (search.query.category !== category)
    return { category, search: { query: emptyQuery(category), notices: [] }, notices };
  return { category, search, notices };
}

/** An address of this seller's profile read back into a search; null for any other page. */
export function parseSellerProfileUrl(
  href: string,
  sellerId: string,
  categories: readonly string[],
): ParsedListing | null {
  const url = new URL(href, 'http://localhost');
  if (url.pathname !== sellerProfilePath(sellerId)) return null;
  const params: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (params[key] ??= []).push(value);
  return parseSellerSearch(params, categories).search;
}
