/**
 * Who may read the sandbox mailbox: only someone holding MAILBOX_SECRET (printed by `npm start` and
 * `npm run dev`). The key arrives once in the query (`/dev/mailbox?key=…`), is swapped for an
 * httpOnly cookie scoped to the page, and the page redirects to drop it from the address bar. The
 * client address is never a credential: behind a reverse proxy every visitor is loopback.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the mailbox lives. */
export const MAILBOX_PAGE = '/dev/mailbox';
/** The query parameter that carries the key. */
export const MAILBOX_KEY_PARAM = 'key';
/** The cookie that holds the access after the key was shown once. */
export const MAILBOX_COOKIE = 'volan-mailbox';
/** The cookie lasts a working day; the printed link opens it again. */
const COOKIE_MAX_AGE_SECONDS = 12 * 60 * 60;

/** A digest of `value` keyed for `purpose`: fixed length, so comparing two takes the same time whatever they hold. */
function digest(secret: string, purpose: string, value: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest();
}

/** True when `given` is the secret; compared in constant time (no length or prefix leaks). */
export function isMailboxKey(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || given === '' || secret === '') return false;
  return timingSafeEqual(digest(secret, 'key', given), digest(secret, 'key', secret));
}

/** The cookie's value: derived from the secret, so the secret itself is never stored in the browser. */
export function mailboxCookieValue(secret: string): string {
  return digest(secret, 'cookie', 'mailbox').toString('base64url');
}

/** True when the cookie value proves a key was shown; constant time. */
export function isMailboxCookie(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || given === '' || secret === '') return false;
  return timingSafeEqual(digest(secret, 'check', given), digest(secret, 'check', mailboxCookieValue(secret)));
}

/** How a request reaches the mailbox: with the key in the query, with the cookie, or not at all. */
export type MailboxAccess = 'key' | 'cookie' | 'none';

/** Decides from the query value of `key` and the cookie value; a wrong key never falls back to the cookie. */
export function mailboxAccess(request: { key: unknown; cookie: unknown }, secret: string): MailboxAccess {
  const key: unknown = Array.isArray(request.key) ? (request.key as unknown[])[0] : request.key;
  if (key !== undefined) return isMailboxKey(key, secret) ? 'key' : 'none';
  return isMailboxCookie(request.cookie, secret) ? 'cookie' : 'none';
}

/** The Set-Cookie header that grants access: httpOnly, SameSite=Strict, only for the mailbox page. */
export function mailboxCookieHeader(secret: string, secure: boolean): string {
  const attributes = [`Path=${MAILBOX_PAGE}`, `Max-Age=${COOKIE_MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${MAILBOX_COOKIE}=${mailboxCookieValue(secret)}`, ...attributes].join('; ');
}

/** The link that opens the mailbox, as the start scripts print it. */
export function mailboxLink(origin: string, secret: string): string {
  const url = new URL(MAILBOX_PAGE, origin);
  url.searchParams.set(MAILBOX_KEY_PARAM, secret);
  return url.href;
}
