import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { AdvertFilters, AdvertSort, ListingInput, ListingScreenDto } from './ads.types';
import { UserInputError } from './ads.types';
import { countAdverts, listingScreen } from './search';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
});
afterAll(async () => {
  await t.close();
});

interface Row {
  id: number;
  created_at: Date;
  price_lei: number;
  mileage: number | null;
  year: number | null;
  relevance_key: string;
}

/** The expected order, computed in JS from every matching row. */
async function expectedIds(
  categoryId: number,
  sort: AdvertSort,
  where = 'true',
  params: unknown[] = [],
): Promise<string[]> {
  const rows = await rawQuery<Row>(
    t.db,
    `select id::int as id, created_at, price_lei, mileage, year, relevance_key from adverts where category_id = ${categoryId} and status = 'active' and ${where}`,
    params,
  );
  const key: Record<AdvertSort, (r: Row) => number> = {
    NEWEST: (r) => -new Date(r.created_at).getTime(),
    PRICE_ASC: (r) => r.price_lei,
    PRICE_DESC: (r) => -r.price_lei,
    MILEAGE_ASC: (r) => r.mileage ?? 2147483647,
    YEAR_DESC: (r) => -(r.year ?? 0),
    RELEVANCE: (r) => -Number(r.relevance_key),
  };
  const idDirection = sort === 'PRICE_ASC' || sort === 'MILEAGE_ASC' ? 1 : -1;
  return rows.sort((a, b) => key[sort](a) - key[sort](b) || idDirection * (a.id - b.id)).map((r) => String(r.id));
}

/** Walks every page forward, then back from the last page; checks both walks agree. */
async function walk(input: ListingInput): Promise<{ ids: string[]; pages: number; first: ListingScreenDto }> {
  const forward: ListingScreenDto[] = [];
  let page = await listingScreen(t.db, input);
  forward.push(page);
  while (page.adverts.pageInfo.hasNextPage) {
    page = await listingScreen(t.db, { ...input, after: page.adverts.pageInfo.endCursor });
    forward.push(page);
    expect(page.adverts.pageInfo.pageNumber).toBe(forward.length);
    expect(forward.length).toBeLessThan(500);
  }
  const backward: ListingScreenDto[] = [page];
  while (page.adverts.pageInfo.hasPreviousPage) {
    page = await listingScreen(t.db, { ...input, before: page.adverts.pageInfo.startCursor });
    backward.unshift(page);
    expect(backward.length).toBeLessThan(500);
  }
  expect(backward.map((p) => p.adverts.nodes.map((n) => n.id))).toEqual(
    forward.map((p) => p.adverts.nodes.map((n) => n.id)),
  );
  expect(backward.map((p) => p.adverts.pageInfo.pageNumber)).toEqual(forward.map((_, i) => i + 1));
  expect(
    new Set([...forward, ...backward].map((p) => `${p.adverts.totalCount}/${p.adverts.pageInfo.pageCount}`)).size,
  ).toBe(1);
  const firstPage = forward[0];
  if (!firstPage) throw new Error('no page');
  return { ids: forward.flatMap((p) => p.adverts.nodes.map((n) => n.id)), pages: forward.length, first: firstPage };
}

const SORTS: AdvertSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'MILEAGE_ASC', 'YEAR_DESC', 'RELEVANCE'];

