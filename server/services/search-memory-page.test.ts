/**
 * Listing pages from the in-memory search index (search-memory-page.ts) equal SQL's (the same
 * service with the index off) in every sort order, forwards and backwards, for filters of several
 * groups, whichever way the index finds them: the heap over every candidate, the walk of a sort
 * order from the cursor, and a walk that gives up and falls back to the heap. Then again after
 * adverts are posted, edited and expired (the orders' tail and dead slots). On PGlite and, when
 * reachable, PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { AdvertFilters, AdvertSort } from './ads.types';
import { listingScreen } from './search';
import { setMemoryIndexOn } from './search-memory';
import { LIST_TUNING } from './search-memory-narrow';
import { PAGE_TUNING } from './search-memory-page';

const SORTS: AdvertSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'MILEAGE_ASC', 'YEAR_DESC', 'RELEVANCE'];
const DEFAULT_TUNING = { ...PAGE_TUNING };
const DEFAULT_REFINE = LIST_TUNING.refineOver;
/**
 * The ways of finding a page, forced through the tuning; the last two with a make's slots as a
 * bitset intersected with the bitset filters first (what a popular make at 1M adverts gets).
 */
const WAYS: [string, typeof PAGE_TUNING, number][] = [
  ['heap', { ...DEFAULT_TUNING, heapCandidates: Number.POSITIVE_INFINITY, heapCost: 0 }, DEFAULT_REFINE],
  ['walk', { heapCandidates: 0, heapCost: 0, walkShare: 1, walkMin: Number.POSITIVE_INFINITY }, DEFAULT_REFINE],
  ['walk that gives up', { heapCandidates: 0, heapCost: 0, walkShare: 0, walkMin: 1 }, DEFAULT_REFINE],
  ['walk first over few candidates', { ...DEFAULT_TUNING, heapCost: Number.POSITIVE_INFINITY }, DEFAULT_REFINE],
  ['heap over a make’s bitset', { ...DEFAULT_TUNING, heapCandidates: Number.POSITIVE_INFINITY, heapCost: 0 }, 0],
  ['walk that gives up, then a make’s bitset', { heapCandidates: 0, heapCost: 0, walkShare: 0, walkMin: 1 }, 0],
];

