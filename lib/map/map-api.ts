/**
 * The map search's calls, as its flow's actors make them. They run the page loader's own typed
 * documents (server/page/queries: Map_Points and the listing's `listingScreen`), so the browser's
 * list is exactly the listing's, fragments included; the documents and the on-demand Apollo client
 * are imported at the first call, not with the page.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { AdvertFiltersInput, ListingResultsView } from '@/lib/graphql/generated/page-operations';
import type { MapBounds, MapPoint } from './map-types';

/** Adverts per page of the list beside the map. */
export const MAP_LIST_SIZE = 24;

async function run<T>(call: () => Promise<{ data?: T | undefined; error?: unknown }>): Promise<T> {
  const result = await call();
  if (result.error)
    throw result.error instanceof Error ? result.error : new Error('GraphQL error', { cause: result.error });
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** The filters with the viewport's bounds (or without bounds: the whole country). */
export function withBounds(filters: AdvertFiltersInput | null, bounds: MapBounds | null): AdvertFiltersInput | null {
  if (!bounds) return filters;
  return { ...filters, bounds: { north: bounds.north, south: bounds.south, east: bounds.east, west: bounds.west } };
}

export const mapApi = {
  /** Every city with matching adverts. */
  async points(categorySlug: string, filters: AdvertFiltersInput | null): Promise<readonly MapPoint[]> {
    const [ops, client] = await Promise.all([import('@/lib/graphql/generated/page-operations'), getApolloClient()]);
    const data = await run(() =>
      client.query({ query: ops.Map_PointsDocument, variables: { categorySlug, filters }, fetchPolicy: 'no-cache' }),
    );
    return data.advertMapPoints;
  },
  /** The first page of adverts inside the bounds. */
  async list(
    categorySlug: string,
    filters: AdvertFiltersInput | null,
    bounds: MapBounds | null,
  ): Promise<ListingResultsView> {
    const [ops, client] = await Promise.all([import('@/lib/graphql/generated/page-operations'), getApolloClient()]);
    const input = { categorySlug, filters: withBounds(filters, bounds), first: MAP_LIST_SIZE };
    const data = await run(() =>
      client.query({ query: ops.ListingScreenDocument, variables: { input }, fetchPolicy: 'no-cache' }),
    );
    return data.listingScreen.adverts;
  },
};
