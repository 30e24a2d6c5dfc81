/**
 * Sends a small JSON body that must survive the page going away (SPEC §7): navigator.sendBeacon,
 * or fetch with keepalive where sendBeacon is missing or refuses (queue full). The beacon carries
 * the JSON as a string (text/plain, a CORS-safelisted type): the endpoints read the raw body
 * whatever its type, and the DevTools protocol shows a string body where it drops a Blob's.
 */

/** What the sender needs of the browser (tests pass their own). */
export interface SendJsonDeps {
  readonly sendBeacon?: (url: string, data: string) => boolean;
  readonly fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

/** The browser's own beacon and fetch. */
function browserDeps(): SendJsonDeps {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    sendBeacon: typeof nav?.sendBeacon === 'function' ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
  };
}

/** Posts `payload` as JSON; returns how it went out ('none' when the browser offers no way). */
export function sendJson(
  url: string,
  payload: unknown,
  deps: SendJsonDeps = browserDeps(),
): 'beacon' | 'fetch' | 'none' {
  const body = JSON.stringify(payload);
  if (deps.sendBeacon?.(url, body)) return 'beacon';
  if (!deps.fetch) return 'none';
  deps
    .fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body })
    // A lost beacon is not worth an error of its own.
    .catch(() => undefined);
  return 'fetch';
}
