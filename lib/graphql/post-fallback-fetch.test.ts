import { describe, expect, it } from 'vitest';
import { maxGetUrlLength, withPostFallbackForLongUrls } from './post-fallback-fetch';

interface Seen {
  url: string;
  method: string;
  contentType: string | null;
  body: string | null;
}

/** A terminal fetch that answers 200 and keeps what it was asked. */
function collector(): { fetch: typeof fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      contentType: request.headers.get('content-type'),
      body: request.method === 'GET' ? null : await request.text(),
    });
    return new Response('{"data":{}}', { headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetchImpl, seen };
}

function getUrl(variables: unknown): string {
  const extensions = { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } };
  return (
    'http://localhost/graphql?operationName=listingScreen' +
    `&variables=${encodeURIComponent(JSON.stringify(variables))}` +
    `&extensions=${encodeURIComponent(JSON.stringify(extensions))}`
  );
}

describe('withPostFallbackForLongUrls', () => {
  it('leaves a short GET alone', async () => {
    const { fetch, seen } = collector();
    const url = getUrl({ q: 'short' });
    await withPostFallbackForLongUrls(fetch)(url, { method: 'GET' });
    expect(seen).toEqual([{ url, method: 'GET', contentType: null, body: null }]);
  });

  it('sends a GET whose URL passes 2047 characters as a POST with the same parameters', async () => {
    const { fetch, seen } = collector();
    const variables = { q: 'x'.repeat(2100) };
    const url = getUrl(variables);
    expect(url.length).toBeGreaterThan(maxGetUrlLength);
    await withPostFallbackForLongUrls(fetch)(url, { method: 'GET', headers: { sitecode: 'volan_ro' } });
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('http://localhost/graphql');
    expect(sent?.contentType).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      operationName: 'listingScreen',
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } },
    });
  });

  it('switches exactly past the limit', async () => {
    const { fetch, seen } = collector();
    const base = 'http://localhost/graphql?operationName=a&variables=%22';
    const atLimit = `${base}${'x'.repeat(maxGetUrlLength - base.length - 3)}%22`;
    expect(atLimit).toHaveLength(maxGetUrlLength);
    const wrapped = withPostFallbackForLongUrls(fetch);
    await wrapped(atLimit, { method: 'GET' });
    await wrapped(atLimit.replace('%22', '%22y'), { method: 'GET' });
    expect(seen.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ operationName: 'a', variables: `y${'x'.repeat(1990)}` });
  });

  it('sends an untranslatable long GET unchanged', async () => {
    const { fetch, seen } = collector();
    const url = `http://localhost/graphql?variables=${'x'.repeat(2100)}`;
    await withPostFallbackForLongUrls(fetch)(url, { method: 'GET' });
    expect(seen).toMatchObject([{ method: 'GET', url }]);
  });

  it('keeps other query-string parameters on the URL and never touches a POST', async () => {
    const { fetch, seen } = collector();
    const wrapped = withPostFallbackForLongUrls(fetch, 60);
    await wrapped('http://localhost/graphql?debug=1&operationName=abcdefghijklmnopqrstuvwxyz', { method: 'GET' });
    await wrapped('http://localhost/graphql?operationName=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz', {
      method: 'POST',
      body: '{}',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://localhost/graphql?debug=1' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ operationName: 'abcdefghijklmnopqrstuvwxyz' });
    expect(seen[1]).toMatchObject({ method: 'POST', body: '{}' });
    expect(seen[1]?.url).toContain('operationName=');
  });
});
