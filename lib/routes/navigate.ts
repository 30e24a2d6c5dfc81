/**
 * URLs from route ids (SPEC §2.1): params substituted, then either a query object or trailing path
 * segments; plus the pagination and link-opening helpers. Pure string work: no react-router here,
 * so links can be built anywhere without the matcher's bundle cost.
 */
import { routePatterns, type RouteId } from './route-table';

/** A route-table lookup failed; the message is the SPEC's wording (§5, §8). */
export class RouteError extends Error {
  constructor(
    message: string,
    readonly routeId: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** 'Route {id} is not defined'. */
export class RouteNotDefinedError extends RouteError {
  constructor(routeId: string) {
    super(`Route ${routeId} is not defined`, routeId);
    this.name = 'RouteNotDefinedError';
  }
}

/** 'Route {id} does not have an index {n}'. */
export class RouteIndexError extends RouteError {
  constructor(
    routeId: string,
    readonly index: number,
  ) {
    super(`Route ${routeId} does not have an index ${index}`, routeId);
    this.name = 'RouteIndexError';
  }
}

/** A pattern needs a param the caller did not give (not in the SPEC; silently building '/undefined' would be worse). */
export class RouteParamError extends RouteError {
  constructor(
    routeId: string,
    readonly param: string,
  ) {
    super(`Route ${routeId} is missing the param ${param}`, routeId);
    this.name = 'RouteParamError';
  }
}

/** One query value; null and undefined are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
/** A query object for `routeUrl`. */
export type Query = Readonly<Record<string, QueryValue>>;
/** A path param; arrays fill catch-alls. */
export type ParamValue = string | number | readonly (string | number)[];

/** How to build a URL for a route id. */
export interface RouteUrlOptions {
  /** Values for {param}, {...param} and [[...param]] segments. */
  readonly params?: Readonly<Record<string, ParamValue | undefined>>;
  readonly query?: Query;
  /** Trailing segments: they replace the pattern from its first '[' on. */
  readonly segments?: readonly (string | number)[];
  /** Which of the route's patterns (default 0). */
  readonly index?: number;
}

const enc = (value: string | number): string => encodeURIComponent(String(value));

function asList(value: ParamValue | undefined): string[] {
  if (value === undefined) return [];
  // Empty strings count as missing: they would silently collapse a segment.
  return (Array.isArray(value) ? value : [value]).map((v: string | number) => enc(v)).filter(Boolean);
}

function substitute(routeId: string, template: string, params: RouteUrlOptions['params'] = {}): string {
  return template
    .split('/')
    .map((part) => {
      const optional = /^\[\[\.\.\.([\w-]+)\]\]$/.exec(part)?.[1];
      if (optional) return asList(params[optional]).join('/');
      const catchAll = /^\{\.\.\.([\w-]+)\}$/.exec(part)?.[1];
      const single = /^\{([\w-]+)\}$/.exec(part)?.[1];
      const name = catchAll ?? single;
      if (!name) return part;
      const values = asList(params[name]);
      if (values.length === 0 || (single && values.length > 1)) throw new RouteParamError(routeId, name);
      return values.join('/');
    })
    .join('/');
}

function tidy(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
}

/** Query string with a leading '?', or '' for an empty query. */
export function queryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const list = Array.isArray(value) ? value : [value];
    for (const item of list as readonly (string | number | boolean)[]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The pattern of a route id at an index, with the SPEC's two errors. */
export function routePattern(routeId: string, index = 0): string {
  const patterns = routePatterns(routeId);
  if (!patterns) throw new RouteNotDefinedError(routeId);
  const pattern = patterns[index];
  if (typeof pattern !== 'string') throw new RouteIndexError(routeId, index);
  return pattern;
}

/**
 * A site-relative URL for a route id: '/autoturisme/bmw?page=2'. Typed to the table's ids so a link
 * to a route that does not exist fails the type check; ids read from data go through `urlOfRouteId`.
 */
export function routeUrl(routeId: RouteId, options: RouteUrlOptions = {}): string {
  return urlOfRouteId(routeId, options);
}

/** `routeUrl` for a route id that arrives as a plain string; throws the SPEC's errors for unknown ids. */
export function urlOfRouteId(routeId: string, options: RouteUrlOptions = {}): string {
  const pattern = routePattern(routeId, options.index ?? 0);
  let path: string;
  if (options.segments) {
    const cut = pattern.indexOf('[');
    const head = substitute(routeId, cut >= 0 ? pattern.slice(0, cut) : pattern, options.params);
    path = tidy(`${head}/${options.segments.map(enc).join('/')}`);
  } else {
    path = tidy(substitute(routeId, pattern, options.params));
  }
  return path + queryString(options.query);
}

/**
 * The URL of page `page` of a listing: `target` is a path or URL (its other query parameters are
 * kept) or a route id (built with `params`). Page numbers start at 1.
 */
export function paginationUrl(target: string, page: number, params?: RouteUrlOptions['params']): string {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`Invalid page number: ${page}`);
  const isPath = target.startsWith('/');
  const isAbsolute = /^https?:\/\//i.test(target);
  if (!isPath && !isAbsolute) return urlOfRouteId(target, { params, query: { page } });
  const url = new URL(target, 'http://relative.invalid');
  url.searchParams.set('page', String(page));
  return isAbsolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

/** Where and how a link opens. */
export interface ResolvedLink {
  readonly url: string;
  readonly target: '_self' | '_blank';
  /** Set for new tabs so the opened page cannot reach back through window.opener. */
  readonly rel?: 'noopener noreferrer';
}

const OPENABLE = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Resolves a link (SPEC §2.1): same tab unless `newTab`; a relative path becomes absolute on
 * `origin`. Null for schemes a link must never open (javascript:, data:, ...) or unparsable input.
 */
export function resolveLink(href: string, origin: string, options: { newTab?: boolean } = {}): ResolvedLink | null {
  let url: URL;
  try {
    url = new URL(href.trim(), origin);
  } catch {
    return null;
  }
  if (!OPENABLE.has(url.protocol)) return null;
  return options.newTab
    ? { url: url.href, target: '_blank', rel: 'noopener noreferrer' }
    : { url: url.href, target: '_self' };
}

/** The part of `window` that `openLink` uses. */
export interface LinkWindow {
  readonly location: { readonly origin: string; assign(url: string): void };
  open(url: string, target: string, features?: string): unknown;
}

/** Opens a link in this tab (default) or a new one; false when the link was refused. */
export function openLink(href: string, options: { newTab?: boolean; win?: LinkWindow } = {}): boolean {
  const win = options.win ?? (globalThis as { window?: LinkWindow }).window;
  if (!win) return false;
  const link = resolveLink(href, win.location.origin, options);
  if (!link) return false;
  if (link.target === '_blank') win.open(link.url, '_blank', 'noopener,noreferrer');
  else win.location.assign(link.url);
  return true;
}

/** The listing of a category, its first page without filters: '/autoturisme'. */
export function listingUrl(category: string): string {
  return routeUrl('listing', { params: { category } });
}