function describePages(label: string, open: () => Promise<TestDb>): void {
  let t: TestDb;
  let sets: [string, AdvertFilters][] = [];
  beforeAll(async () => {
    t = await open();
    const [s] = await rawQuery<{ make: string; county: string }>(
      t.db,
      `select mk.slug as make, a.county_code as county from adverts a join makes mk on mk.id = a.make_id
        where a.category_id = 29 and a.status = 'active' group by mk.slug, a.county_code order by count(*) desc limit 1`,
    );
    sets = [
      ['no filter', {}],
      ['fuel', { fuelTypes: ['DIESEL'] }],
      // A rare value far down some orders (new cars by ascending price): a walk gives up on it.
      ['new cars', { condition: 'NEW' }],
      ['ranges', { priceFrom: 20_000, priceTo: 150_000, yearFrom: 2008, mileageTo: 250_000 }],
      ['make', { makes: [s?.make ?? ''] }],
      ['county + gearbox', { countyCode: s?.county ?? '', gearboxes: ['MANUAL'] }],
      [
        'make + county + gearbox + ranges',
        {
          makes: [s?.make ?? ''],
          countyCode: s?.county ?? '',
          gearboxes: ['MANUAL'],
          yearFrom: 2006,
          mileageTo: 280_000,
        },
      ],
      ['free text', { query: 'garantie' }],
      ['nothing matches', { priceFrom: 1, priceTo: 2 }],
    ];
  }, 120_000);
  afterAll(async () => {
    Object.assign(PAGE_TUNING, DEFAULT_TUNING);
    LIST_TUNING.refineOver = DEFAULT_REFINE;
    await t.close();
  });
  afterEach(() => {
    Object.assign(PAGE_TUNING, DEFAULT_TUNING);
    LIST_TUNING.refineOver = DEFAULT_REFINE;
  });

  /** Three pages forwards, then one back: cards, counts and page info. */
  async function walk(filters: AdvertFilters, sort: AdvertSort): Promise<unknown[]> {
    const input = { categorySlug: 'autoturisme', sort, first: 7, filters };
    const pages = [await listingScreen(t.db, input)];
    for (let k = 0; k < 2; k += 1) {
      const after = pages[pages.length - 1]?.adverts.pageInfo.endCursor;
      if (after) pages.push(await listingScreen(t.db, { ...input, after }));
    }
    const before = pages[pages.length - 1]?.adverts.pageInfo.startCursor;
    if (before) pages.push(await listingScreen(t.db, { ...input, before }));
    return pages.map((p) => [p.adverts.nodes.map((n) => n.id), p.adverts.totalCount, p.adverts.pageInfo]);
  }

  async function expectSameAsSql(): Promise<void> {
    for (const [name, filters] of sets)
      for (const sort of SORTS) {
        setMemoryIndexOn(t.db, false);
        const fromSql = await walk(filters, sort);
        setMemoryIndexOn(t.db, true);
        for (const [way, tuning, refineOver] of WAYS) {
          Object.assign(PAGE_TUNING, tuning);
          LIST_TUNING.refineOver = refineOver;
          expect(await walk(filters, sort), `${name} by ${sort}, ${way}`).toEqual(fromSql);
        }
      }
  }

  describe(`memory pages on ${label}`, () => {
    it('equal SQL in every sort, forwards and backwards, whichever way they are found', async () => {
      // The searches find several pages.
      expect((await walk({}, 'NEWEST')).length).toBe(4);
      await expectSameAsSql();
    }, 300_000);

    it('follow posted, edited and expired adverts (the orders’ tail and dead slots)', async () => {
      await rawQuery(
        t.db,
        `insert into adverts (category_id, user_id, status, title, make_id, model_id, make_name, model_name, year, mileage,
          fuel_type, gearbox, color, price_gross, currency, price_lei, city_id, county_code)
        select 29, (select id from users limit 1), 'active', 'Garanție', mk.id, md.id, mk.name, md.name, 2015, 100000,
          'diesel', 'manual', 'black', 50000, 'LEI', 50000, c.id, c.county_code
        from makes mk join models md on md.make_id = mk.id, cities c
        where mk.slug = 'volkswagen' and md.slug = 'golf' and c.id = (select min(id) from cities)`,
      );
      await rawQuery(
        t.db,
        `update adverts set price_gross = price_gross + 1, price_lei = price_lei + 1, mileage = null
          where id in (select id from adverts where category_id = 29 and status = 'active' order by id desc limit 5)`,
      );
      await rawQuery(
        t.db,
        `update adverts set status = 'archived'
          where id in (select id from adverts where category_id = 29 and status = 'active' order by id limit 5)`,
      );
      await expectSameAsSql();
    }, 300_000);

    // A memory page is computed from the store as it stands and its cards are read beside the
    // index's look at the change log (search.ts, memoryPageRows). A change committed since the
    // index last looked makes that guess stale: the page must be computed and read again.
    it('are computed again when the look finds a change the guessed page did not know', async () => {
      const input = { categorySlug: 'autoturisme', sort: 'PRICE_ASC' as const, first: 5 };
      const page = async (): Promise<unknown[]> => {
        const screen = await listingScreen(t.db, input);
        const cards = screen.adverts.nodes.map((n) => [n.id, n.price]);
        return [cards, screen.adverts.totalCount, screen.category, screen.adverts.pageInfo.hasNextPage];
      };
      const sqlPage = async (): Promise<unknown[]> => {
        setMemoryIndexOn(t.db, false);
        const fromSql = await page();
        setMemoryIndexOn(t.db, true);
        return fromSql;
      };
      const ids = async (): Promise<string[]> => (await listingScreen(t.db, input)).adverts.nodes.map((n) => n.id);
      const [cheapest, second] = await ids();
      // The cheapest car becomes the dearest: the guess still puts it first.
      await rawQuery(t.db, `update adverts set price_gross = 90000000, price_lei = 90000000 where id = $1`, [cheapest]);
      const afterEdit = await page();
      expect((afterEdit[0] as string[][]).map(([id]) => id)).not.toContain(cheapest);
      expect(afterEdit).toEqual(await sqlPage());
      // The next cheapest is archived: the guess still holds it (its card would be missing, the page short).
      await rawQuery(t.db, `update adverts set status = 'archived' where id = $1`, [second]);
      const afterExpiry = await page();
      expect((afterExpiry[0] as unknown[]).length).toBe(5);
      expect((afterExpiry[0] as string[][]).map(([id]) => id)).not.toContain(second);
      expect(afterExpiry).toEqual(await sqlPage());
      // Nothing changed since: the guessed page is the answer, and still SQL's.
      expect(await page()).toEqual(await sqlPage());
    }, 120_000);
  });
}

describePages('PGlite', () => createTestDb({ ads: 300 }));
if (await postgresReachable('search-memory-page.test')) {
  describePages('PostgreSQL', () => createPgTestDb('search_memory_page', { ads: 300, maxConnections: 4 }));
}
