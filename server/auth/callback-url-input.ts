/**
 * next-auth refuses a request whose `callbackUrl` query value or callback-url cookie is not an
 * http(s) URL with a 500 ("server configuration"), on every endpoint (session, csrf, providers,
 * signout…), before any callback of ours runs. Both are the visitor's input: they go through the
 * SPEC §5 sanitiser first (server/auth/redirect.ts), so a bad one becomes the safe default.
 */
import type { NextApiRequest } from 'next';
import { safeRedirect } from './redirect';

/** next-auth's callback-url cookie, plain and on https. */
const CALLBACK_URL_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'] as const;

/** The cookies with every callback-url cookie sanitised (a copy; other cookies untouched). */
export function withSafeCallbackCookies(
  cookies: Partial<Record<string, string>>,
  siteOrigin: string,
): Partial<Record<string, string>> {
  const safe = { ...cookies };
  for (const name of CALLBACK_URL_COOKIES) {
    const value = safe[name];
    if (value !== undefined) safe[name] = safeRedirect(value, siteOrigin);
  }
  return safe;
}

/** Sanitises the callbackUrl query value and the callback-url cookies of an /api/auth request in place. */
export function sanitiseCallbackInputs(req: Pick<NextApiRequest, 'query' | 'cookies'>, siteOrigin: string): void {
  const value = req.query['callbackUrl'];
  if (value !== undefined) req.query['callbackUrl'] = safeRedirect(Array.isArray(value) ? value[0] : value, siteOrigin);
  req.cookies = withSafeCallbackCookies(req.cookies, siteOrigin);
}