describe('keyset pagination', () => {
  for (const sort of SORTS) {
    it(`walks ${sort} forward and back without skipping or repeating (cars)`, async () => {
      const { ids, pages, first } = await walk({ categorySlug: 'autoturisme', sort, first: 7 });
      expect(ids).toEqual(await expectedIds(29, sort));
      expect(new Set(ids).size).toBe(ids.length);
      expect(first.adverts.totalCount).toBe(ids.length);
      expect(first.adverts.pageInfo.pageCount).toBe(pages);
      expect(first.adverts.pageInfo.hasPreviousPage).toBe(false);
    });

    it(`walks ${sort} where years and mileages are missing (parts)`, async () => {
      const { ids, first } = await walk({ categorySlug: 'piese', sort, first: 4 });
      expect(ids).toEqual(await expectedIds(67, sort));
      expect(first.adverts.totalCount).toBe(ids.length);
    });
  }

  it('walks a filtered search (make + price range)', async () => {
    const filters: AdvertFilters = { makes: ['volkswagen', 'bmw', 'dacia'], priceFrom: 20000, priceTo: 150000 };
    const { ids, first } = await walk({ categorySlug: 'autoturisme', sort: 'PRICE_DESC', first: 5, filters });
    const expected = await expectedIds(
      29,
      'PRICE_DESC',
      `make_name in ('Volkswagen', 'BMW', 'Dacia') and price_lei between 20000 and 150000`,
    );
    expect(ids).toEqual(expected);
    expect(expected.length).toBeGreaterThan(5);
    expect(first.adverts.totalCount).toBe(expected.length);
  });

  for (const sort of ['RELEVANCE', 'PRICE_ASC'] as const) {
    it(`walks a radius + gearbox search by ${sort} both ways`, async () => {
      const [city] = await rawQuery<{ id: string; latitude: number; longitude: number }>(
        t.db,
        `select id::text, latitude, longitude from cities where name = 'București'`,
      );
      if (!city) throw new Error('no București');
      const filters: AdvertFilters = { cityId: city.id, radiusKm: 150, gearboxes: ['MANUAL'] };
      const { ids, first } = await walk({ categorySlug: 'autoturisme', sort, first: 4, filters });
      const within = `city_id in (select id from cities c where 12742 * asin(sqrt(power(sin(radians(c.latitude - ${city.latitude}) / 2), 2) + cos(radians(${city.latitude})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${city.longitude}) / 2), 2))) <= 150)`;
      const expected = await expectedIds(29, sort, `gearbox = 'manual' and ${within}`);
      expect(ids).toEqual(expected);
      expect(expected.length).toBeGreaterThan(8);
      expect(first.adverts.totalCount).toBe(expected.length);
    });
  }

  it('returns an empty first page for a search without results', async () => {
    const page = await listingScreen(t.db, { categorySlug: 'autoturisme', filters: { priceFrom: 1_900_000_000 } });
    expect(page.adverts.nodes).toEqual([]);
    expect(page.adverts.totalCount).toBe(0);
    expect(page.adverts.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
      pageNumber: 1,
    });
  });
});

describe('cursors', () => {
  async function endCursor(input: ListingInput): Promise<string> {
    const cursor = (await listingScreen(t.db, input)).adverts.pageInfo.endCursor;
    if (!cursor) throw new Error('no cursor');
    return cursor;
  }

  async function expectBadCursor(input: ListingInput): Promise<void> {
    await expect(listingScreen(t.db, input)).rejects.toMatchObject({
      name: 'UserInputError',
      key: 'errors:search.badCursor',
    });
  }

  it('rejects a tampered cursor', async () => {
    const cursor = await endCursor({ categorySlug: 'autoturisme', first: 5 });
    const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
    const edited = Buffer.from(
      decoded.replace(
        /,(\d+),1,("[^"]+"),(\d+)\]/,
        (_, id: string, f: string, total: string) => `,${Number(id) - 1},1,${f},${total}]`,
      ),
      'utf8',
    ).toString('base64url');
    expect(edited).not.toBe(cursor);
    await expectBadCursor({ categorySlug: 'autoturisme', first: 5, after: edited });
    const flipped = cursor.slice(0, 10) + (cursor[10] === 'A' ? 'B' : 'A') + cursor.slice(11);
    await expectBadCursor({ categorySlug: 'autoturisme', first: 5, after: flipped });
  });

  it('rejects garbage and cursors of another sort or search', async () => {
    const cursor = await endCursor({ categorySlug: 'autoturisme', first: 5 });
    for (const garbage of [
      'abc',
      '!!!!!!!!!!!!!!!!!!!!',
      Buffer.from('[1,"NEWEST","x",1,1,"y"]').toString('base64url'),
      'A'.repeat(600),
    ]) {
      await expectBadCursor({ categorySlug: 'autoturisme', first: 5, after: garbage });
    }
    await expectBadCursor({ categorySlug: 'autoturisme', first: 5, sort: 'PRICE_ASC', after: cursor });
    await expectBadCursor({ categorySlug: 'autoturisme', first: 5, before: cursor, filters: { makes: ['bmw'] } });
    await expectBadCursor({ categorySlug: 'autoutilitare', first: 5, after: cursor });
  });
});

