/**
 * Where a user goes after login (SPEC §2.4, §5): the `redirectUrl` (our protected pages) or
 * `callbackUrl` (next-auth's sign-in redirect, an absolute URL on our origin) of the sign-in page,
 * sanitised, kept in local storage while the user signs up or confirms, default /contul-meu/.
 */
import { DEFAULT_POST_LOGIN_REDIRECT, postLoginRedirect, sanitizeRedirectUrl } from '@/lib/routes/redirect-url';
import { AUTH_REDIRECT_URL_KEY, readKey, removeKey, writeKey, type KeyValueStorage } from './session-storage';

function firstString(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
}

/**
 * A return URL from the query, as a site-relative path where it can be: an absolute URL on exactly
 * `siteOrigin` (next-auth's callbackUrl, http in development) becomes its path; anything else goes
 * through the SPEC §5 sanitiser ('' when refused).
 */
export function readReturnUrl(value: unknown, siteOrigin: string): string {
  const raw = firstString(value);
  if (raw === null) return '';
  try {
    const origin = new URL(siteOrigin).origin;
    const url = new URL(raw);
    if (url.origin === origin) return sanitizeRedirectUrl(url.pathname + url.search + url.hash, siteOrigin);
  } catch {
    // Not absolute (or no origin configured): the sanitiser decides.
  }
  return sanitizeRedirectUrl(raw, siteOrigin);
}

/** The return URL of the sign-in page: redirectUrl first, then callbackUrl. */
export function returnUrlFromQuery(query: Readonly<Record<string, unknown>>, siteOrigin: string): string {
  return readReturnUrl(query['redirectUrl'], siteOrigin) || readReturnUrl(query['callbackUrl'], siteOrigin);
}

/** Keeps the return URL for after login (an empty one leaves what is stored). */
export function storeAuthRedirectUrl(storage: KeyValueStorage | null, url: string): void {
  if (url) writeKey(storage, AUTH_REDIRECT_URL_KEY, url);
}

/**
 * The destination after a successful login: the stored URL, else the page's own, sanitised again
 * (storage is writable by any script of the origin), default /contul-meu/. Forgets the stored one.
 */
export function takePostLoginTarget(storage: KeyValueStorage | null, pageReturnUrl: string, siteOrigin: string): string {
  const stored = readKey(storage, AUTH_REDIRECT_URL_KEY);
  removeKey(storage, AUTH_REDIRECT_URL_KEY);
  const target = readReturnUrl(stored ?? '', siteOrigin) || readReturnUrl(pageReturnUrl, siteOrigin);
  return postLoginRedirect(target, siteOrigin) || DEFAULT_POST_LOGIN_REDIRECT;
}
