/**
 * useFavouriteList(deps): runs the favourites list with the real GraphQL calls and returns the view
 * of FavouritesScreen (docs/view-api.md): values, booleans and intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  fetchAdvertCards,
  fetchFavouriteAdverts,
  removeAllFavouriteAdverts,
} from '@/lib/favourite-page/favourite-page-api';
import { clearKeptAdverts, keepAdvert, keptAdvertIds, mergeKeptAdverts } from '@/lib/favourites/browser-favourites';
import { browserStorage } from '@/lib/session/session-storage';
import { flowInspector } from '../flow-inspector';
import { favouriteListMachine } from './favourite-list.machine';
import type { FavouriteAdvertView, FavouriteListContext, FavouriteRemoval } from './favourite-list.types';

/** What FavouritesScreen shows and can ask for. */
export interface FavouriteListView extends Pick<FavouriteListContext, 'error' | 'actionError' | 'notice'> {
  /** The list is being loaded (nothing else is shown). */
  readonly loading: boolean;
  /** The list could not be loaded: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  readonly adverts: readonly FavouriteAdvertView[];
  /** No favourite (after a successful load). */
  readonly empty: boolean;
  /** The removal to confirm (the dialog is open); null otherwise. */
  readonly confirming: FavouriteRemoval | null;
  /** A removal is under way on the server (the buttons wait). */
  readonly removing: boolean;
  readonly retry: () => void;
  readonly remove: (advertId: string) => void;
  readonly removeAll: () => void;
  readonly confirm: () => void;
  readonly cancel: () => void;
}

const realActors = {
  // What this browser kept before signing in joins the account first (the heart's store does the
  // same on ad pages): a visitor who followed adverts, then signed in here, finds them listed.
  loadList: fromPromise<readonly FavouriteAdvertView[]>(async () => {
    await mergeKeptAdverts(browserStorage(), async (ids) =>
      (await import('@/lib/favourites/favourites-api')).mergeKeptIds(ids),
    );
    return fetchFavouriteAdverts();
  }),
  // The hearts' own call: an unfollow the server refuses is a failed removal.
  unfollow: fromPromise<void, { advertId: string }>(async ({ input }) => {
    const outcome = await (await import('@/lib/favourites/favourites-api')).saveFavourite(input.advertId, false);
    if (outcome.kind === 'refused') throw new Error(outcome.key);
  }),
  removeAll: fromPromise<void>(() => removeAllFavouriteAdverts()),
};

// A visitor without an account (SPEC §6): the ids this browser keeps, their cards from the public
// Query.advertCards; removing one or all changes only the browser's list.
const browserActors: typeof realActors = {
  loadList: fromPromise<readonly FavouriteAdvertView[]>(async () => {
    const ids = keptAdvertIds(browserStorage());
    return ids.length === 0 ? [] : fetchAdvertCards(ids);
  }),
  unfollow: fromPromise<void, { advertId: string }>(({ input }) => {
    keepAdvert(browserStorage(), input.advertId, false);
    return Promise.resolve();
  }),
  removeAll: fromPromise<void>(() => {
    clearKeptAdverts(browserStorage());
    return Promise.resolve();
  }),
};

/** Whose list (the account's, or this browser's for a visitor), and replacement actors (model tests park them). */
export interface FavouriteListDeps {
  readonly source?: 'account' | 'browser';
  readonly actors?: Partial<typeof realActors>;
}

export function useFavouriteList(deps: FavouriteListDeps = {}): FavouriteListView {
  const [logic] = useState(() =>
    favouriteListMachine.provide({
      actors: { ...(deps.source === 'browser' ? browserActors : realActors), ...deps.actors },
    }),
  );
  const actor = useActorRef(logic, { input: {}, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const removing = useSelector(actor, (s) => s.matches('removing') || s.matches('removingAll'));
  return useMemo(
    () => ({
      error: context.error,
      actionError: context.actionError,
      notice: context.notice,
      loading,
      loadFailed,
      adverts: context.items,
      empty: !loading && !loadFailed && context.items.length === 0,
      confirming: confirming ? context.removal : null,
      removing,
      retry: () => actor.send({ type: 'list.retry' }),
      remove: (advertId: string) => actor.send({ type: 'advert.remove', id: advertId }),
      removeAll: () => actor.send({ type: 'all.remove' }),
      confirm: () => actor.send({ type: 'removal.confirm' }),
      cancel: () => actor.send({ type: 'removal.cancel' }),
    }),
    [actor, context, loading, loadFailed, confirming, removing],
  );
}
