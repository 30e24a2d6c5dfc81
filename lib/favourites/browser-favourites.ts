/**
 * The favourites a visitor without an account keeps in this browser (SPEC §6): advert ids in
 * local storage, newest first, capped like an account's list (FAVOURITES_MAX of the server), so
 * that the merge on the next signed-in page load is never refused for its size.
 */
import { type KeyValueStorage, readKey, removeKey, writeKey } from '@/lib/session/session-storage';

/** Local storage key of the kept ids (a JSON array of strings, newest first). */
export const BROWSER_FAVOURITES_KEY = 'volan.favourites';

/** The most ids kept; the server's cap on an account's favourites (server/services/favourites.ts). */
export const BROWSER_FAVOURITES_MAX = 200;

/** The i18n key a full list is refused with (the server's own). */
export const TOO_MANY_KEY = 'errors:favourites.tooMany';

/** The kept ids, newest first; [] when none, unreadable or not a list of ids. */
export function keptAdvertIds(storage: KeyValueStorage | null): string[] {
  const raw = readKey(storage, BROWSER_FAVOURITES_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}

/** What keeping a change came to: the new list, or refused (full) with the reason's key. */
export type KeepOutcome =
  { readonly kind: 'kept'; readonly ids: string[] } | { readonly kind: 'refused'; readonly key: string };

/**
 * Adds (first, as the newest) or removes an advert. Throws when the storage is missing or refuses
 * the write (disabled, full), so the heart goes back as it was.
 */
export function keepAdvert(storage: KeyValueStorage | null, advertId: string, followed: boolean): KeepOutcome {
  const others = keptAdvertIds(storage).filter((id) => id !== advertId);
  if (followed && others.length >= BROWSER_FAVOURITES_MAX) return { kind: 'refused', key: TOO_MANY_KEY };
  const ids = followed ? [advertId, ...others] : others;
  if (!writeKey(storage, BROWSER_FAVOURITES_KEY, ids.length > 0 ? JSON.stringify(ids) : ''))
    throw new Error('the browser did not keep the favourites');
  return { kind: 'kept', ids };
}

/** Forgets the kept ids (after they were merged into the account). */
export function clearKeptAdverts(storage: KeyValueStorage | null): void {
  removeKey(storage, BROWSER_FAVOURITES_KEY);
}

/**
 * Merges the ids this browser kept while signed out into the account with `merge`; the browser
 * forgets them only once they are in. Answers the account's ids, or null when nothing was kept or
 * the merge failed (the ids stay for the next page load).
 */
export async function mergeKeptAdverts(
  storage: KeyValueStorage | null,
  merge: (ids: readonly string[]) => Promise<string[]>,
): Promise<string[] | null> {
  const kept = keptAdvertIds(storage);
  if (kept.length === 0) return null;
  try {
    const ids = await merge(kept);
    clearKeptAdverts(storage);
    return ids;
  } catch {
    return null;
  }
}
