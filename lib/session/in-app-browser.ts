/**
 * The product's own iOS and Android apps show the site in a web view (SPEC §1, §9): recognised by
 * utm_source 'android' or 'ios', or by the apps' user agents.
 */

/** User-agent markers of the native apps (SPEC §9). */
export const APP_USER_AGENT_MARKERS: readonly string[] = ['iPhone App', 'Android App', 'iOS App'];

/** True inside the app web view. `search` is location.search (with or without '?'). */
export function isInAppBrowser(search: string, userAgent: string): boolean {
  const source = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('utm_source');
  if (source === 'android' || source === 'ios') return true;
  return APP_USER_AGENT_MARKERS.some((marker) => userAgent.includes(marker));
}
