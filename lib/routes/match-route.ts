/**
 * Path -> route id (SPEC §2.1). Ranking (static > dynamic > catch-all) is react-router's own
 * `matchRoutes`; this file only translates our segment forms into react-router paths:
 * {param} -> ':param'; {...param} -> ':param/*' (a required catch-all needs at least one segment,
 * and react-router's bare '*' also matches zero); [[...param]] -> two routes, the bare prefix and
 * 'prefix/*'. Closed params ({category}, {subcategory}) are expanded into static segments.
 *
 * Bundle note: react-router is not tree-shaken down to matchRoutes (its shared chunk has
 * unannotated top-level calls); importing this file costs about 37 KB minified / 14 KB gzip on top
 * of React. Import it where a path must be read (server, _app), not from leaf components.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { parsePattern, type Segment } from './route-pattern';
import { NO_ROUTE_ID } from './route-id';
import { ROUTES, closedParamValues, type RouteId } from './route-table';

export { currentRouteIdForErrors } from './route-id';

/** Route params: catch-alls as string arrays, like Next's router.query; empty optional catch-alls absent. */
export type RouteParams = Record<string, string | string[]>;

/** The route a path resolves to. */
export interface RouteMatchResult<Id extends string = RouteId> {
  readonly routeId: Id | typeof NO_ROUTE_ID;
  readonly params: RouteParams;
  /** Index of the matched pattern within the route id's patterns (absent when unmatched). */
  readonly index?: number;
  /** The matched pattern as written in the table (absent when unmatched). */
  readonly pattern?: string;
}

/** The closed-parameter lookup of route-table.ts, or another for other tables. */
export type ClosedParamValues = typeof closedParamValues;

interface CatchAll {
  readonly name: string;
  readonly required: boolean;
}

type TableRoute<Id extends string> = RouteObject & {
  readonly routeId: Id;
  readonly patternIndex: number;
  readonly pattern: string;
  readonly fixed: Readonly<Record<string, string>>;
  readonly catchAll?: CatchAll;
};

interface Expansion {
  readonly segments: readonly Segment[];
  readonly fixed: Readonly<Record<string, string>>;
}

/** Replaces closed params by each of their values, depth first (sub-categories follow the category). */
function expand(
  closed: ClosedParamValues,
  segments: readonly Segment[],
  from = 0,
  fixed: Record<string, string> = {},
): Expansion[] {
  for (let i = from; i < segments.length; i++) {
    const segment = segments[i];
    if (segment?.kind !== 'param') continue;
    const values = closed(segment.name, fixed);
    if (!values) continue;
    return values.flatMap((value) => {
      const next = segments.slice();
      next[i] = { kind: 'static', value };
      return expand(closed, next, i + 1, { ...fixed, [segment.name]: value });
    });
  }
  return [{ segments, fixed }];
}

function toRouterPaths(segments: readonly Segment[]): { paths: string[]; catchAll?: CatchAll } {
  const parts: string[] = [];
  for (const segment of segments) {
    if (segment.kind === 'static') parts.push(segment.value);
    else if (segment.kind === 'param') parts.push(`:${segment.name}`);
    else if (segment.kind === 'catchAll') {
      parts.push(`:${segment.name}`, '*');
      return { paths: [`/${parts.join('/')}`], catchAll: { name: segment.name, required: true } };
    } else {
      const bare = `/${parts.join('/')}`;
      const splat = `/${[...parts, '*'].join('/')}`;
      return { paths: [bare, splat], catchAll: { name: segment.name, required: false } };
    }
  }
  return { paths: [`/${parts.join('/')}`] };
}

/** A route table as react-router route objects. */
function toRouterRoutes<Id extends string>(
  table: Readonly<Record<Id, readonly string[]>>,
  closed: ClosedParamValues,
): TableRoute<Id>[] {
  const routes: TableRoute<Id>[] = [];
  for (const [routeId, patterns] of Object.entries(table) as [Id, readonly string[]][]) {
    patterns.forEach((pattern, patternIndex) => {
      for (const { segments, fixed } of expand(closed, parsePattern(pattern))) {
        const { paths, catchAll } = toRouterPaths(segments);
        for (const path of paths) {
          routes.push({
            path,
            caseSensitive: true,
            routeId,
            patternIndex,
            pattern,
            fixed,
            ...(catchAll ? { catchAll } : {}),
          });
        }
      }
    });
  }
  return routes;
}

function pathOf(input: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(input)) {
    try {
      return new URL(input).pathname;
    } catch {
      return input;
    }
  }
  return input === '' ? '/' : input;
}

function firstSegment(pathname: string): string {
  const raw = pathname.split(/[?#]/)[0]?.split('/')[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Routes grouped by their static first segment, each group also holding the routes whose first
 * segment is dynamic. react-router flattens and ranks the whole list on every call (~3 ms for the
 * ~450 expanded routes); a group holds the only candidates for paths starting with its segment,
 * so ranking within it is the same and a match costs a fraction.
 */
function bucketByFirstSegment<Id extends string>(
  routes: readonly TableRoute<Id>[],
): {
  readonly buckets: ReadonlyMap<string, TableRoute<Id>[]>;
  readonly wildcard: TableRoute<Id>[];
} {
  const keyOf = (route: TableRoute<Id>): string | null => {
    const first = (route.path ?? '').split('/')[1] ?? '';
    return first.startsWith(':') || first === '*' ? null : first;
  };
  const wildcard = routes.filter((route) => keyOf(route) === null);
  const buckets = new Map<string, TableRoute<Id>[]>();
  for (const route of routes) {
    const key = keyOf(route);
    if (key === null) continue;
    if (!buckets.has(key)) buckets.set(key, [...wildcard]);
    buckets.get(key)?.push(route);
  }
  return { buckets, wildcard };
}

/**
 * A matcher for a route table (the app's is `matchRoute`); the table is converted on first use.
 * Query and hash are ignored; full URLs are accepted.
 */
export function createRouteMatcher<Id extends string>(
  table: Readonly<Record<Id, readonly string[]>>,
  closed: ClosedParamValues = closedParamValues,
): (path: string) => RouteMatchResult<Id> {
  let grouped: ReturnType<typeof bucketByFirstSegment<Id>> | undefined;
  return (path) => {
    grouped ??= bucketByFirstSegment(toRouterRoutes(table, closed));
    const pathname = pathOf(path);
    const candidates = grouped.buckets.get(firstSegment(pathname)) ?? grouped.wildcard;
    const matches = matchRoutes(candidates, pathname);
    const match = matches?.[matches.length - 1];
    if (!match) return { routeId: NO_ROUTE_ID, params: {} };
    const { route } = match;
    const params: RouteParams = { ...route.fixed };
    for (const [key, value] of Object.entries(match.params)) {
      if (key !== '*' && value !== undefined) params[key] = value;
    }
    if (route.catchAll) {
      const rest = (match.params['*'] ?? '').split('/').filter(Boolean);
      const head = route.catchAll.required ? [match.params[route.catchAll.name] ?? ''] : [];
      const value = [...head, ...rest];
      if (value.length > 0) params[route.catchAll.name] = value;
      else delete params[route.catchAll.name];
    }
    return { routeId: route.routeId, params, index: route.patternIndex, pattern: route.pattern };
  };
}

/** The route id and params of a path in the app's route table (SPEC §2). */
export const matchRoute: (path: string) => RouteMatchResult = createRouteMatcher(ROUTES);

/** The route id of a path, or 'NoRouteIdConfigured'. */
export function routeIdOf(path: string): RouteId | typeof NO_ROUTE_ID {
  return matchRoute(path).routeId;
}
