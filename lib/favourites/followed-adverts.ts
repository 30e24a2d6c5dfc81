/**
 * Which adverts the viewer follows, for every heart of the page (docs/favourites.md): one list
 * per viewer, loaded once per page load however many hearts ask. Signed out, the ids kept in this
 * browser; signed in, the account's ids (Query.favouriteAdvertIds), after merging once what the
 * browser kept (Mutation.mergeFavouriteAdverts; the browser's list is cleared only when the merge
 * succeeded, so nothing is lost and the next page load tries again). The page HTML is the same
 * for everybody, so this is known only in the browser, after the session.
 */
import type { KeyValueStorage } from '@/lib/session/session-storage';
import { keptAdvertIds, mergeKeptAdverts } from './browser-favourites';

/** The viewer's favourites as the hearts see them. */
export interface FollowedAdverts {
  readonly signedIn: boolean;
  readonly ids: ReadonlySet<string>;
}

/** The calls and the storage the list comes from (tests give their own). */
export interface FollowedAdvertsSources {
  readonly storage: () => KeyValueStorage | null;
  readonly fetchIds: () => Promise<string[]>;
  readonly mergeIds: (ids: readonly string[]) => Promise<string[]>;
}

/** The store of one page load: `ensure` starts the viewer's load, `get` reads it. */
export interface FollowedAdvertsStore {
  /** Starts loading the list of `viewerKey` ('' signed out, the user's ids signed in) unless it is loaded or on its way. */
  readonly ensure: (viewerKey: string) => void;
  /** The list of `viewerKey`; null until loaded (or when loading it failed). */
  readonly get: (viewerKey: string | null) => FollowedAdverts | null;
  /** Records a saved follow or unfollow, so the page's other hearts agree. */
  readonly setFollowed: (advertId: string, followed: boolean) => void;
  readonly subscribe: (onChange: () => void) => () => void;
}

export function createFollowedAdvertsStore(sources: FollowedAdvertsSources): FollowedAdvertsStore {
  let key: string | null = null;
  let value: FollowedAdverts | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const settle = (forKey: string, next: FollowedAdverts | null) => {
    if (key !== forKey) return; // the session changed meanwhile
    value = next;
    emit();
  };
  // Without kept ids, or when their merge failed (they stay for the next page load), the hearts
  // show what the account has.
  const loadAccount = async (): Promise<string[]> =>
    (await mergeKeptAdverts(sources.storage(), sources.mergeIds)) ?? sources.fetchIds();
  return {
    ensure: (viewerKey) => {
      if (key === viewerKey) return;
      key = viewerKey;
      value = null;
      if (viewerKey === '') {
        settle('', { signedIn: false, ids: new Set(keptAdvertIds(sources.storage())) });
        return;
      }
      loadAccount().then(
        (ids) => settle(viewerKey, { signedIn: true, ids: new Set(ids) }),
        () => settle(viewerKey, null),
      );
    },
    get: (viewerKey) => (viewerKey !== null && key === viewerKey ? value : null),
    setFollowed: (advertId, followed) => {
      if (!value) return;
      const ids = new Set(value.ids);
      if (followed) ids.add(advertId);
      else ids.delete(advertId);
      value = { signedIn: value.signedIn, ids };
      emit();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
