/**
 * next-auth's `redirect` callback (and so every callbackUrl): the SPEC §5 sanitiser of
 * lib/routes/redirect-url.ts decides, '/contul-meu/' replaces whatever it refuses, and the result
 * is made absolute on SITE_ORIGIN because next-auth's clients read it with `new URL(url)`.
 */
import { DEFAULT_POST_LOGIN_REDIRECT, postLoginRedirect, sanitizeRedirectUrl } from '@/lib/routes/redirect-url';

/** The path (with query and hash) of an absolute URL on exactly `siteOrigin`, else null. */
function sameOriginPath(value: unknown, siteOrigin: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.origin === siteOrigin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** An absolute URL on our site (or an https subdomain) for any input; never throws. */
export function safeRedirect(url: unknown, siteOrigin: string): string {
  const fallback = new URL(DEFAULT_POST_LOGIN_REDIRECT, siteOrigin).href;
  // The bare origin (no slash) is next-auth's own default when the client sent no callbackUrl.
  if (url === siteOrigin) return fallback;
  // next-auth's own default callbackUrl is the bare origin; in development that is http, which the
  // sanitiser (https only) would refuse: an exact same-origin URL is safe whatever its scheme.
  const clean = postLoginRedirect(sameOriginPath(url, siteOrigin) ?? url, siteOrigin);
  let resolved: URL;
  try {
    resolved = new URL(clean, `${siteOrigin}/`);
  } catch {
    return fallback;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return fallback;
  // A relative value resolves onto our origin; an absolute one must still pass the sanitiser.
  if (resolved.origin !== siteOrigin && sanitizeRedirectUrl(resolved.href, siteOrigin) === '') return fallback;
  return resolved.href;
}
