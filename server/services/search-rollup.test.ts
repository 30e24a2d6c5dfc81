/**
 * The facet rollups follow adverts without a refresh (triggers of migrations 0007 and 0019): after
 * an insert, an edit (the condition too), an archive and a delete, both rollups equal a
 * recomputation from scratch and the counts and facets the listing shows change accordingly — on
 * PGlite and, when reachable, on a PostgreSQL database of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { countAdverts } from './search';
import { getAdvertSearchFilters } from './search-facets';

function describeRollups(label: string, open: () => Promise<TestDb>): void {
  let t: TestDb;
  beforeAll(async () => {
    t = await open();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const FACETS = `select category_id, subcategory_id, make_id, model_id, fuel_type, advert_count, price_min, price_max,
    year_min, year_max, mileage_min, mileage_max from advert_facet_counts order by 1, 2, 3, 4, 5`;
  const FACETS_FRESH = `select category_id, subcategory_id, make_id, model_id, fuel_type, count(*)::int as advert_count,
    min(price_lei) as price_min, max(price_lei) as price_max, min(year) as year_min, max(year) as year_max,
    min(mileage) as mileage_min, max(mileage) as mileage_max
  from adverts where status = 'active' group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;
  const ATTRIBUTES = `select category_id, subcategory_id, make_id, model_id, attribute, value, advert_count
  from advert_attribute_counts where advert_count > 0 order by 1, 2, 3, 4, 5, 6`;

  async function expectRollupsTrue(): Promise<void> {
    expect(await rawQuery(t.db, FACETS)).toEqual(await rawQuery(t.db, FACETS_FRESH));
    const kept = await rawQuery(t.db, ATTRIBUTES);
    await rawQuery(t.db, 'begin');
    await rawQuery(t.db, 'select volan_refresh_attribute_counts()');
    const fresh = await rawQuery(t.db, ATTRIBUTES);
    await rawQuery(t.db, 'rollback');
    expect(kept).toEqual(fresh);
  }

  const golfs = async (): Promise<number> =>
    countAdverts(t.db, 'autoturisme', { makes: ['volkswagen'], models: ['golf'] });
  const redCount = async (): Promise<number> =>
    (await getAdvertSearchFilters(t.db, 'autoturisme', null)).colors.find((o) => o.value === 'red')?.count ?? 0;

  describe(`rollups kept by triggers on ${label}`, () => {
    it('start equal to a recomputation', async () => {
      await expectRollupsTrue();
    });

    let id = '';
    it('count a posted advert', async () => {
      const [before, red] = [await golfs(), await redCount()];
      const [row] = await rawQuery<{ id: string }>(
        t.db,
        `insert into adverts (category_id, user_id, status, title, make_id, model_id, make_name, model_name, year, mileage,
          fuel_type, color, price_gross, currency, price_lei, city_id, county_code)
        select 29, (select id from users limit 1), 'active', 'Golf nou', mk.id, md.id, mk.name, md.name, 2019, 1,
          'diesel', 'red', 999999, 'LEI', 999999, 1, (select county_code from cities where id = 1)
        from makes mk join models md on md.make_id = mk.id where mk.slug = 'volkswagen' and md.slug = 'golf'
        returning id::text`,
      );
      id = row?.id ?? '';
      expect(id).not.toBe('');
      expect(await golfs()).toBe(before + 1);
      expect(await redCount()).toBe(red + 1);
      await expectRollupsTrue();
    });

    it('follow an edit (colour, price: the bounds too)', async () => {
      const red = await redCount();
      await rawQuery(t.db, `update adverts set color = 'blue', price_lei = 5, price_gross = 5 where id = $1`, [id]);
      expect(await redCount()).toBe(red - 1);
      await expectRollupsTrue();
    });

    it('count new cars from the rollup and follow an advert turned new (the condition facet too)', async () => {
      const newCars = (): Promise<number> => countAdverts(t.db, 'autoturisme', { condition: 'NEW' });
      const live = async (): Promise<number> =>
        (
          await rawQuery<{ n: number }>(
            t.db,
            `select count(*)::int as n from adverts where category_id = 29 and status = 'active' and is_new`,
          )
        )[0]?.n ?? -1;
      const facet = async (): Promise<Record<string, number>> =>
        Object.fromEntries(
          (await getAdvertSearchFilters(t.db, 'autoturisme', null)).conditions.map((o) => [o.value, o.count]),
        );
      const [before, counts] = [await newCars(), await facet()];
      expect(before).toBe(await live());
      expect(counts['USED']).toBeGreaterThan(0);
      await rawQuery(t.db, `update adverts set is_new = true where id = $1`, [id]);
      expect(await newCars()).toBe(before + 1);
      expect(await newCars()).toBe(await live());
      expect(await facet()).toEqual({ NEW: (counts['NEW'] ?? 0) + 1, USED: (counts['USED'] ?? 0) - 1 });
      await expectRollupsTrue();
    });

    it('forget an archived (expired) advert, and count it again when it comes back', async () => {
      const before = await golfs();
      await rawQuery(t.db, `update adverts set status = 'archived' where id = $1`, [id]);
      expect(await golfs()).toBe(before - 1);
      await expectRollupsTrue();
      await rawQuery(t.db, `update adverts set status = 'active' where id = $1`, [id]);
      expect(await golfs()).toBe(before);
      await expectRollupsTrue();
    });

    it('follow a bulk expiry and a deletion', async () => {
      await rawQuery(
        t.db,
        `update adverts set status = 'archived' where id in (select id from adverts where status = 'active' order by id limit 25)`,
      );
      await expectRollupsTrue();
      await rawQuery(t.db, `delete from adverts where id = $1`, [id]);
      await expectRollupsTrue();
    });

    it('keep photo counts and the relevance key (ranked by the stored ad strength, migration 0021)', async () => {
      const [a] = await rawQuery<{ id: string; photo_count: number; relevance_key: string; ad_strength: number }>(
        t.db,
        `select id::text, photo_count, relevance_key::text, ad_strength from adverts where status = 'active' order by id limit 1`,
      );
      if (!a) throw new Error('no advert');
      await rawQuery(t.db, `delete from photos where advert_id = $1`, [a.id]);
      const [b] = await rawQuery<{ photo_count: number; relevance_key: string }>(
        t.db,
        `select photo_count, relevance_key::text from adverts where id = $1`,
        [a.id],
      );
      expect(b?.photo_count).toBe(0);
      // Photos reach the key only through the score the publish stores.
      expect(b?.relevance_key).toBe(a.relevance_key);
      await rawQuery(t.db, `update adverts set ad_strength = ad_strength + 10 where id = $1`, [a.id]);
      const [c] = await rawQuery<{ relevance_key: string }>(
        t.db,
        `select relevance_key::text from adverts where id = $1`,
        [a.id],
      );
      expect(BigInt(c?.relevance_key ?? 0)).toBe(BigInt(a.relevance_key) + BigInt(10 * 1368));
    });
  });
}

describeRollups('PGlite', () => createTestDb({ ads: 200 }));
if (await postgresReachable('search-rollup.test')) {
  // One connection: the recomputation runs inside a transaction it rolls back.
  describeRollups('PostgreSQL', () => createPgTestDb('search_rollup', { ads: 200, maxConnections: 1 }));
}
