/**
 * Data of the listing page: canonical redirects for form submissions, then the three listing
 * operations. Bad input never becomes a 500: what the server rejects is dropped, with a notice,
 * and the search runs again with the rest of the filters.
 */
import type { GetServerSidePropsContext } from 'next';
import { canonicalListingHref } from '@/lib/listing/listing-href';
import {
  parseListing,
  toAdvertFilters,
  withoutRejected,
  type ListingNotice,
  type ListingQuery,
  type RawParams,
} from '@/lib/listing/listing-query';
import { logger } from '@/lib/logger/logger';
import type { ListingPageData } from '@/lib/page/page-data.types';
import { categoryBySlug } from '@/lib/routes/categories';
import type { SsrExecutor } from '@/server/graphql/execute';
import { graphqlErrorOf, hasStatus } from './graphql-error';
import type { PageOutcome } from './load-page';
import {
  GetAdvertSearchFiltersDocument,
  GetAdvertsSearchSummaryDocument,
  ListingScreenDocument,
} from '@/lib/graphql/generated/page-operations';

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

type Attempt = { ok: true; data: Omit<ListingPageData, 'query' | 'notices'> } | { ok: false; error: unknown };

async function search(execute: SsrExecutor, query: ListingQuery): Promise<Attempt> {
  const filters = toAdvertFilters(query);
  const scope = { categorySlug: query.category, filters };
  const [listing, options, summary] = await Promise.allSettled([
    execute(ListingScreenDocument, {
      input: {
        ...scope,
        sort: query.sort,
        ...(query.after ? { after: query.after } : {}),
        ...(query.before ? { before: query.before } : {}),
      },
    }),
    execute(GetAdvertSearchFiltersDocument, scope),
    execute(GetAdvertsSearchSummaryDocument, scope),
  ]);
  if (listing.status === 'rejected') return { ok: false, error: listing.reason };
  for (const [operation, outcome] of [
    ['getAdvertSearchFilters', options],
    ['getAdvertsSearchSummary', summary],
  ] as const) {
    // 503: the database is away, which the pool logged once.
    if (outcome.status === 'rejected' && !hasStatus(outcome.reason, 503))
      logger.warn(outcome.reason, { operation, categorySlug: query.category });
  }
  return {
    ok: true,
    data: {
      results: listing.value.listingScreen.adverts,
      // The filters panel and the summary count degrade on their own (the panel says so).
      filters: options.status === 'fulfilled' ? options.value.getAdvertSearchFilters : null,
      summaryCount: summary.status === 'fulfilled' ? summary.value.getAdvertsSearchSummary.totalCount : null,
    },
  };
}

/** Loads /{category}/[[...listing]]. */
export async function loadListing(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<ListingPageData>> {
  const category = typeof ctx.params?.['category'] === 'string' ? ctx.params['category'] : '';
  const segments = segmentsOf(ctx.params?.['listing']);
  if (!categoryBySlug(category)) return { notFound: true };
  const params = searchParamsOf(ctx.resolvedUrl);
  const canonical = canonicalListingHref(category, segments, params);
  if (canonical) return { redirect: { destination: canonical, permanent: false } };
  const parsed = parseListing(category, segments, params);
  if (!parsed) return { notFound: true };

  let query = parsed.query;
  const notices = new Set<ListingNotice>(parsed.notices);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await search(execute, query);
    if (result.ok) return { props: { query, notices: [...notices], ...result.data } };
    const error = graphqlErrorOf(result.error);
    if (error?.code !== 'BAD_USER_INPUT') throw result.error;
    const field = typeof error.extensions['field'] === 'string' ? error.extensions['field'] : undefined;
    // An unknown make or model in the path is a page that does not exist.
    if (field && /(^|\.)(makes|models)(\.|$)/.test(field)) return { notFound: true };
    const fixed = withoutRejected(query, field);
    query = fixed.query;
    notices.add(fixed.notice);
  }
  notices.add('search');
  return { props: { query, notices: [...notices], results: null, filters: null, summaryCount: null } };
}
