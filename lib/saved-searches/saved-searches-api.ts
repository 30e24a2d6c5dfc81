/**
 * The browser calls of saved searches (docs/saved-searches-screens.md), one operation each. The
 * documents and the on-demand Apollo client are imported at the first call, never with the page
 * (docs/decisions/0012). A refusal (BAD_USER_INPUT, errors:savedSearches.*) is an answer; anything
 * else (network, server, UNAUTHENTICATED after the session ended) rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { savedSearchRefusal } from './saved-search-refusal';
import type {
  AlertFrequency,
  SavedSearchOutcome,
  SavedSearchView,
  SearchToSave,
  UnsubscribeOutcome,
} from './saved-search.types';

const operations = () => import('@/lib/graphql/generated/operations');

function rejection(error: unknown): Error {
  return error instanceof Error ? error : new Error('GraphQL error');
}

/** A mutation's answer: the search, a refusal, or a rejection. */
function outcomeOf(result: { error?: unknown }, search: SavedSearchView | undefined): SavedSearchOutcome {
  if (result.error) {
    const refusal = savedSearchRefusal(result.error);
    if (refusal) return { kind: 'refused', refusal };
    throw rejection(result.error);
  }
  if (!search) throw new Error('no data');
  return { kind: 'saved', search };
}

/** The signed-in account's saved searches, newest first. */
export async function fetchSavedSearches(): Promise<readonly SavedSearchView[]> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.SavedSearches_ListDocument, fetchPolicy: 'no-cache' });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return result.data.savedSearches;
}

/** Saves the listing's search under `name` with its alert frequency. */
export async function saveSearch(
  search: SearchToSave,
  name: string,
  frequency: AlertFrequency,
): Promise<SavedSearchOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.SavedSearches_SaveDocument,
    variables: { input: { name: name.trim(), categorySlug: search.categorySlug, filters: search.filters, frequency } },
    errorPolicy: 'all',
  });
  return outcomeOf(result, result.data?.saveSearch);
}

export async function renameSavedSearch(id: string, name: string): Promise<SavedSearchOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.SavedSearches_RenameDocument,
    variables: { id, name: name.trim() },
    errorPolicy: 'all',
  });
  return outcomeOf(result, result.data?.renameSavedSearch);
}

export async function setSavedSearchFrequency(id: string, frequency: AlertFrequency): Promise<SavedSearchOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.SavedSearches_SetFrequencyDocument,
    variables: { id, frequency },
    errorPolicy: 'all',
  });
  return outcomeOf(result, result.data?.setSavedSearchFrequency);
}

/** Deletes one saved search (an unknown id rejects, like a network failure: the list is put back). */
export async function deleteSavedSearch(id: string): Promise<void> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({ mutation: ops.SavedSearches_DeleteDocument, variables: { id } });
  if (result.error) throw rejection(result.error);
}

/** The buyer opens the search: its count of new adverts starts again. */
export async function markSavedSearchVisited(id: string): Promise<void> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({ mutation: ops.SavedSearches_MarkVisitedDocument, variables: { id } });
  if (result.error) throw rejection(result.error);
}

/** Turns off the alerts named by an e-mail link's token (no session needed). */
export async function unsubscribeSavedSearch(token: string): Promise<UnsubscribeOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.SavedSearches_UnsubscribeDocument,
    variables: { token },
    errorPolicy: 'all',
  });
  if (result.error) {
    const refusal = savedSearchRefusal(result.error);
    if (refusal) return { kind: 'refused', key: refusal.key };
    throw rejection(result.error);
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'unsubscribed', name: result.data.unsubscribeSavedSearch.name };
}
