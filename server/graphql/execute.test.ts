/** In-process SSR execution against the real schema and a throw-away seeded PGlite. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createSsrExecutor, OperationError } from './execute';

interface ListingData {
  listingScreen: {
    category: { id: number; slug: string };
    adverts: { totalCount: number; nodes: { id: string; title: string; url: string }[] };
  };
}

const ListingScreen: TypedDocumentNode<ListingData, { input: { categorySlug: string; first: number } }> = gql`
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

const Advert: TypedDocumentNode<{ advert: { id: string } }, { id: string | undefined }> = gql`
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

async function failure(promise: Promise<unknown>): Promise<OperationError> {
  const error = await promise.then(
    () => new Error('expected the operation to fail'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof OperationError)) throw error;
  return error;
}

describe('createSsrExecutor', () => {
  it('runs listingScreen in-process and returns plain data (no __typename added, no cache)', async () => {
    const execute = createSsrExecutor({ req: { headers: { 'x-transaction-id': 'ssr-test' } }, db: t.db });
    const data = await execute(ListingScreen, { input: { categorySlug: 'autoturisme', first: 5 } });
    const nodes = data.listingScreen.adverts.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.length).toBeLessThanOrEqual(5);
    expect(Object.keys(nodes[0] ?? {}).sort()).toEqual(['id', 'price', 'title', 'url']);
    expect(data.listingScreen.category.slug).toBe('autoturisme');
    // Props travel as JSON: the data must survive the trip unchanged.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('shapes errors as the HTTP endpoint does (404 and 410)', async () => {
    const execute = createSsrExecutor({ db: t.db });
    const missing = await failure(execute(Advert, { id: '987654321' }));
    expect(missing.errors[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const rows = await rawQuery<{ id: string }>(
      t.db,
      `select id::text as id from adverts where status = 'archived' order by id limit 1`,
    );
    const inactive = await failure(execute(Advert, { id: rows[0]?.id }));
    expect(inactive.errors[0]).toMatchObject({
      message: 'InactiveAd',
      extensions: { status: 410, adId: rows[0]?.id, inactiveAd: true },
    });
  });

  it('applies the depth limit in-process too', async () => {
    let selection = 'id';
    for (let level = 0; level < 10; level += 1) selection = `subcategories { ${selection} }`;
    const execute = createSsrExecutor({ db: t.db });
    const error = await failure(execute(gql(`query Test_Deep { categories { ${selection} } }`), {}));
    expect(error.errors[0]?.extensions).toEqual({
      code: 'DEPTH_LIMIT_EXCEEDED',
      status: 400,
      depth: 12,
      maxDepth: 10,
    });
  });

  it('checks the page size in-process too', async () => {
    const execute = createSsrExecutor({ db: t.db });
    const error = await failure(execute(ListingScreen, { input: { categorySlug: 'autoturisme', first: 101 } }));
    expect(error.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      i18nKey: 'errors:search.pageSizeTooLarge',
    });
  });
});
