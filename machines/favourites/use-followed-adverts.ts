/**
 * useFollowedAdvert(advertId): whether the viewer follows an advert, for its heart — null while
 * the session or the viewer's list loads. Every heart of the page reads the one store of
 * lib/favourites/followed-adverts.ts, so the list is asked for once per page load.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { keepAdvert } from '@/lib/favourites/browser-favourites';
import { useFavouritesForVisitors } from '@/lib/favourites/favourites-setting';
import { createFollowedAdvertsStore, type FollowedAdvertsStore } from '@/lib/favourites/followed-adverts';
import { browserStorage } from '@/lib/session/session-storage';
import { useViewerIds } from '../session/use-session';
import type { FavouriteChange, FavouriteOutcome, FavouriteState } from './favourites.types';

/** The page load's store: the browser's list, or the account's (its calls load Apollo on demand). */
export const followedAdverts: FollowedAdvertsStore = createFollowedAdvertsStore({
  storage: browserStorage,
  fetchIds: async () => (await import('@/lib/favourites/favourites-api')).fetchFollowedIds(),
  mergeIds: async (ids) => (await import('@/lib/favourites/favourites-api')).mergeKeptIds(ids),
});

/** Saves a follow or unfollow on the server, then tells the page's other hearts. */
export async function saveOnServer({ advertId, followed }: FavouriteChange): Promise<FavouriteOutcome> {
  const outcome = await (await import('@/lib/favourites/favourites-api')).saveFavourite(advertId, followed);
  if (outcome.kind === 'saved') followedAdverts.setFollowed(advertId, followed);
  return outcome;
}

/** Keeps a follow or unfollow in this browser (throws when it cannot), then tells the page's other hearts. */
export function keepInBrowser({ advertId, followed }: FavouriteChange): Promise<FavouriteOutcome> {
  const outcome = keepAdvert(browserStorage(), advertId, followed);
  if (outcome.kind === 'refused') return Promise.resolve(outcome);
  followedAdverts.setFollowed(advertId, followed);
  return Promise.resolve({ kind: 'saved' });
}

/**
 * True for a visitor without an account while the FAVOURITES_ANONYMOUS setting hides favourites
 * from visitors (SPEC §6): the heart only invites to sign in and nothing is kept in the browser.
 */
export function useSignInOnly(): boolean {
  const forVisitors = useFavouritesForVisitors();
  const viewerIds = useViewerIds();
  return !forVisitors && viewerIds !== null && viewerIds.length === 0;
}

/**
 * Whether the viewer follows `advertId`, and has an account; null while either is unknown, and
 * for a visitor the setting keeps from favourites (useSignInOnly: the browser's list is not read).
 */
export function useFollowedAdvert(
  advertId: string,
  store: FollowedAdvertsStore = followedAdverts,
): FavouriteState | null {
  const viewerIds = useViewerIds();
  const signInOnly = useSignInOnly();
  const viewerKey = viewerIds === null || signInOnly ? null : viewerIds.join(',');
  useEffect(() => {
    if (viewerKey !== null) store.ensure(viewerKey);
  }, [store, viewerKey]);
  const list = useSyncExternalStore(
    store.subscribe,
    () => store.get(viewerKey),
    () => null,
  );
  const followed = list ? list.ids.has(advertId) : null;
  const signedIn = list?.signedIn ?? null;
  return useMemo(() => (followed === null || signedIn === null ? null : { followed, signedIn }), [followed, signedIn]);
}