describe('filters', () => {
  it('filters by make and model slug', async () => {
    const page = await listingScreen(t.db, { categorySlug: 'autoturisme', first: 100, filters: { makes: ['bmw'] } });
    expect(page.adverts.nodes.length).toBeGreaterThan(0);
    expect(page.adverts.nodes.every((n) => n.make === 'BMW')).toBe(true);
    const models = await listingScreen(t.db, {
      categorySlug: 'autoturisme',
      first: 100,
      filters: { makes: ['bmw'], models: ['seria-3', 'x5'] },
    });
    expect(models.adverts.nodes.every((n) => n.model === 'Seria 3' || n.model === 'X5')).toBe(true);
    const [live] = await rawQuery<{ n: number }>(
      t.db,
      `select count(*)::int as n from adverts where category_id = 29 and status = 'active' and model_name in ('Seria 3', 'X5') and make_name = 'BMW'`,
    );
    expect(models.adverts.totalCount).toBe(live?.n);
  });

  it('filters by price (in LEI), year, mileage and fuel', async () => {
    const filters: AdvertFilters = {
      priceFrom: 30000,
      priceTo: 120000,
      yearFrom: 2012,
      yearTo: 2020,
      mileageTo: 200000,
      fuelTypes: ['DIESEL', 'PETROL'],
    };
    const page = await listingScreen(t.db, { categorySlug: 'autoturisme', first: 100, filters });
    expect(page.adverts.nodes.length).toBeGreaterThan(0);
    for (const n of page.adverts.nodes) {
      expect(n.price.amountLei).toBeGreaterThanOrEqual(30000);
      expect(n.price.amountLei).toBeLessThanOrEqual(120000);
      expect(n.year).toBeGreaterThanOrEqual(2012);
      expect(n.year).toBeLessThanOrEqual(2020);
      expect(n.mileage).toBeLessThanOrEqual(200000);
      expect(['DIESEL', 'PETROL']).toContain(n.fuelType);
    }
    const [live] = await rawQuery<{ n: number }>(
      t.db,
      `select count(*)::int as n from adverts where category_id = 29 and status = 'active' and price_lei between 30000 and 120000 and year between 2012 and 2020 and mileage <= 200000 and fuel_type in ('diesel', 'petrol')`,
    );
    expect(page.adverts.totalCount).toBe(live?.n);
    expect(await countAdverts(t.db, 'autoturisme', filters)).toBe(live?.n);
  });

  it('matches free text with the romanian configuration, with or without diacritics', async () => {
    const withDiacritics = await countAdverts(t.db, 'autoturisme', { query: 'întreținută' });
    const without = await countAdverts(t.db, 'autoturisme', { query: 'intretinuta' });
    expect(withDiacritics).toBeGreaterThan(0);
    expect(without).toBe(withDiacritics);
    const golf = await listingScreen(t.db, { categorySlug: 'autoturisme', first: 100, filters: { query: 'Golf' } });
    expect(golf.adverts.nodes.length).toBeGreaterThan(0);
    expect(golf.adverts.nodes.every((n) => n.model === 'Golf' || n.title.includes('Golf'))).toBe(true);
    // Punctuation only gives an empty text-search query: no results rather than an error.
    expect(await countAdverts(t.db, 'autoturisme', { query: '?!& | :*' })).toBe(0);
  });

  const invalid: [string, Partial<ListingInput>, string][] = [
    ['unknown category', { categorySlug: 'avioane' }, 'errors:search.unknownCategory'],
    ['sub-category as category', { categorySlug: 'basculante' }, 'errors:search.unknownCategory'],
    ['inverted price range', { filters: { priceFrom: 10, priceTo: 5 } }, 'errors:search.rangeInverted'],
    ['inverted year range', { filters: { yearFrom: 2020, yearTo: 2010 } }, 'errors:search.rangeInverted'],
    ['negative mileage', { filters: { mileageFrom: -1 } }, 'errors:search.outOfRange'],
    ['year out of range', { filters: { yearFrom: 1200 } }, 'errors:search.outOfRange'],
    ['unknown make', { filters: { makes: ['trabant'] } }, 'errors:search.unknownMake'],
    ['make of another category', { filters: { makes: ['claas'] } }, 'errors:search.unknownMake'],
    ['model of another make', { filters: { makes: ['audi'], models: ['seria-3'] } }, 'errors:search.unknownModel'],
    ['malformed slug', { filters: { makes: ["bmw'; drop table adverts;--"] } }, 'errors:search.badSlug'],
    ['unknown fuel', { filters: { fuelTypes: ['STEAM' as never] } }, 'errors:search.unknownValue'],
    ['unknown condition', { filters: { condition: 'BROKEN' as never } }, 'errors:search.unknownValue'],
    [
      'condition on motorcycles',
      { categorySlug: 'motociclete', filters: { condition: 'NEW' } },
      'errors:search.notApplicable',
    ],
    ['page size 0', { first: 0 }, 'errors:search.pageSizeTooSmall'],
    ['page size 101', { first: 101 }, 'errors:search.pageSizeTooLarge'],
    ['both cursors', { after: 'a', before: 'b' }, 'errors:search.cursorConflict'],
  ];
  for (const [name, input, key] of invalid) {
    it(`rejects ${name} with ${key}`, async () => {
      const call = listingScreen(t.db, { categorySlug: 'autoturisme', ...input });
      await expect(call).rejects.toBeInstanceOf(UserInputError);
      await expect(listingScreen(t.db, { categorySlug: 'autoturisme', ...input })).rejects.toMatchObject({ key });
    });
  }
});
