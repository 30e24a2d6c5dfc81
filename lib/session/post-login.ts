/**
 * Where a user goes after login (SPEC §2.4, §5): the `redirectUrl` (our protected pages) or
 * `callbackUrl` (next-auth's sign-in redirect, an absolute URL on our origin) of the sign-in page,
 * sanitised, kept in local storage while the user signs up or confirms, default /contul-meu/.
 */
import { DEFAULT_POST_LOGIN_REDIRECT, sanitizeReturnUrl } from '@/lib/routes/redirect-url';
import { AUTH_REDIRECT_URL_KEY, readKey, removeKey, writeKey, type KeyValueStorage } from './session-storage';

/** The return URL of the sign-in page: redirectUrl first, then callbackUrl. */
export function returnUrlFromQuery(query: Readonly<Record<string, unknown>>, siteOrigin: string): string {
  return sanitizeReturnUrl(query['redirectUrl'], siteOrigin) || sanitizeReturnUrl(query['callbackUrl'], siteOrigin);
}

/** Keeps the return URL for after login, as sanitised where it entered (an empty one leaves what is stored). */
export function storeAuthRedirectUrl(storage: KeyValueStorage | null, url: string): void {
  if (url) writeKey(storage, AUTH_REDIRECT_URL_KEY, url);
}

/**
 * The destination after a successful login: the stored URL, else the page's own, default
 * /contul-meu/. Forgets the stored one. Storage is writable by any script of the origin, so what
 * it holds is checked again: the sanitiser is idempotent, so a clean value comes back unchanged.
 */
export function takePostLoginTarget(
  storage: KeyValueStorage | null,
  pageReturnUrl: string,
  siteOrigin: string,
): string {
  const stored = readKey(storage, AUTH_REDIRECT_URL_KEY);
  removeKey(storage, AUTH_REDIRECT_URL_KEY);
  return (
    sanitizeReturnUrl(stored ?? '', siteOrigin) ||
    sanitizeReturnUrl(pageReturnUrl, siteOrigin) ||
    DEFAULT_POST_LOGIN_REDIRECT
  );
}
