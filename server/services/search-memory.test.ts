/**
 * The in-memory search index (search-memory.ts) answers counts, facets and range bounds exactly as
 * SQL does (the same services with the index turned off), for filters of every group, and stays
 * exact as adverts are posted, edited, expired, re-activated and deleted — on PGlite and, when
 * reachable, on PostgreSQL, where a transaction that commits after the index looked is also seen.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { AdvertFilters } from './ads.types';
import { countAdverts } from './search';
import { getAdvertSearchFilters } from './search-facets';
import { requireCategory } from './catalog';
import { resolveFilters } from './search-filters';
import { memoryStore, setMemoryIndexOn } from './search-memory';
import { type MemoryFacet, memoryFacetCounts } from './search-memory-facets';
import { LIST_TUNING } from './search-memory-narrow';
import { memoryCount, SCAN_TUNING } from './search-memory-query';

/** The facets of the car listing, as search-facets.ts asks them (the model facet under a make). */
const FACETS: MemoryFacet[] = [
  { key: 'make', omit: ['make', 'model', 'generation'] },
  { key: 'fuel', omit: ['fuel'] },
  ...['gearbox', 'body', 'doors', 'color', 'seller', 'badge', 'indicator'].map(
    (key) => ({ key, omit: [key] }) as MemoryFacet,
  ),
  { key: 'county', omit: ['location'] },
  { key: 'condition', omit: ['condition'] },
];

interface Sample {
  make: string;
  model: string;
  city: string;
  county: string;
  seller: string;
}

function filterSets(s: Sample): [string, AdvertFilters][] {
  return [
    ['ranges', { priceFrom: 20_000, priceTo: 150_000, yearFrom: 2008, mileageTo: 250_000 }],
    ['make + ranges', { makes: [s.make], priceTo: 200_000, yearTo: 2020 }],
    ['make + model + price + year', { makes: [s.make], models: [s.model], priceFrom: 1000, yearFrom: 2000 }],
    ['radius', { cityId: s.city, radiusKm: 100 }],
    ['county + gearbox + colour', { countyCode: s.county, gearboxes: ['MANUAL'], colors: ['black', 'grey'] }],
    ['make + gearbox + colour', { makes: [s.make], gearboxes: ['AUTOMATIC'], colors: ['white'] }],
    [
      'net price in EUR, mileage from',
      { priceKind: 'NET', priceCurrency: 'EUR', priceFrom: 3000, mileageFrom: 50_000 },
    ],
    [
      'power, capacity, doors, body',
      { powerFrom: 90, engineCapacityTo: 2500, doorCounts: [4, 5], bodyTypes: ['suv', 'sedan'] },
    ],
    [
      'badges, seller type, indicator',
      { badges: ['LOW_MILEAGE'], sellerTypes: ['PROFESSIONAL'], priceIndicators: ['BELOW', 'IN'] },
    ],
    ['map bounds + fuel', { bounds: { north: 47, south: 44, east: 28, west: 21 }, fuelTypes: ['DIESEL', 'PETROL'] }],
    ['seller', { sellerId: s.seller, yearFrom: 2005 }],
    ['new cars', { condition: 'NEW', priceFrom: 1000 }],
    ['used cars + gearbox', { condition: 'USED', gearboxes: ['AUTOMATIC'] }],
    ['new cars of a make (the condition rollup)', { condition: 'NEW', makes: [s.make] }],
    ['used cars in a county', { condition: 'USED', countyCode: s.county }],
    // Shapes of the compiled scans (search-memory-scan.ts): a soft group with several tests, two
    // makes' lists, the antimeridian, one-sided bounds where a missing value matters.
    ['radius + ranges + colour', { cityId: s.city, radiusKm: 50, priceTo: 120_000, colors: ['black', 'white'] }],
    ['two makes + body + doors', { makes: [s.make, 'volkswagen'], bodyTypes: ['hatchback'], doorCounts: [5] }],
    ['map bounds across the antimeridian', { bounds: { north: 48, south: 43, east: 23, west: 25 } }],
    ['year up to, power up to', { yearTo: 2012, powerTo: 150 }],
    ['mileage up to + county', { mileageTo: 120_000, countyCode: s.county }],
  ];
}

