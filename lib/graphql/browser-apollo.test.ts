// @vitest-environment jsdom
/**
 * The on-demand browser client starts empty: pages render from their own props and hand it no
 * server cache, so the first query of a flow goes to the server (with the configured site code);
 * it follows the persistedQueries flag.
 */
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { configureApolloClient, getApolloClient, setPersistedQueries } from './browser-apollo';

const Categories = gql`
  query Test_Categories {
    categories {
      id
      slug
    }
  }
`;

describe('browser Apollo client', () => {
  it('is created once, on first use, with the configured links and an empty cache', async () => {
    const requests: { url: string; method: string; siteCode: string | null; body: string }[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      requests.push({
        url: request.url,
        method: request.method,
        siteCode: request.headers.get('sitecode'),
        body: typeof init?.body === 'string' ? init.body : '',
      });
      return Promise.resolve(
        new Response(
          JSON.stringify({ data: { categories: [{ __typename: 'Category', id: '1', slug: 'autoturisme' }] } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    };
    configureApolloClient({ siteCode: 'volan_ro', uri: 'http://127.0.0.1:9/graphql', fetchImpl: recordingFetch });
    // A later config (another page's _app render) does not replace the first.
    configureApolloClient({ siteCode: 'other', uri: 'http://127.0.0.1:9/other' });

    const client = await getApolloClient();
    expect(await getApolloClient()).toBe(client);
    expect(client.extract()).toEqual({});
    const result = await client.query({ query: Categories, fetchPolicy: 'cache-first' });
    expect(result.data).toEqual({ categories: [{ __typename: 'Category', id: '1', slug: 'autoturisme' }] });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:9\/graphql/);
    expect(requests[0]?.siteCode).toBe('volan_ro');
    // Persisted queries (the flag's default): the hash by GET.
    expect(requests[0]?.method).toBe('GET');

    // The persistedQueries flag off (issue 15; _app sets it): the same client sends the full text by POST.
    setPersistedQueries(false);
    await client.query({ query: Categories, fetchPolicy: 'network-only' });
    expect(requests[1]?.method).toBe('POST');
    expect(requests[1]?.body).toContain('query Test_Categories');
    setPersistedQueries(true);
  });
});
