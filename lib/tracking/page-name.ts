/**
 * The tracking page name of a path: its route id (lib/routes, SPEC §2.1) in snake_case, e.g.
 * '/' → home, '/contul-meu' → my_account; a path of no route is 'unknown'. Imports the route
 * matcher (react-router, ~14 KB gzip): only the lazily loaded tracking runtime may use it.
 */
import { routeIdOf } from '@/lib/routes/match-route';
import { NO_ROUTE_ID, UNKNOWN_ROUTE_ID } from '@/lib/routes/route-id';

/** camelCase → snake_case. */
export function snakeCase(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/gu, '$1_$2').toLowerCase();
}

/** The page name of `path` (query and hash ignored). */
export function pageNameOf(path: string): string {
  const id = routeIdOf(path.split(/[?#]/u)[0] || '/');
  return id === NO_ROUTE_ID ? UNKNOWN_ROUTE_ID : snakeCase(id);
}
