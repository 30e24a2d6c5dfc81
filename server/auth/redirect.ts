/**
 * next-auth's `redirect` callback (and so every callbackUrl): the SPEC §5 sanitiser of
 * lib/routes/redirect-url.ts decides, '/contul-meu/' replaces whatever it refuses, and the result
 * is made absolute on SITE_ORIGIN because next-auth's clients read it with `new URL(url)`.
 */
import { DEFAULT_POST_LOGIN_REDIRECT, sanitizeReturnUrl } from '@/lib/routes/redirect-url';

/** An absolute URL on our site (or an https subdomain) for any input; never throws. */
export function safeRedirect(url: unknown, siteOrigin: string): string {
  const fallback = new URL(DEFAULT_POST_LOGIN_REDIRECT, siteOrigin).href;
  // The bare origin (no slash) is next-auth's own default when the client sent no callbackUrl.
  if (url === siteOrigin) return fallback;
  // The one sanitiser decides; an exact same-origin URL (http in development) becomes its path.
  const clean = sanitizeReturnUrl(url, siteOrigin) || DEFAULT_POST_LOGIN_REDIRECT;
  try {
    return new URL(clean, `${siteOrigin}/`).href;
  } catch {
    return fallback;
  }
}
