/**
 * Route-id constants shared by the matcher and the error classes. Kept apart from match-route.ts so
 * that lib/errors does not pull react-router into every bundle.
 */

/** The route id of a path that matches no route (SPEC §2.1). */
export const NO_ROUTE_ID = 'NoRouteIdConfigured';

/** The route id recorded on errors when none is known (SPEC §2.1). */
export const UNKNOWN_ROUTE_ID = 'unknown';

/** The route id to use as error context: the given one, or 'unknown' when absent or empty. */
export function currentRouteIdForErrors(routeId?: string | null): string {
  return routeId ? routeId : UNKNOWN_ROUTE_ID;
}
