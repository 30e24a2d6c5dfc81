/**
 * SPEC §7: persisted queries go out as GET, but a GET URL longer than 2047 characters (old
 * browsers, proxies and CDNs cut there) falls back to POST. Apollo's HttpLink builds the URL
 * itself, so the fallback sits in the fetch it calls: the only place that sees the final URL.
 */

/** A fetch-compatible function (lib/http's FetchFn shape). */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Longest GET URL sent; longer ones become POST. */
export const maxGetUrlLength = 2047;

/** The GraphQL-over-HTTP parameters a GET carries in its query string. */
const graphqlParams = ['query', 'operationName', 'variables', 'extensions'] as const;
const jsonParams = new Set<string>(['variables', 'extensions']);

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The URL as the browser will send it (relative URLs resolved against the page). */
function absoluteLength(url: string): number {
  const base = typeof location === 'undefined' ? undefined : location.href;
  try {
    return base ? new URL(url, base).href.length : url.length;
  } catch {
    return url.length;
  }
}

/**
 * Wraps a fetch so that a GET whose URL would pass `maxLength` characters is sent as a POST with
 * the same GraphQL parameters in a JSON body. Everything else passes through unchanged.
 */
export function withPostFallbackForLongUrls(fetchImpl: FetchLike, maxLength = maxGetUrlLength): FetchLike {
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = urlOf(input);
    if (method !== 'GET' || absoluteLength(url) <= maxLength) return fetchImpl(input, init);

    const queryStart = url.indexOf('?');
    const beforeQuery = queryStart === -1 ? url : url.slice(0, queryStart);
    const params = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
    const body: Record<string, unknown> = {};
    try {
      for (const name of graphqlParams) {
        const value = params.get(name);
        if (value === null) continue;
        body[name] = jsonParams.has(name) ? (JSON.parse(value) as unknown) : value;
        params.delete(name);
      }
    } catch {
      // Not a GraphQL GET we can translate: send it as it is and let the server answer.
      return fetchImpl(input, init);
    }
    const rest = params.toString();
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('content-type', 'application/json');
    return fetchImpl(rest ? `${beforeQuery}?${rest}` : beforeQuery, {
      ...init,
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  };
}
