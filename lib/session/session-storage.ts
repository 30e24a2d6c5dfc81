/**
 * What the session keeps in local storage (SPEC §4, §9): the login type and the post-login
 * redirect URL, plus the key whose changes tell other tabs to refetch the session (sign-out is
 * broadcast this way). Every access is guarded: storage may be missing, full or forbidden.
 */

/** Local storage key of the login variant of the last sign-in (SPEC §9). */
export const LOGIN_TYPE_KEY = 'loginType';
/** Local storage key of the URL to return to after login (SPEC §9). */
export const AUTH_REDIRECT_URL_KEY = 'authRedirectUrl';
/** Local storage key written to broadcast a session change to other tabs (they get a storage event). */
export const SESSION_BROADCAST_KEY = 'volan.session';

/** The login variant our e-mail and password sign-in stores. */
export const EMAIL_LOGIN_TYPE = 'email';

/** The part of Storage used here (window.localStorage fits). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What a tab writes to the broadcast key. */
export interface SessionBroadcast {
  event: 'session';
  data: { trigger: 'signout' };
  /** Milliseconds; makes every write a change, so the storage event always fires. */
  timestamp: number;
}

/** window.localStorage, or null where there is none or it may not be touched. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a key; null when absent or unreadable. */
export function readKey(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key (an empty value removes it); false when storage refused. */
export function writeKey(storage: KeyValueStorage | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    if (value === '') storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key, quietly. */
export function removeKey(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to undo: a storage we cannot touch holds nothing of ours.
  }
}

/** Tells other tabs that this one signed out. */
export function broadcastSignOut(storage: KeyValueStorage | null, nowMs: number): void {
  const message: SessionBroadcast = { event: 'session', data: { trigger: 'signout' }, timestamp: nowMs };
  writeKey(storage, SESSION_BROADCAST_KEY, JSON.stringify(message));
}

/** True when a storage event (its key) is a session broadcast another tab made. */
export function isSessionBroadcast(key: string | null): boolean {
  return key === SESSION_BROADCAST_KEY;
}
