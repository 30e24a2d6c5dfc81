/**
 * The monitoring label of a request (SPEC §7): POST by the operationName of its JSON body, GET by
 * its operationName query parameter, otherwise 'METHOD:path' without a trailing numeric segment
 * (so '/api/ads/123' and '/api/ads/456' are one series).
 */

const BASE = 'http://relative.invalid';

function nameOf(json: unknown): string | undefined {
  if (Array.isArray(json)) {
    // Batched operations: one label naming them all.
    const names = json.map(nameOf).filter((n): n is string => Boolean(n));
    return names.length > 0 ? names.join(',') : undefined;
  }
  const name = (json as { operationName?: unknown } | null)?.operationName;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The operationName of a JSON body, or of the 'operations' field of a multipart upload. */
export function operationNameFromBody(body: unknown): string | undefined {
  if (typeof body === 'string') return nameOf(parseJson(body));
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const operations = body.get('operations');
    return typeof operations === 'string' ? nameOf(parseJson(operations)) : undefined;
  }
  return undefined;
}

/** The path of a URL or path, with a trailing numeric segment removed. */
export function labelPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, BASE).pathname;
  } catch {
    pathname = url.split(/[?#]/)[0] ?? url;
  }
  return pathname.replace(/\/\d+\/?$/, '') || '/';
}

/** The label a request is monitored under. */
export function monitoringLabel(method: string, url: string, body?: unknown): string {
  const verb = method.toUpperCase();
  if (verb === 'POST') {
    const name = operationNameFromBody(body);
    if (name) return name;
  }
  if (verb === 'GET') {
    try {
      const name = new URL(url, BASE).searchParams.get('operationName');
      if (name) return name;
    } catch {
      // fall through to METHOD:path
    }
  }
  return `${verb}:${labelPath(url)}`;
}
