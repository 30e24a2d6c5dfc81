/**
 * The favourite hearts' browser calls (docs/favourites.md). The documents and the on-demand
 * Apollo client are imported at the first call, never with the page (docs/decisions/0012). A
 * refusal with an i18n key (BAD_USER_INPUT, errors:favourites.*) is an answer; anything else
 * rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { refusalKey } from '@/lib/graphql/refusal';

/** What saving a follow or unfollow on the server came to. */
export type ServerOutcome = { readonly kind: 'saved' } | { readonly kind: 'refused'; readonly key: string };

function rejection(error: unknown): Error {
  return error instanceof Error ? error : new Error('GraphQL error');
}

/** Follows or unfollows `advertId` for the signed-in account. */
export async function saveFavourite(advertId: string, followed: boolean): Promise<ServerOutcome> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = followed
    ? await client.mutate({ mutation: ops.Favourites_FollowDocument, variables: { advertId }, errorPolicy: 'all' })
    : await client.mutate({ mutation: ops.Favourites_UnfollowDocument, variables: { advertId }, errorPolicy: 'all' });
  if (result.error) {
    const key = refusalKey(result.error);
    if (key) return { kind: 'refused', key };
    throw rejection(result.error);
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'saved' };
}

/** The ids the signed-in account follows, newest first (always asked again: hearts change them). */
export async function fetchFollowedIds(): Promise<string[]> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.query({ query: ops.Favourites_IdsDocument, fetchPolicy: 'network-only' });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return [...result.data.favouriteAdvertIds];
}

/** Adds the ids kept in the browser to the account; answers every id it follows now. */
export async function mergeKeptIds(advertIds: readonly string[]): Promise<string[]> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Favourites_MergeDocument,
    variables: { advertIds: [...advertIds] },
  });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return [...result.data.mergeFavouriteAdverts.advertIds];
}
