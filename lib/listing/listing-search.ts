/**
 * One listing search, shared by the page loader (server, SSR executor) and the listing machine's
 * actors (browser, Apollo): the results, the filter options and the count. What the server
 * rejects (BAD_USER_INPUT with a field) is dropped with a notice and the search runs again; a make
 * or model typed as text ('merc benz', 'škoda') is matched against the makes the server knows.
 */
import type { TypedDocumentNode } from '@apollo/client';
import {
  GetAdvertSearchFiltersDocument,
  GetAdvertsSearchSummaryDocument,
  ListingScreenDocument,
  type AdvertFiltersInput,
  type ListingResultsView,
  type SearchFiltersView,
} from '@/lib/graphql/generated/page-operations';
import { toAdvertFilters, withoutFilter, withoutRejected, type ListingCity } from './listing-filters';
import type { ListingNotice, ListingQuery } from './listing-query';
import { matchOption } from './listing-text';

/** Runs one operation; rejects with an error `classify` can read. */
export type ListingExecutor = <TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

/** The GraphQL error code and input field of a failure, or null for anything else (network). */
export type ErrorClassifier = (error: unknown) => { code: string | null; field: string | undefined } | null;

/** What a search returned; null parts failed and degrade on their own. */
export interface ListingData {
  results: ListingResultsView | null;
  filters: SearchFiltersView | null;
  /** The mobile 'Show results ({number} ads)' count: the page's totalCount, then getAdvertsSearchSummary's while filters are edited. */
  summaryCount: number | null;
}

/** A finished search: the query actually searched (fixed), the notices it added, the data. */
export interface ListingOutcome {
  query: ListingQuery;
  notices: ListingNotice[];
  data: ListingData;
}

/** Context of a search. */
export interface ListingSearchDeps {
  execute: ListingExecutor;
  classify: ErrorClassifier;
  cities: readonly ListingCity[];
  /** Filters every operation adds to the search's own (the seller profile's `sellerId`). */
  scope?: AdvertFiltersInput;
  /** Reports a side operation's failure (the filters) that the page survives. */
  warn?: (error: unknown, operation: string) => void;
}

const MAX_ATTEMPTS = 3;

/** The GraphQL filters of a search within the deps' scope. */
function filtersOf(deps: Pick<ListingSearchDeps, 'cities' | 'scope'>, query: ListingQuery): AdvertFiltersInput | null {
  const filters = toAdvertFilters(query, deps.cities);
  return deps.scope ? { ...filters, ...deps.scope } : filters;
}

/** Resolves a make or model the server did not know, by its text; null when nothing matches. */
async function matchPathSlug(deps: ListingSearchDeps, query: ListingQuery, which: 'make' | 'model') {
  const scope = which === 'make' ? withoutFilter(query, 'make') : withoutFilter(query, 'model');
  const filters = await deps
    .execute(GetAdvertSearchFiltersDocument, {
      categorySlug: query.category,
      filters: filtersOf(deps, scope),
    })
    .catch(() => null);
  const options = which === 'make' ? filters?.getAdvertSearchFilters.makes : filters?.getAdvertSearchFilters.models;
  const text = which === 'make' ? query.make : query.model;
  const match = text && options ? matchOption(text, options) : null;
  return match && match.value !== text ? match.value : null;
}

/** The count only (the mobile sheet's live count); rejects on failure. */
export async function countListing(deps: Pick<ListingSearchDeps, 'execute' | 'cities' | 'scope'>, query: ListingQuery) {
  const data = await deps.execute(GetAdvertsSearchSummaryDocument, {
    categorySlug: query.category,
    filters: filtersOf(deps, query),
  });
  return data.getAdvertsSearchSummary.totalCount;
}

/**
 * Searches, fixing what the server rejects. Rejects only when the results cannot be had for a
 * reason other than a bad filter (the database is away, the network failed).
 */
export async function searchListing(deps: ListingSearchDeps, start: ListingQuery): Promise<ListingOutcome> {
  let query = start;
  const notices: ListingNotice[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const filters = filtersOf(deps, query);
    const scope = { categorySlug: query.category, filters };
    // The page's totalCount answers the same filters as getAdvertsSearchSummary would: the search
    // counts once (the summary is asked only while filters are edited, countListing).
    const [listing, facets] = await Promise.allSettled([
      deps.execute(ListingScreenDocument, {
        input: {
          ...scope,
          sort: query.sort,
          ...(query.after ? { after: query.after } : {}),
          ...(query.before ? { before: query.before } : {}),
        },
      }),
      deps.execute(GetAdvertSearchFiltersDocument, scope),
    ]);
    if (listing.status === 'fulfilled') {
      if (facets.status === 'rejected') deps.warn?.(facets.reason, 'getAdvertSearchFilters');
      const results = listing.value.listingScreen.adverts;
      return {
        query,
        notices,
        data: {
          results,
          filters: facets.status === 'fulfilled' ? facets.value.getAdvertSearchFilters : null,
          summaryCount: results.totalCount,
        },
      };
    }
    const error = deps.classify(listing.reason);
    if (error?.code !== 'BAD_USER_INPUT') throw listing.reason;
    const field = (error.field ?? '').split('.').pop();
    const which = field === 'makes' ? 'make' : field === 'models' ? 'model' : null;
    const matched = which ? await matchPathSlug(deps, query, which) : null;
    if (which && matched) {
      query = { ...query, [which]: matched, after: null, before: null };
      continue;
    }
    const fixed = withoutRejected(query, error.field);
    query = fixed.query;
    notices.push(which ? { ...fixed.notice, reason: 'unknown', value: start[which] } : fixed.notice);
  }
  notices.push({ filter: 'search', reason: 'rejected', value: null });
  return { query, notices, data: { results: null, filters: null, summaryCount: null } };
}
