/** In-process SSR execution against the real schema and a throw-away seeded PGlite. */
import { CombinedGraphQLErrors, gql, type NormalizedCacheObject } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApolloCache } from '@/lib/graphql/cache';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createSsrApolloClient } from './execute';

const ListingScreen = gql`
  query Test_ListingScreen($input: ListingInput!) {
    listingScreen(input: $input) {
      category {
        id
        slug
      }
      adverts {
        totalCount
        nodes {
          id
          title
          url
          price {
            amount
            currency
          }
        }
        pageInfo {
          hasNextPage
          endCursor
          pageNumber
        }
      }
    }
  }
`;

const Advert = gql`
  query Test_Advert($id: ID!) {
    advert(id: $id) {
      id
    }
  }
`;

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 80 });
});
afterAll(async () => {
  await t.close();
});

describe('createSsrApolloClient', () => {
  it('runs listingScreen in-process and extract() carries the result to the browser', async () => {
    const client = createSsrApolloClient({ req: { headers: { 'x-transaction-id': 'ssr-test' } }, db: t.db });
    const variables = { input: { categorySlug: 'autoturisme', first: 5 } };
    const { data } = await client.query({ query: ListingScreen, variables });
    const screen = (data as { listingScreen: unknown }).listingScreen as { adverts: { nodes: { id: string; title: string }[]; totalCount: number } };
    expect(screen.adverts.nodes.length).toBeGreaterThan(0);
    expect(screen.adverts.nodes.length).toBeLessThanOrEqual(5);

    const state = client.extract() as NormalizedCacheObject;
    const rootKeys = Object.keys(state['ROOT_QUERY'] ?? {});
    expect(rootKeys.some((key) => key.startsWith('listingScreen('))).toBe(true);
    const first = screen.adverts.nodes[0];
    expect(state[`AdvertCard:${first?.id}`]).toMatchObject({ id: first?.id, title: first?.title });

    // What the browser does with apolloState: the same query is answered from the restored cache.
    const browserCache = createApolloCache(JSON.parse(JSON.stringify(state)) as NormalizedCacheObject);
    expect(browserCache.readQuery({ query: ListingScreen, variables })).toEqual(data);
  });

  it('shapes errors as the HTTP endpoint does (404 and 410)', async () => {
    const client = createSsrApolloClient({ db: t.db });
    const missing = await client.query({ query: Advert, variables: { id: '987654321' } }).catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(missing)).toBe(true);
    if (!CombinedGraphQLErrors.is(missing)) return;
    expect(missing.errors[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const rows = await rawQuery<{ id: string }>(t.db, `select id::text as id from adverts where status = 'archived' order by id limit 1`);
    const inactive = await client.query({ query: Advert, variables: { id: rows[0]?.id } }).catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(inactive) && inactive.errors[0]).toMatchObject({
      message: 'InactiveAd',
      extensions: { status: 410, adId: rows[0]?.id, inactiveAd: true },
    });
  });

  it('applies the depth limit in-process too', async () => {
    let selection = 'id';
    for (let level = 0; level < 10; level += 1) selection = `subcategories { ${selection} }`;
    const client = createSsrApolloClient({ db: t.db });
    const error = await client.query({ query: gql(`query Test_Deep { categories { ${selection} } }`) }).catch((reason: unknown) => reason);
    expect(CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions).toEqual({
      code: 'DEPTH_LIMIT_EXCEEDED',
      status: 400,
      depth: 12,
      maxDepth: 10,
    });
  });

  it('checks the page size in-process too', async () => {
    const client = createSsrApolloClient({ db: t.db });
    const error = await client
      .query({ query: ListingScreen, variables: { input: { categorySlug: 'autoturisme', first: 101 } } })
      .catch((reason: unknown) => reason);
    expect(CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      i18nKey: 'errors.pageSizeTooLarge',
    });
  });
});
