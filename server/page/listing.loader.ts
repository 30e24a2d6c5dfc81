/**
 * Data of the listing page: canonical redirects for form submissions and older URLs, then the
 * search (lib/listing/listing-search.ts). Bad input never becomes a 500: what the parser or the
 * server rejects is dropped with a notice naming the filter, and the search runs with the rest.
 */
import type { GetServerSidePropsContext } from 'next';
import { Listing_PopularSearchesDocument } from '@/lib/graphql/generated/page-operations';
import { canonicalListingHref, listingHref } from '@/lib/listing/listing-href';
import { parseListing, type ParsedListing, type RawParams } from '@/lib/listing/listing-query';
import { searchListing, type ErrorClassifier } from '@/lib/listing/listing-search';
import { logger } from '@/lib/logger/logger';
import type { ListingPageData } from '@/lib/page/page-data.types';
import { categoryBySlug } from '@/lib/routes/categories';
import type { SsrExecutor } from '@/server/graphql/execute';
import { classifyGraphqlError, hasStatus } from './graphql-error';
import { listingPlaces } from './listing-places';
import type { PageOutcome } from './load-page';

/**
 * The query string of the request. ctx.query cannot be used: Next merges the route params into it,
 * and a `category` field of the home search form would collide with the [category] param.
 */
export function searchParamsOf(resolvedUrl: string): RawParams {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(resolvedUrl, 'http://localhost').searchParams) {
    const existing = params[key];
    params[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return params;
}

function segmentsOf(param: string | string[] | undefined): string[] {
  if (param === undefined) return [];
  return Array.isArray(param) ? param : [param];
}

/** The GraphQL error code and input field of a failed operation (null: not a GraphQL error). */
export const classify: ErrorClassifier = classifyGraphqlError;

/**
 * The search of a page that carries sub-category, make and model as form fields (the advanced
 * search, the map): read as the listing reads its own URL, the form fields moved into the path.
 */
export function parseFormSearch(category: string, resolvedUrl: string): ParsedListing | null {
  let segments: string[] = [];
  let params = searchParamsOf(resolvedUrl);
  const canonical = canonicalListingHref(category, segments, params);
  if (canonical) {
    const url = new URL(canonical, 'http://localhost');
    segments = url.pathname.split('/').slice(2).filter(Boolean).map(decodeURIComponent);
    params = searchParamsOf(canonical);
  }
  return parseListing(category, segments, params);
}

/** Loads /{category}/[[...listing]]. */
export function loadListing(execute: SsrExecutor, ctx: GetServerSidePropsContext) {
  return loadListingPage(execute, ctx, false);
}

/** Loads /{category}/cautare-avansata: the same search, every filter on one page. */
export function loadAdvancedSearch(execute: SsrExecutor, ctx: GetServerSidePropsContext) {
  return loadListingPage(execute, ctx, true);
}

async function loadListingPage(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
  advanced: boolean,
): Promise<PageOutcome<ListingPageData>> {
  const category = typeof ctx.params?.['category'] === 'string' ? ctx.params['category'] : '';
  if (!categoryBySlug(category)) return { notFound: true };
  let parsed: ParsedListing | null;
  if (advanced) parsed = parseFormSearch(category, ctx.resolvedUrl);
  else {
    const segments = segmentsOf(ctx.params?.['listing']);
    const params = searchParamsOf(ctx.resolvedUrl);
    const canonical = canonicalListingHref(category, segments, params);
    if (canonical) return { redirect: { destination: canonical, permanent: false } };
    parsed = parseListing(category, segments, params);
  }
  if (!parsed) return { notFound: true };

  const places = listingPlaces();
  const popular = execute(Listing_PopularSearchesDocument, { categorySlug: category }).then(
    (data) => data.popularSearches,
    (error: unknown) => {
      // Suggestions are optional: the listing shows without them. 503: the pool logged the outage.
      if (!hasStatus(error, 503)) logger.warn(error, { operation: 'Listing_PopularSearches', categorySlug: category });
      return [];
    },
  );
  const outcome = await searchListing(
    {
      execute,
      classify: classifyGraphqlError,
      cities: places.cities,
      warn: (error, operation) => {
        // 503: the database is away, which the pool logged once.
        if (!hasStatus(error, 503)) logger.warn(error, { operation, categorySlug: category });
      },
    },
    parsed.query,
  );
  const { query } = outcome;
  // A make or model typed as text ('skoda', 'merc-benz') was recognised: go to its real address.
  const corrected = query.make !== parsed.query.make && query.make !== null;
  const correctedModel = query.model !== parsed.query.model && query.model !== null;
  if (!advanced && (corrected || correctedModel)) {
    return { redirect: { destination: listingHref(query), permanent: false } };
  }
  return {
    props: {
      query,
      notices: [...parsed.notices, ...outcome.notices],
      places,
      advanced,
      popular: await popular,
      ...outcome.data,
    },
  };
}