function describeIndex(label: string, open: () => Promise<TestDb>, concurrent: boolean): void {
  let t: TestDb;
  let sets: [string, AdvertFilters][] = [];
  let sample: Sample;
  beforeAll(async () => {
    t = await open();
    const [s] = await rawQuery<Sample>(
      t.db,
      `select mk.slug as make, md.slug as model, a.city_id::text as city, a.county_code as county, a.user_id::text as seller
        from adverts a join makes mk on mk.id = a.make_id join models md on md.id = a.model_id
        where a.category_id = 29 and a.status = 'active' order by a.id limit 1`,
    );
    if (!s) throw new Error('no active car advert');
    sample = s;
    sets = filterSets(s);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  /**
   * Counts and facets of every filter set, from the index and from SQL, must be equal; the index's
   * both with the bitsets per value and the facet passes of decision 0038, and without (0032), and
   * with the packed facet words of decision 0045, and without.
   */
  async function expectSameAsSql(): Promise<void> {
    for (const [name, filters] of sets) {
      const fromIndex = [
        await countAdverts(t.db, 'autoturisme', filters),
        await getAdvertSearchFilters(t.db, 'autoturisme', filters),
      ];
      // Straight from the store (the services keep results per store version).
      const store = await memoryStore(t.db, 29);
      if (!store) throw new Error('the index is not loaded');
      const f = await resolveFilters(t.db, await requireCategory(t.db, 'autoturisme'), filters);
      const scans = (): unknown[] => [memoryCount(store, f), memoryFacetCounts(store, f, FACETS)];
      const byValues = scans();
      SCAN_TUNING.byValues = false;
      const before = scans();
      SCAN_TUNING.byValues = true;
      expect(byValues, `${name}: scans of 0038 and 0032`).toEqual(before);
      // Facets counted from the packed words and from a column each (decision 0045).
      SCAN_TUNING.packed = false;
      const columns = scans();
      SCAN_TUNING.packed = true;
      expect(byValues, `${name}: packed words and columns`).toEqual(columns);
      // The make facet by the makes' stretches and by a read per match (decision 0046).
      SCAN_TUNING.runs = false;
      const perMatch = scans();
      SCAN_TUNING.runs = true;
      expect(byValues, `${name}: makes by stretches and per match`).toEqual(perMatch);
      // A make's slots narrowed by the bitset filters first (a popular make at 1M adverts).
      const refineOver = LIST_TUNING.refineOver;
      LIST_TUNING.refineOver = 0;
      const refined = scans();
      LIST_TUNING.refineOver = refineOver;
      expect(refined, `${name}: a make's slots narrowed by bitsets`).toEqual(before);
      setMemoryIndexOn(t.db, false);
      const fromSql = [
        await countAdverts(t.db, 'autoturisme', filters),
        await getAdvertSearchFilters(t.db, 'autoturisme', filters),
      ];
      setMemoryIndexOn(t.db, true);
      expect(fromIndex, name).toEqual(fromSql);
    }
  }

  const ranges: AdvertFilters = { priceFrom: 1, yearFrom: 2000, mileageTo: 300_000 };
  const rangeCount = (): Promise<number> => countAdverts(t.db, 'autoturisme', ranges);

  describe(`in-memory search index on ${label}`, () => {
    it('answers like SQL for filters of every group', async () => {
      // The index is in use (a small database loads at the first call) and the searches find adverts.
      expect((await memoryStore(t.db, 29))?.live).toBeGreaterThan(50);
      const found = await Promise.all(sets.map(([, filters]) => countAdverts(t.db, 'autoturisme', filters)));
      expect(found.filter((n) => n > 0).length).toBeGreaterThan(5);
      await expectSameAsSql();
    });

    let id = '';
    it('counts a posted advert at once, and follows its edit', async () => {
      const before = await rangeCount();
      const [row] = await rawQuery<{ id: string }>(
        t.db,
        `insert into adverts (category_id, user_id, status, title, make_id, model_id, make_name, model_name, year, mileage,
          fuel_type, gearbox, color, price_gross, currency, price_lei, city_id, county_code)
        select 29, (select id from users limit 1), 'active', 'Nou', mk.id, md.id, mk.name, md.name, 2015, 100000,
          'diesel', 'manual', 'black', 50000, 'LEI', 50000, c.id, c.county_code
        from makes mk join models md on md.make_id = mk.id, cities c
        where mk.slug = 'volkswagen' and md.slug = 'golf' and c.id = (select min(id) from cities)
        returning id::text`,
      );
      id = row?.id ?? '';
      expect(await rangeCount()).toBe(before + 1);
      await expectSameAsSql();
      await rawQuery(t.db, `update adverts set year = 1995, color = 'white' where id = $1`, [id]);
      expect(await rangeCount()).toBe(before);
      await expectSameAsSql();
    });

    it('counts new and used cars, the condition facet ignoring its own selection, and follows an advert turned new', async () => {
      const condition = async (filters: AdvertFilters): Promise<Record<string, number>> =>
        Object.fromEntries(
          (await getAdvertSearchFilters(t.db, 'autoturisme', filters)).conditions.map((o) => [o.value, o.count]),
        );
      // The advert posted above, back inside `ranges`.
      await rawQuery(t.db, `update adverts set year = 2016 where id = $1`, [id]);
      const before = await condition(ranges);
      expect(before['USED']).toBeGreaterThan(0);
      expect(await condition({ ...ranges, condition: 'NEW' })).toEqual(before);
      expect(await condition({ ...ranges, condition: 'USED' })).toEqual(before);
      expect((before['NEW'] ?? 0) + (before['USED'] ?? 0)).toBe(await rangeCount());
      expect(await countAdverts(t.db, 'autoturisme', { ...ranges, condition: 'USED' })).toBe(before['USED']);
      await rawQuery(t.db, `update adverts set is_new = true where id = $1`, [id]);
      const after = await condition(ranges);
      expect(after).toEqual({ NEW: (before['NEW'] ?? 0) + 1, USED: (before['USED'] ?? 0) - 1 });
      expect(await countAdverts(t.db, 'autoturisme', { ...ranges, condition: 'NEW' })).toBe(after['NEW']);
      await expectSameAsSql();
      await rawQuery(t.db, `update adverts set is_new = false where id = $1`, [id]);
      expect(await condition(ranges)).toEqual(before);
    });

    it('keeps the range bounds while only the ranges move, and follows an edit that moves them', async () => {
      const { make } = sample;
      const bounds = async (priceTo: number): Promise<unknown> => {
        const { price, year, mileage } = await getAdvertSearchFilters(t.db, 'autoturisme', { makes: [make], priceTo });
        return { price, year, mileage };
      };
      const first = await bounds(100_000);
      // Another price bound is another search, but the bounds ignore the ranges: the same values.
      expect(await bounds(250_000)).toEqual(first);
      setMemoryIndexOn(t.db, false);
      expect(await bounds(250_000)).toEqual(first);
      setMemoryIndexOn(t.db, true);
      // A dearer advert of the make moves the price bound, for every price filter.
      const [row] = await rawQuery<{ id: string }>(
        t.db,
        `update adverts set price_lei = 9999999 where id = (select a.id from adverts a join makes mk on mk.id = a.make_id
          where mk.slug = $1 and a.status = 'active' and a.category_id = 29 order by a.id limit 1) returning id::text`,
        [make],
      );
      expect(row).toBeDefined();
      const moved = (await bounds(300_000)) as { price: { max: number } };
      expect(moved.price.max).toBe(9999999);
      setMemoryIndexOn(t.db, false);
      expect(await bounds(300_000)).toEqual(moved);
      setMemoryIndexOn(t.db, true);
      await expectSameAsSql();
    });

    it('forgets an expired advert and counts it again when it comes back, then a deleted one', async () => {
      await rawQuery(t.db, `update adverts set year = 2016 where id = $1`, [id]);
      const before = await rangeCount();
      await rawQuery(t.db, `update adverts set status = 'archived' where id = $1`, [id]);
      expect(await rangeCount()).toBe(before - 1);
      await rawQuery(t.db, `update adverts set status = 'active' where id = $1`, [id]);
      expect(await rangeCount()).toBe(before);
      await rawQuery(t.db, `delete from adverts where id = $1`, [id]);
      expect(await rangeCount()).toBe(before - 1);
      await expectSameAsSql();
    });

    it('follows a bulk expiry', async () => {
      await rawQuery(
        t.db,
        `update adverts set status = 'archived' where id in (select id from adverts where status = 'active' order by id limit 40)`,
      );
      await expectSameAsSql();
    });

    it.runIf(concurrent)('sees a transaction that commits after the index looked', async () => {
      const before = await rangeCount();
      let release = (): void => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written = (): void => undefined;
      const insertedNow = new Promise<void>((resolve) => {
        written = resolve;
      });
      const slow = t.db.transaction(async (tx) => {
        await tx.execute(
          sql`update adverts set year = 1990 where id = (select id from adverts where status = 'active' and category_id = 29 and year >= 2000 and price_lei >= 1 and mileage <= 300000 order by id limit 1)`,
        );
        written();
        await gate;
      });
      await insertedNow;
      // A later, committed change makes the index look while the slow transaction is still open.
      await rawQuery(
        t.db,
        `update adverts set year = 1991 where id = (select max(id) from adverts where status = 'active' and category_id = 29 and year >= 2000 and price_lei >= 1 and mileage <= 300000)`,
      );
      expect(await rangeCount()).toBe(before - 1);
      release();
      await slow;
      expect(await rangeCount()).toBe(before - 2);
      await expectSameAsSql();
    });
  });
}

describeIndex('PGlite', () => createTestDb({ ads: 300 }), false);
if (await postgresReachable('search-memory.test')) {
  describeIndex('PostgreSQL', () => createPgTestDb('search_memory', { ads: 300, maxConnections: 4 }), true);
}
