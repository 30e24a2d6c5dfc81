// @vitest-environment jsdom
/**
 * SSR state reaches the browser client: the in-process server client's extract() is handed to the
 * on-demand browser client, which then answers the same query from its cache without a request.
 */
import { gql, type NormalizedCacheObject } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApolloClient, provideApolloState } from '@/lib/graphql/browser-apollo';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createSsrApolloClient } from './execute';

const Categories = gql`
  query Test_Categories {
    categories {
      id
      slug
      advertCount
    }
  }
`;

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ ads: 60 });
});
afterAll(async () => {
  await testDb.close();
});

describe('browser Apollo client', () => {
  it('is hydrated with the SSR cache and answers from it without a request', async () => {
    const server = createSsrApolloClient({ db: testDb.db });
    const ssr = await server.query({ query: Categories });
    const requests: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      requests.push(input instanceof Request ? input.url : input.toString());
      return fetch(input, init);
    };
    provideApolloState(server.extract() as NormalizedCacheObject, { siteCode: 'volan_ro', uri: 'http://127.0.0.1:9/graphql', fetchImpl: recordingFetch });

    const client = await getApolloClient();
    expect(await getApolloClient()).toBe(client);
    const browser = await client.query({ query: Categories, fetchPolicy: 'cache-first' });
    expect(browser.data).toEqual(ssr.data);
    expect(requests).toEqual([]);
  });
});
