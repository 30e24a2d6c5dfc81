/**
 * The performance beacon of SPEC §7 (POST /api/bm): pure rules for its fields, so they are
 * table-tested without a browser. The route matcher is passed in: it weighs about 14 KB gzip
 * (lib/routes/match-route.ts) and only the lazily loaded monitoring chunk may bring it.
 */

/** Resolves a path to its route id, or null when no route matches. */
export type RouteIdResolver = (path: string) => string | null;

/** The JSON body of one beacon (SPEC §7). */
export interface BeaconPayload {
  /** Label: 'web-vital' or 'custom'. */
  readonly l: 'web-vital' | 'custom';
  /** Metric name (FCP, LCP, CLS, FID, TTFB, INP or a custom name). */
  readonly n: string;
  /** Value: ms, or unitless for CLS. */
  readonly v: number;
  /** Current page: 'r:' + route id or 'p:' + path. */
  readonly u: string;
  /** Previous page: 'r:' + route id, 'p:' + path, 'u:' + referrer path, or 'initial'. */
  readonly r: string;
  /** App version (the build id). */
  readonly h: string;
  /** The experiment cookie's entries, sorted, joined by '#'. */
  readonly q: string;
  /** User type: 'private', 'professional' or '' (signed out or unknown). */
  readonly s: string;
}

/** The page fields shared by every beacon of one page load. */
export type BeaconPage = Pick<BeaconPayload, 'u' | 'r' | 'h' | 'q' | 's'>;

/** Longest path kept in u and r (the server refuses longer fields). */
export const MAX_PATH_LENGTH = 200;

/** The experiment cookie (SPEC §9: entries separated by '#'). */
export const EXPERIMENT_COOKIE = 'laquesis';

/** A path without query and hash, cut to MAX_PATH_LENGTH; '/' when empty. */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/u, 1)[0] ?? '';
  return (bare || '/').slice(0, MAX_PATH_LENGTH);
}

/** u: 'r:' + the route id of `path`, or 'p:' + the path when no route matches. */
export function pageRef(path: string, routeIdOf: RouteIdResolver): string {
  const clean = cleanPath(path);
  const routeId = routeIdOf(clean);
  return routeId ? `r:${routeId}` : `p:${clean}`;
}

/** Where the visitor came from, as the browser knows it. */
export interface PreviousPageInput {
  /** The previous page inside this tab's app (a client-side navigation), when there was one. */
  readonly previousPath?: string | null;
  /** document.referrer. */
  readonly referrer: string;
  /** location.origin. */
  readonly origin: string;
}

/**
 * r: the previous page of this app (a client-side navigation, or a same-origin referrer) as
 * 'r:' + route id or 'p:' + path; another site's referrer as 'u:' + its path; otherwise 'initial'.
 */
export function previousPageRef(input: PreviousPageInput, routeIdOf: RouteIdResolver): string {
  if (input.previousPath) return pageRef(input.previousPath, routeIdOf);
  if (!input.referrer) return 'initial';
  let referrer: URL;
  try {
    referrer = new URL(input.referrer);
  } catch {
    return 'initial';
  }
  if (referrer.origin === input.origin) return pageRef(referrer.pathname, routeIdOf);
  return `u:${cleanPath(referrer.pathname)}`;
}

/** One cookie's value from document.cookie (decoded), or '' when absent. */
export function cookieValue(cookies: string, name: string): string {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

/** q: the experiment cookie's non-empty entries, sorted, joined by '#'. */
export function sortedExperiments(cookie: string): string {
  return cookie
    .split('#')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .sort()
    .join('#');
}

/** One web-vital beacon. Values are rounded: CLS to 4 decimals, times to whole ms. */
export function webVitalBeacon(metric: { name: string; value: number }, page: BeaconPage): BeaconPayload {
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return { l: 'web-vital', n: metric.name, v: value, ...page };
}
