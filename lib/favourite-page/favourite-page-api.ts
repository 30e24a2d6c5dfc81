/**
 * The browser calls of the /favorite page: the account's favourites with their cards (or the cards
 * of what a visitor keeps in the browser), removing all
 * (unfollowing one is the hearts' call, lib/favourites/favourites-api.ts). The documents and the on-demand Apollo client are imported at the first call;
 * a GraphQL error (network, UNAUTHENTICATED after the session ended) rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { FavouriteAdvertView } from '@/lib/graphql/generated/page-operations';

export type { FavouriteAdvertView };

const operations = () => import('@/lib/graphql/generated/page-operations');

function answer<T>(result: { data?: T | undefined; error?: unknown }): T {
  if (result.error) throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** The signed-in account's favourites, newest first. */
export async function fetchFavouriteAdverts(): Promise<readonly FavouriteAdvertView[]> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const data = answer(await client.query({ query: ops.FavouritePage_ListDocument, fetchPolicy: 'no-cache' }));
  return data.favouriteAdverts;
}

/** The cards of the adverts this browser keeps (a visitor without an account), in their order. */
export async function fetchAdvertCards(ids: readonly string[]): Promise<readonly FavouriteAdvertView[]> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const data = answer(
    await client.query({
      query: ops.FavouritePage_CardsDocument,
      variables: { ids: [...ids] },
      fetchPolicy: 'no-cache',
    }),
  );
  return data.advertCards;
}

/** Removes every favourite advert of the account. */
export async function removeAllFavouriteAdverts(): Promise<void> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  answer(await client.mutate({ mutation: ops.FavouritePage_RemoveAllDocument }));
}
