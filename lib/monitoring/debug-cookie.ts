/** The debug cookie (SPEC §9): `debug=true` turns on the verbose console log. */
import { cookieValue } from './beacon-payload';

/** The cookie's name. */
export const DEBUG_COOKIE = 'debug';

/** True when document.cookie carries debug=true (exactly 'true'; any other value is off). */
export function isDebugCookieSet(cookies: string): boolean {
  return cookieValue(cookies, DEBUG_COOKIE) === 'true';
}
