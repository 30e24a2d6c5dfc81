/**
 * Cookie hygiene (SPEC §5, §9): the _fbc cookie is deleted when longer than 200 characters, and
 * the cookie sizes (document.cookie length and count) are measured 2 s after load, then every
 * 30 s, and reported as the page action cookie_sizes.
 */
import { cookieSizes, expiredCookie, isFbcTooLong } from './cookies';
import { recordPageAction } from './track-queue';

export const COOKIE_SIZES_FIRST_MS = 2000;
export const COOKIE_SIZES_EVERY_MS = 30_000;
export const COOKIE_SIZES_ACTION = 'cookie_sizes';

/** What the monitor reads and writes (document.cookie in the browser). */
export interface CookieAccess {
  read: () => string;
  write: (assignment: string) => void;
}

/** One check: drops an over-long _fbc, then reports the sizes. */
export function checkCookies(access: CookieAccess): void {
  if (isFbcTooLong(access.read())) access.write(expiredCookie('_fbc'));
  recordPageAction(COOKIE_SIZES_ACTION, cookieSizes(access.read()));
}

/** Starts the checks; returns the stop. */
export function startCookieMonitor(access: CookieAccess): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    checkCookies(access);
    interval = setInterval(() => checkCookies(access), COOKIE_SIZES_EVERY_MS);
  }, COOKIE_SIZES_FIRST_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
