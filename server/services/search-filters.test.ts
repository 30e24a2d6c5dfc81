/**
 * Every listing filter against a plain SQL reference on a seeded PGlite: the listing's ids and
 * count, and the count service, equal what the WHERE clause of the reference selects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { AdvertFilters } from './ads.types';
import { countAdverts, listingScreen } from './search';
import { getAdvertSearchFilters } from './search-facets';

let t: TestDb;
let seller: string;
let cityId: string;
beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
  // Attributes the seed may leave empty, on a few adverts, so every filter has something to find.
  await rawQuery(
    t.db,
    `update adverts set operating_hours = 500 + (id % 7) * 1000, weight_kg = 3000 + (id % 5) * 4000
      where category_id in (1, 31)`,
  );
  await rawQuery(
    t.db,
    `update adverts set part_type = (array['engine','gearbox','wheels'])[1 + id % 3],
        compatible_make_id = (select id from makes where slug = 'volkswagen'),
        compatible_model_id = case when id % 2 = 0 then (select id from models where slug = 'golf' limit 1) end
      where category_id = 67`,
  );
  // A few more new cars than 300 seeded adverts hold (about 2.6 % of cars are new).
  await rawQuery(t.db, `update adverts set is_new = true where category_id = 29 and id % 11 = 0`);
  await rawQuery(t.db, `update adverts set price_indicator = (array['below','in','above','none'])[1 + id % 4]`);
  const [row] = await rawQuery<{ user_id: string; city_id: string }>(
    t.db,
    `select user_id, city_id::text from adverts where category_id = 29 and status = 'active' order by id limit 1`,
  );
  seller = row?.user_id ?? '';
  cityId = row?.city_id ?? '';
});
afterAll(async () => {
  await t.close();
});

async function referenceIds(category: number, where: string): Promise<string[]> {
  const rows = await rawQuery<{ id: string }>(
    t.db,
    `select a.id::text as id from adverts a where a.category_id = ${category} and a.status = 'active' and (${where}) order by a.id`,
  );
  return rows.map((r) => r.id);
}

async function listedIds(categorySlug: string, filters: AdvertFilters): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let page = await listingScreen(t.db, { categorySlug, filters, first: 100 });
  const total = page.adverts.totalCount;
  ids.push(...page.adverts.nodes.map((n) => n.id));
  while (page.adverts.pageInfo.hasNextPage) {
    page = await listingScreen(t.db, { categorySlug, filters, first: 100, after: page.adverts.pageInfo.endCursor });
    ids.push(...page.adverts.nodes.map((n) => n.id));
  }
  return { ids: ids.sort((a, b) => Number(a) - Number(b)), total };
}

const CASES: [name: string, slug: string, category: number, filters: () => AdvertFilters, where: () => string][] = [
  ['sub-category', 'camioane', 57, () => ({ subcategory: 'cap-tractor' }), () => `subcategory_id = 89`],
  ['gearbox', 'autoturisme', 29, () => ({ gearboxes: ['AUTOMATIC'] }), () => `gearbox = 'automatic'`],
  ['body type', 'autoturisme', 29, () => ({ bodyTypes: ['suv', 'estate'] }), () => `body_type in ('suv', 'estate')`],
  ['doors', 'autoturisme', 29, () => ({ doorCounts: [3] }), () => `door_count = 3`],
  ['colour', 'autoturisme', 29, () => ({ colors: ['black', 'white'] }), () => `color in ('black', 'white')`],
  [
    'seller type',
    'autoturisme',
    29,
    () => ({ sellerTypes: ['PROFESSIONAL'] }),
    () => `user_id in (select id from users where user_type = 'professional')`,
  ],
  ['badges (all of)', 'autoturisme', 29, () => ({ badges: ['LOW_MILEAGE'] }), () => `'low_mileage' = any(badges)`],
  [
    'price indicator',
    'autoturisme',
    29,
    () => ({ priceIndicators: ['BELOW', 'IN'] }),
    () => `price_indicator in ('below', 'in')`,
  ],
  ['power (CP)', 'autoturisme', 29, () => ({ powerFrom: 100, powerTo: 200 }), () => `engine_power between 100 and 200`],
  ['engine capacity', 'autoturisme', 29, () => ({ engineCapacityTo: 1600 }), () => `engine_capacity <= 1600`],
  ['price in EUR', 'autoturisme', 29, () => ({ priceTo: 10000, priceCurrency: 'EUR' }), () => `price_lei <= 49700`],
  [
    'net price',
    'autoturisme',
    29,
    () => ({ priceFrom: 40000, priceKind: 'NET' }),
    () => `coalesce(price_net, price_gross) * case when currency = 'EUR' then 4.97 else 1 end >= 40000`,
  ],
  ['operating hours', 'utilaje-agricole', 1, () => ({ operatingHoursTo: 2000 }), () => `operating_hours <= 2000`],
  ['weight', 'utilaje-constructii', 31, () => ({ weightFrom: 10000 }), () => `weight_kg >= 10000`],
  ['part type', 'piese', 67, () => ({ partTypes: ['ENGINE'] }), () => `part_type = 'engine'`],
  [
    'compatible vehicle',
    'piese',
    67,
    () => ({ compatibleMake: 'volkswagen', compatibleModel: 'golf' }),
    () => `compatible_model_id = (select id from models where slug = 'golf' limit 1)`,
  ],
  ['new cars', 'autoturisme', 29, () => ({ condition: 'NEW' }), () => `is_new`],
  ['used cars', 'autoturisme', 29, () => ({ condition: 'USED' }), () => `not is_new`],
  [
    'new cars of a make',
    'autoturisme',
    29,
    () => ({ condition: 'NEW', makes: ['dacia', 'volkswagen'] }),
    () => `is_new and make_id in (select id from makes where slug in ('dacia', 'volkswagen'))`,
  ],
  ['county', 'autoturisme', 29, () => ({ countyCode: 'CJ' }), () => `county_code = 'CJ'`],
  ['city', 'autoturisme', 29, () => ({ cityId }), () => `city_id = ${cityId}`],
  ['seller', 'autoturisme', 29, () => ({ sellerId: seller }), () => `user_id = '${seller}'`],
  [
    'map bounds',
    'autoturisme',
    29,
    () => ({ bounds: { south: 44, north: 46, west: 23, east: 27 } }),
    () => `city_id in (select id from cities where latitude between 44 and 46 and longitude between 23 and 27)`,
  ],
];

describe('each filter selects what its SQL reference selects', () => {
  for (const [name, slug, category, filters, where] of CASES) {
    it(name, async () => {
      const expected = await referenceIds(category, where());
      const { ids, total } = await listedIds(slug, filters());
      expect(ids).toEqual(expected);
      expect(total).toBe(expected.length);
      expect(await countAdverts(t.db, slug, filters())).toBe(expected.length);
    });
  }

  it('finds something for most filters (the cases are not vacuous)', async () => {
    let nonEmpty = 0;
    for (const [, , category, , where] of CASES) if ((await referenceIds(category, where())).length > 0) nonEmpty += 1;
    expect(nonEmpty).toBeGreaterThanOrEqual(CASES.length - 2);
  });
});

describe('radius', () => {
  it('keeps adverts whose city is within the radius (haversine), whatever the county', async () => {
    const [centre] = await rawQuery<{ id: string; latitude: number; longitude: number }>(
      t.db,
      `select id::text, latitude, longitude from cities where name = 'Cluj-Napoca'`,
    );
    if (!centre) throw new Error('no Cluj-Napoca');
    const distance = `12742 * asin(sqrt(power(sin(radians(c.latitude - ${centre.latitude}) / 2), 2) + cos(radians(${centre.latitude})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${centre.longitude}) / 2), 2)))`;
    for (const km of [1, 50, 150]) {
      const expected = await referenceIds(29, `a.city_id in (select c.id from cities c where ${distance} <= ${km})`);
      const { ids } = await listedIds('autoturisme', { cityId: centre.id, radiusKm: km });
      expect(ids).toEqual(expected);
    }
    const wide = await referenceIds(29, `a.city_id in (select c.id from cities c where ${distance} <= 150)`);
    const counties = await rawQuery<{ n: number }>(
      t.db,
      `select count(distinct county_code)::int as n from adverts where id in (${wide.join(',') || 0})`,
    );
    expect(counties[0]?.n).toBeGreaterThan(1);
  });
});

describe('applicable filters and facets per category', () => {
  it('parts offer part type and compatible vehicle instead of mileage and fuel', async () => {
    const facets = await getAdvertSearchFilters(t.db, 'piese', null);
    expect(facets.applicableFilters).toContain('partTypes');
    expect(facets.applicableFilters).toContain('compatibleMake');
    expect(facets.applicableFilters).not.toContain('mileageFrom');
    expect(facets.applicableFilters).not.toContain('fuelTypes');
    expect(facets.partTypes.map((o) => o.value).sort()).toEqual(['ENGINE', 'GEARBOX', 'WHEELS']);
  });

  it('cars offer every car filter, machinery its hours and weight', async () => {
    const cars = await getAdvertSearchFilters(t.db, 'autoturisme', null);
    for (const field of [
      'makes',
      'generations',
      'gearboxes',
      'bodyTypes',
      'powerFrom',
      'doorCounts',
      'colors',
      'sellerTypes',
      'badges',
      'priceIndicators',
      'countyCode',
      'radiusKm',
      'condition',
    ])
      expect(cars.applicableFilters).toContain(field);
    // Only cars are sold new (decision 0018).
    for (const other of ['autoutilitare', 'motociclete', 'camioane'])
      expect((await getAdvertSearchFilters(t.db, other, null)).applicableFilters).not.toContain('condition');
    const agri = await getAdvertSearchFilters(t.db, 'utilaje-agricole', { subcategory: 'tractoare-agricole' });
    expect(agri.applicableFilters).toEqual(expect.arrayContaining(['operatingHoursFrom', 'weightFrom']));
    expect(agri.operatingHours.min).not.toBeNull();
    const implements_ = await getAdvertSearchFilters(t.db, 'utilaje-agricole', { subcategory: 'masini-pentru-sapat' });
    expect(implements_.applicableFilters).not.toContain('operatingHoursFrom');
  });

  it('counts every facet option like a live GROUP BY, ignoring its own selection', async () => {
    const facets = await getAdvertSearchFilters(t.db, 'autoturisme', { gearboxes: ['MANUAL'], colors: ['black'] });
    const live = async (column: string, where: string) =>
      Object.fromEntries(
        (
          await rawQuery<{ v: string; n: number }>(
            t.db,
            `select ${column} as v, count(*)::int as n from adverts where category_id = 29 and status = 'active' and ${where} and ${column} is not null group by 1`,
          )
        ).map((r) => [r.v, r.n]),
      );
    const asMap = (options: { value: string; count: number }[]) =>
      Object.fromEntries(options.map((o) => [o.value.toLowerCase(), o.count]));
    expect(asMap(facets.gearboxes)).toEqual(await live('gearbox', `color = 'black'`));
    expect(asMap(facets.colors)).toEqual(await live('color', `gearbox = 'manual'`));
    expect(asMap(facets.bodyTypes)).toEqual(await live('body_type', `gearbox = 'manual' and color = 'black'`));
    const counties = Object.fromEntries(facets.counties.map((o) => [o.value.toLowerCase(), o.count]));
    expect(counties).toEqual(await live('lower(county_code)', `gearbox = 'manual' and color = 'black'`));
  });
});
