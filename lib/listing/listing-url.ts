/** A listing URL ('/camioane/basculante?pret_max=50000') read back into a search. */
import { parseListing, type ParsedListing } from './listing-query';

/** Parses a site path of a listing; null when it is not one. */
export function parseListingUrl(href: string): ParsedListing | null {
  const url = new URL(href, 'http://localhost');
  const [category = '', ...segments] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const params: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (params[key] ??= []).push(value);
  return parseListing(category, segments, params);
}
