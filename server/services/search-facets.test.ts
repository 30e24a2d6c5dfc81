import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { AdvertFilters, AdvertSearchFiltersDto } from './ads.types';
import { refreshFacetCounts } from './facet-counts';
import { countAdverts, listingScreen } from './search';
import { getAdvertSearchFilters } from './search-facets';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
});
afterAll(async () => {
  await t.close();
});

/** Live counts grouped by a column, under an SQL condition. */
async function live(groupBy: string, where: string): Promise<Record<string, number>> {
  const rows = await rawQuery<{ value: string; n: number }>(
    t.db,
    `select ${groupBy} as value, count(*)::int as n from adverts a
    left join makes mk on mk.id = a.make_id left join models md on md.id = a.model_id
    where a.category_id = 29 and a.status = 'active' and ${groupBy} is not null and ${where} group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.value, r.n]));
}

function options(list: AdvertSearchFiltersDto['makes']): Record<string, number> {
  return Object.fromEntries(list.map((o) => [o.value, o.count]));
}

describe('filter facets', () => {
  it('counts makes and fuels like a live GROUP BY (rollup path)', async () => {
    const facets = await getAdvertSearchFilters(t.db, 'autoturisme', null);
    expect(options(facets.makes)).toEqual(await live('mk.slug', 'true'));
    expect(options(facets.fuelTypes)).toEqual(await live('upper(a.fuel_type)', 'true'));
    expect(facets.models).toEqual([]);
    expect(facets.makes.map((m) => m.label)).toEqual(
      [...facets.makes.map((m) => m.label)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('gives models of the chosen makes; each facet ignores its own selection', async () => {
    const filters: AdvertFilters = { makes: ['bmw', 'volkswagen'], fuelTypes: ['DIESEL'] };
    const facets = await getAdvertSearchFilters(t.db, 'autoturisme', filters);
    expect(options(facets.makes)).toEqual(await live('mk.slug', `a.fuel_type = 'diesel'`));
    expect(options(facets.models)).toEqual(
      await live('md.slug', `mk.slug in ('bmw', 'volkswagen') and a.fuel_type = 'diesel'`),
    );
    expect(options(facets.fuelTypes)).toEqual(await live('upper(a.fuel_type)', `mk.slug in ('bmw', 'volkswagen')`));
  });

  it('counts live when range or text filters apply', async () => {
    const filters: AdvertFilters = { priceFrom: 40000, yearFrom: 2015, query: 'automată' };
    const facets = await getAdvertSearchFilters(t.db, 'autoturisme', filters);
    const where = `a.price_lei >= 40000 and a.year >= 2015 and a.search_vector @@ websearch_to_tsquery('romanian', volan_unaccent('automată'))`;
    const makes = await live('mk.slug', where);
    expect(Object.keys(makes).length).toBeGreaterThan(0);
    expect(options(facets.makes)).toEqual(makes);
    expect(options(facets.fuelTypes)).toEqual(await live('upper(a.fuel_type)', where));
  });

  it('counts new and used cars like a live GROUP BY (rollup and live paths), for cars only', async () => {
    const condition = `case when a.is_new then 'NEW' else 'USED' end`;
    const cases: [AdvertFilters | null, string][] = [
      [null, 'true'],
      [{ makes: ['dacia'], condition: 'NEW' }, `mk.slug = 'dacia'`],
      [{ priceFrom: 40000, condition: 'USED' }, 'a.price_lei >= 40000'],
      [{ yearFrom: 2010, gearboxes: ['AUTOMATIC'] }, `coalesce(a.year, 0) >= 2010 and a.gearbox = 'automatic'`],
    ];
    for (const [filters, where] of cases) {
      const counts = options((await getAdvertSearchFilters(t.db, 'autoturisme', filters)).conditions);
      expect(counts['USED'], JSON.stringify(filters)).toBeGreaterThan(0);
      expect(counts, JSON.stringify(filters)).toEqual(await live(condition, where));
    }
    expect((await getAdvertSearchFilters(t.db, 'autoutilitare', null)).conditions).toEqual([]);
  });

  it('gives price, year and mileage bounds without the range filters', async () => {
    const facets = await getAdvertSearchFilters(t.db, 'autoturisme', { makes: ['dacia'], priceTo: 1000 });
    const [b] = await rawQuery<Record<string, number>>(
      t.db,
      `select min(price_lei) as p1, max(price_lei) as p2, min(year)::int as y1, max(year)::int as y2, min(mileage) as m1, max(mileage) as m2
      from adverts a join makes mk on mk.id = a.make_id where a.category_id = 29 and a.status = 'active' and mk.slug = 'dacia'`,
    );
    expect(facets.price).toEqual({ min: b?.p1, max: b?.p2 });
    expect(facets.year).toEqual({ min: b?.y1, max: b?.y2 });
    expect(facets.mileage).toEqual({ min: b?.m1, max: b?.m2 });
  });

  it('counts the same through the rollup, the listing and a live count', async () => {
    const filters: AdvertFilters = { makes: ['skoda', 'dacia'] };
    const [row] = await rawQuery<{ n: number }>(
      t.db,
      `select count(*)::int as n from adverts a join makes mk on mk.id = a.make_id where a.category_id = 29 and a.status = 'active' and mk.slug in ('skoda', 'dacia')`,
    );
    expect(await countAdverts(t.db, 'autoturisme', filters)).toBe(row?.n);
    expect((await listingScreen(t.db, { categorySlug: 'autoturisme', filters })).adverts.totalCount).toBe(row?.n);
  });

  it('follows advert changes without a refresh (triggers), as refreshFacetCounts would', async () => {
    const before = await countAdverts(t.db, 'autoturisme', null);
    await rawQuery(
      t.db,
      `update adverts set status = 'archived' where id in (select id from adverts where category_id = 29 and status = 'active' order by id limit 3)`,
    );
    expect(await countAdverts(t.db, 'autoturisme', null)).toBe(before - 3);
    await refreshFacetCounts(t.db);
    expect(await countAdverts(t.db, 'autoturisme', null)).toBe(before - 3);
    const facets = await getAdvertSearchFilters(t.db, 'autoturisme', null);
    expect(options(facets.makes)).toEqual(await live('mk.slug', 'true'));
  });
});
