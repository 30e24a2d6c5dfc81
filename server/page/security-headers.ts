/**
 * The security headers of the site (docs/security.md). Pure functions, no environment: next.config.ts
 * imports the static part, pages/_document.tsx the per-request part.
 *
 * - Every response (next.config.ts headers()): nosniff, Referrer-Policy, X-Frame-Options DENY and a
 *   baseline CSP without nonce (what the static 404 page and non-page responses get).
 * - Every server-rendered page (_document): a CSP with a fresh nonce for Next's scripts and
 *   'strict-dynamic' (the chunks those scripts load are trusted in turn), replacing the baseline;
 *   HSTS when the request came over https.
 *
 * Styles: CSS Modules arrive as <link> tags ('self'); the style tags Next inserts on client-side
 * navigation carry the nonce (it reads it from the <noscript data-n-css> tag <Head nonce> writes).
 * style-src-attr stays 'unsafe-inline' because React renders `style` attributes (dialog layers, ad
 * slot heights, the /flows diagram); an attribute cannot run script and is only reachable through
 * markup injection, which the script policy already defeats. Development (`next dev`) needs
 * 'unsafe-eval' (React's debugging) and inline <style> tags (style-loader), so it gets both.
 */

/** Options of the page policy. */
export interface PagePolicyOptions {
  /** Base64 nonce of this response, or null for the baseline policy. */
  nonce: string | null;
  /** `next dev`: eval and inline styles are allowed. */
  development: boolean;
  /** Served over https: mixed content is upgraded. */
  https: boolean;
  /** More image sources (the map search's tile server, lib/map/tile-source.ts). */
  imageSources?: readonly string[];
  /**
   * The analytics provider's origin when its script is configured (TRACKING_SCRIPT_URL): its requests
   * and pixels go there (connect-src, img-src). The script itself needs no entry: a script of ours
   * adds it, which 'strict-dynamic' trusts.
   */
  trackingOrigin?: string | null;
}

/** The origin of the analytics provider's script URL, or null (none configured, or not https). */
export function trackingScriptOrigin(scriptUrl: string | undefined): string | null {
  if (!scriptUrl) return null;
  try {
    const url = new URL(scriptUrl);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A header as next.config.ts headers() wants it. */
export interface HeaderEntry {
  key: string;
  value: string;
}

/** One year, with subdomains: the whole site is https once it is https at all. */
export const hstsValue = 'max-age=31536000; includeSubDomains';

/** The Content-Security-Policy value. */
export function contentSecurityPolicy({
  nonce,
  development,
  https,
  imageSources = [],
  trackingOrigin = null,
}: PagePolicyOptions): string {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const tracking = trackingOrigin ? [trackingOrigin] : [];
  const scripts = nonce ? ["'self'", ...nonceSource, "'strict-dynamic'"] : ["'self'"];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts, ...(development ? ["'unsafe-eval'"] : [])],
    // A nonce makes browsers ignore 'unsafe-inline', so development leaves the nonce out of style-src.
    ['style-src', "'self'", ...(development ? ["'unsafe-inline'"] : nonceSource)],
    ['style-src-attr', "'unsafe-inline'"],
    // Photos are served by the app under /media; QR codes and small icons come as data: URIs; map tiles
    // come from the configured tile server.
    ['img-src', "'self'", 'data:', ...imageSources, ...tracking],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...tracking, ...(development ? ['ws:', 'wss:'] : [])],
    // Web Workers (the VIN challenge's solver) come from our own files; 'strict-dynamic' in
    // script-src would otherwise refuse them, as a worker's script carries no nonce.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Headers of every response; next.config.ts sends them for every path. */
export function staticSecurityHeaders(development: boolean): HeaderEntry[] {
  return [
    // `next dev` serves a script (_clientMiddlewareManifest.js) as application/json, which nosniff refuses.
    ...(development ? [] : [{ key: 'X-Content-Type-Options', value: 'nosniff' }]),
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers without frame-ancestors; both refuse every framing, same origin included.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ nonce: null, development, https: false }) },
  ];
}

/** The headers a server-rendered page adds (replacing the baseline CSP). */
export function pageSecurityHeaders(options: PagePolicyOptions & { nonce: string }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...(options.https ? { 'Strict-Transport-Security': hstsValue } : {}),
  };
}

/**
 * True when the visitor's request was https: the public origin is https, or a trusted proxy
 * (TRUST_PROXY_HOPS > 0) says so in X-Forwarded-Proto. Without trusted proxies the header is
 * whatever the client sent and is ignored.
 */
export function isHttpsRequest(
  siteOrigin: string,
  forwardedProto: string | string[] | undefined,
  trustProxyHops: number,
): boolean {
  if (siteOrigin.startsWith('https://')) return true;
  if (trustProxyHops <= 0 || forwardedProto === undefined) return false;
  const values = (Array.isArray(forwardedProto) ? forwardedProto.join(',') : forwardedProto)
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== '');
  // Each trusted proxy may append the scheme it saw; the outermost trusted one saw the visitor's.
  return values[Math.max(0, values.length - trustProxyHops)] === 'https';
}
