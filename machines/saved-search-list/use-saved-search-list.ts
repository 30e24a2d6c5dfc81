/**
 * useSavedSearchList(deps): runs the saved searches list with the real GraphQL calls and returns
 * the view of SavedSearchesScreen (docs/view-api.md): values, booleans and intents, never the
 * snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { flowInspector } from '../flow-inspector';
import { savedSearchListMachine } from './saved-search-list.machine';
import type {
  AlertFrequency,
  FrequencyRequest,
  RenameRequest,
  SavedSearchListContext,
  SavedSearchOutcome,
  SavedSearchRename,
  SavedSearchView,
} from './saved-search-list.types';

/** What SavedSearchesScreen shows and can ask for. */
export interface SavedSearchListView extends Pick<SavedSearchListContext, 'error' | 'actionError' | 'notice'> {
  readonly loading: boolean;
  /** The list could not be loaded: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  readonly searches: readonly SavedSearchView[];
  /** No saved search (after a successful load). */
  readonly empty: boolean;
  /** The name being edited in place; null otherwise. */
  readonly rename: SavedSearchRename | null;
  /** The search whose deletion is asked (the dialog is open); null otherwise. */
  readonly confirming: { readonly id: string; readonly name: string } | null;
  /** A change is being saved or a search opened: the other actions wait. */
  readonly busy: boolean;
  readonly retry: () => void;
  readonly open: (id: string) => void;
  readonly startRename: (id: string) => void;
  readonly editName: (name: string) => void;
  readonly submitName: () => void;
  readonly cancelRename: () => void;
  readonly changeFrequency: (id: string, frequency: AlertFrequency) => void;
  readonly remove: (id: string) => void;
  readonly confirm: () => void;
  readonly cancel: () => void;
}

const api = () => import('@/lib/saved-searches/saved-searches-api');

const realActors = {
  loadList: fromPromise<readonly SavedSearchView[]>(async () => (await api()).fetchSavedSearches()),
  markVisited: fromPromise<void, { id: string }>(async ({ input }) => (await api()).markSavedSearchVisited(input.id)),
  rename: fromPromise<SavedSearchOutcome, RenameRequest>(async ({ input }) =>
    (await api()).renameSavedSearch(input.id, input.name),
  ),
  setFrequency: fromPromise<SavedSearchOutcome, FrequencyRequest>(async ({ input }) =>
    (await api()).setSavedSearchFrequency(input.id, input.frequency),
  ),
  deleteSearch: fromPromise<void, { id: string }>(async ({ input }) => (await api()).deleteSavedSearch(input.id)),
};

/** A full page load: the listing is another page, server-rendered for the search's URL. */
function goTo(url: string): void {
  window.location.assign(url);
}

/** Replacement calls (model tests park them) and navigation. */
export interface SavedSearchListDeps {
  readonly actors?: Partial<typeof realActors>;
  readonly navigate?: (url: string) => void;
}

export function useSavedSearchList(deps: SavedSearchListDeps = {}): SavedSearchListView {
  const [logic] = useState(() =>
    savedSearchListMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        navigate: ({ context }) => {
          if (context.opening) (deps.navigate ?? goTo)(context.opening.url);
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input: {}, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const renaming = useSelector(actor, (s) => s.matches('renaming') || s.matches('savingName'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      error: context.error,
      actionError: context.actionError,
      notice: context.notice,
      loading,
      loadFailed,
      searches: context.items,
      empty: !loading && !loadFailed && context.items.length === 0,
      rename: renaming ? context.rename : null,
      confirming: confirming ? context.removal : null,
      busy,
      retry: () => actor.send({ type: 'list.retry' }),
      open: (id: string) => actor.send({ type: 'search.open', id }),
      startRename: (id: string) => actor.send({ type: 'rename.start', id }),
      editName: (name: string) => actor.send({ type: 'rename.edit', name }),
      submitName: () => actor.send({ type: 'rename.submit' }),
      cancelRename: () => actor.send({ type: 'rename.cancel' }),
      changeFrequency: (id: string, frequency: AlertFrequency) =>
        actor.send({ type: 'frequency.change', id, frequency }),
      remove: (id: string) => actor.send({ type: 'search.delete', id }),
      confirm: () => actor.send({ type: 'removal.confirm' }),
      cancel: () => actor.send({ type: 'removal.cancel' }),
    }),
    [actor, context, loading, loadFailed, confirming, renaming, busy],
  );
}
