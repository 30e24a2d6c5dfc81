/**
 * The same migrations, seed and search on a real PostgreSQL server, in a database of its own
 * (created and dropped here). Skipped, with a message, when the server is not reachable (fails in CI).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { adsServices } from '@/server/services/ads';
import { createDb, type Db, type DbHandle, MIGRATIONS_FOLDER, migrate, rawQuery } from './client';
import { seedDatabase } from './seed';
import { createTestDb, TEST_NOW } from './testing/test-db';
import { skipPostgres } from './testing/postgres-skip';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
const database = `volan_pgtest_${process.pid}_${Date.now().toString(36)}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const reachable = await admin(() => Promise.resolve(true)).catch((error: unknown) => {
  skipPostgres(`[pg.test] PostgreSQL at ${SERVER_URL} is not reachable (${(error as Error).message})`);
  return false;
});

describe.skipIf(!reachable)('PostgreSQL', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${database}`));
    handle = await createDb({ url: SERVER_URL.replace(/\/test$/, `/${database}`), maxConnections: 4 });
    await migrate(handle.db);
    await seedDatabase(handle.db, { ads: 300, uploadDir: null, now: TEST_NOW, log: () => {} });
  });

  afterAll(async () => {
    await handle?.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  it('applies the migrations once (a second run changes nothing)', async () => {
    await migrate(handle.db);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [row] = await rawQuery<{ n: number }>(
      handle.db,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(row?.n).toBe(journal.entries.length);
  });

  it('seeds the same data as on PGlite', async () => {
    const content = async (db: Db): Promise<string> =>
      JSON.stringify(
        await rawQuery(
          db,
          `select id::int, title, price_gross::text, price_lei, vin, user_id::text, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as created from adverts order by id`,
        ),
      );
    const pglite = await createTestDb({ ads: 300 });
    try {
      expect(await content(handle.db)).toBe(await content(pglite.db));
    } finally {
      await pglite.close();
    }
  });

  it('searches, pages and counts', async () => {
    const page1 = await adsServices.listingScreen(handle.db, {
      categorySlug: 'autoturisme',
      sort: 'PRICE_ASC',
      first: 10,
      filters: { query: 'intretinuta' },
    });
    expect(page1.adverts.totalCount).toBeGreaterThan(10);
    const page2 = await adsServices.listingScreen(handle.db, {
      categorySlug: 'autoturisme',
      sort: 'PRICE_ASC',
      first: 10,
      filters: { query: 'intretinuta' },
      after: page1.adverts.pageInfo.endCursor,
    });
    expect(page2.adverts.pageInfo.pageNumber).toBe(2);
    const prices = [...page1.adverts.nodes, ...page2.adverts.nodes].map((n) => n.price.amountLei);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const facets = await adsServices.getAdvertSearchFilters(handle.db, 'autoturisme', { makes: ['bmw'] });
    expect(facets.models.length).toBeGreaterThan(0);
    expect((await adsServices.getAdvert(handle.db, '1')).id).toBe('1');
    await expect(adsServices.getAdvert(handle.db, '2')).rejects.toMatchObject({ name: 'InactiveAdError' });
  });
});
