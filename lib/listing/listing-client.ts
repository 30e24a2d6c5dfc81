/**
 * The listing's searches from the browser: the on-demand Apollo client runs the same operations as
 * the page loader (no cache: results change under the page), and an abort signal cancels a count
 * that a newer change superseded. Loaded on the first search (use-listing.ts imports it lazily).
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { AdvertFiltersInput } from '@/lib/graphql/generated/page-operations';
import type { ListingCity } from './listing-filters';
import type { ListingQuery } from './listing-query';
import { countListing, searchListing, type ErrorClassifier, type ListingExecutor } from './listing-search';

/** Apollo's CombinedGraphQLErrors, read by shape (its class would pull Apollo into this chunk). */
export const classifyApolloError: ErrorClassifier = (error) => {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const extensions = (errors[0] as { extensions?: Record<string, unknown> } | undefined)?.extensions ?? {};
  const code = extensions['code'];
  const field = extensions['field'];
  return { code: typeof code === 'string' ? code : null, field: typeof field === 'string' ? field : undefined };
};

/** Runs an operation on the browser's Apollo client without its cache; `signal` cancels it. */
export function browserExecutor(signal?: AbortSignal): ListingExecutor {
  return async (document, variables) => {
    const client = await getApolloClient();
    const result = await client.query({
      query: document,
      variables: variables as never,
      fetchPolicy: 'no-cache',
      ...(signal ? { context: { fetchOptions: { signal } } } : {}),
    });
    if (result.error) throw result.error as Error;
    if (!result.data) throw new Error('no data');
    return result.data;
  };
}

/** Searches from the browser (`scope`: filters added to every operation, e.g. a seller). */
export function searchInBrowser(query: ListingQuery, cities: readonly ListingCity[], scope?: AdvertFiltersInput) {
  return searchListing(
    { execute: browserExecutor(), classify: classifyApolloError, cities, ...(scope ? { scope } : {}) },
    query,
  );
}

/** Counts from the browser; `signal` cancels the request. */
export function countInBrowser(
  query: ListingQuery,
  cities: readonly ListingCity[],
  signal: AbortSignal,
  scope?: AdvertFiltersInput,
) {
  return countListing({ execute: browserExecutor(signal), cities, ...(scope ? { scope } : {}) }, query);
}
