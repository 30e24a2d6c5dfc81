/**
 * Saved searches on a seeded PGlite: the name rule, filters checked as the listing checks them,
 * a duplicate refused with the existing name, the cap of 50, the list newest first with the
 * listing URL, the summary in words (Romanian and English) and the count of new adverts, rename,
 * frequency, delete, mark visited, and accounts kept apart.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { parseListingUrl } from '@/lib/listing/listing-url';
import { toAdvertFilters } from '@/lib/listing/listing-filters';
import { UserInputError } from '../ads.types';
import {
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchVisited,
  renameSavedSearch,
  SAVED_SEARCHES_MAX,
  saveSearch,
  setSavedSearchFrequency,
} from './saved-searches';
import { summarise } from './saved-search-summary';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-03-15T09:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const { buyer, seller, employee } = DEMO_ACCOUNTS;

/** The make and model slugs of the most common car model among active adverts. */
async function commonCar(): Promise<{ make: string; model: string; makeName: string; modelName: string }> {
  const [row] = await rawQuery<{ make: string; model: string; make_name: string; model_name: string }>(
    t.db,
    `select mk.slug as make, md.slug as model, mk.name as make_name, md.name as model_name
     from adverts a join makes mk on mk.id = a.make_id join models md on md.id = a.model_id
     where a.status = 'active' and a.category_id = 29 group by 1, 2, 3, 4 order by count(*) desc limit 1`,
  );
  if (!row) throw new Error('no car in the seed');
  return { make: row.make, model: row.model, makeName: row.make_name, modelName: row.model_name };
}

async function refusal(promise: Promise<unknown>): Promise<UserInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserInputError);
  return error as UserInputError;
}

const save = (accountId: string, name: string, filters: Record<string, unknown> | null, when = NOW) =>
  saveSearch(t.db, accountId, { name, categorySlug: 'autoturisme', filters, frequency: 'DAILY' }, when, 'ro');

describe('saved searches', () => {
  it('saves with a trimmed name, lists newest first with the listing URL, summary and count', async () => {
    const car = await commonCar();
    const filters = { makes: [car.make], models: [car.model], yearFrom: 2005, priceTo: 30_000, priceCurrency: 'EUR' };
    const first = await save(buyer.id, '  Mașina mea  ', filters);
    expect(first).toMatchObject({ name: 'Mașina mea', categorySlug: 'autoturisme', frequency: 'DAILY' });
    expect(first.url).toBe(`/autoturisme/${car.make}/${car.model}?pret_max=30000&an_min=2005&moneda=eur`);
    expect(first.summary).toBe(`${car.makeName} ${car.modelName} · din 2005 · până la 30.000 EUR`);
    // The URL opens the same search: the listing reads it back into the same filters.
    const parsed = parseListingUrl(first.url);
    expect(parsed && toAdvertFilters(parsed.query)).toEqual(filters);
    const second = await save(buyer.id, 'Toate', null, later(1));
    expect(second.url).toBe('/autoturisme');
    expect(second.summary).toBe('Autoturisme');
    const list = await listSavedSearches(t.db, buyer.id, 'ro');
    expect(list.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(await listSavedSearches(t.db, seller.id, 'ro')).toEqual([]);
    await deleteSavedSearch(t.db, buyer.id, first.id);
    await deleteSavedSearch(t.db, buyer.id, second.id);
  });

  it('counts active matching adverts posted after the last visit, and restarts when visited', async () => {
    const saved = await save(buyer.id, 'Recente', { fuelTypes: ['DIESEL'] }, new Date('2000-01-01T00:00:00Z'));
    const [expected] = await rawQuery<{ n: number }>(
      t.db,
      `select least(count(*), 100)::int as n from adverts where category_id = 29 and status = 'active' and fuel_type = 'diesel'`,
    );
    expect(saved.newAdvertsCount).toBe(expected?.n);
    expect(saved.newAdvertsCount).toBeGreaterThan(0);
    const visited = await markSavedSearchVisited(t.db, buyer.id, saved.id, later(60 * 24 * 365), 'ro');
    expect(visited.newAdvertsCount).toBe(0);
    expect(visited.lastVisitedAt).toBe(later(60 * 24 * 365).toISOString());
    await deleteSavedSearch(t.db, buyer.id, saved.id);
  });

  it('refuses the same search twice with the existing name, whatever the order or currency of its values', async () => {
    const saved = await save(buyer.id, 'Diesel sau benzină', { fuelTypes: ['DIESEL', 'PETROL'], priceTo: 10_000 });
    const error = await refusal(save(buyer.id, 'Alt nume', { priceTo: 10_000, fuelTypes: ['PETROL', 'DIESEL'] }));
    expect(error).toMatchObject({ key: 'errors:savedSearches.duplicate', field: 'filters' });
    expect(error.extensions).toEqual({ existingName: 'Diesel sau benzină' });
    // Another account may save it.
    const other = await save(seller.id, 'La fel', { fuelTypes: ['DIESEL', 'PETROL'], priceTo: 10_000 });
    await deleteSavedSearch(t.db, seller.id, other.id);
    await deleteSavedSearch(t.db, buyer.id, saved.id);
  });

  it('refuses bad names, filters the listing refuses, filters a URL cannot carry, and unknown ids', async () => {
    expect((await refusal(save(buyer.id, '   ', null))).key).toBe('errors:savedSearches.badName');
    expect((await refusal(save(buyer.id, 'x'.repeat(81), null))).key).toBe('errors:savedSearches.badName');
    expect(await refusal(save(buyer.id, 'An', { yearFrom: 2020, yearTo: 2010 }))).toMatchObject({
      key: 'errors:search.rangeInverted',
      field: 'year',
    });
    expect((await refusal(save(buyer.id, 'Marcă', { makes: ['nu-exista'] }))).key).toBe('errors:search.unknownMake');
    expect(await refusal(save(buyer.id, 'Vânzător', { sellerId: seller.id }))).toMatchObject({
      key: 'errors:savedSearches.unsupportedFilter',
      field: 'filters.sellerId',
    });
    expect(
      (
        await refusal(
          saveSearch(t.db, buyer.id, { name: 'x', categorySlug: 'nu', filters: null, frequency: 'OFF' }, NOW, 'ro'),
        )
      ).key,
    ).toBe('errors:search.unknownCategory');
    for (const call of [
      renameSavedSearch(t.db, buyer.id, 'abc', 'Nume', 'ro'),
      setSavedSearchFrequency(t.db, buyer.id, '00000000-0000-4000-8000-00000000dead', 'OFF', 'ro'),
      deleteSavedSearch(t.db, buyer.id, '00000000-0000-4000-8000-00000000dead'),
      markSavedSearchVisited(t.db, buyer.id, '1', NOW, 'ro'),
    ])
      expect(await refusal(call)).toMatchObject({ key: 'errors:savedSearches.unknown', field: 'id' });
  });

  it('renames, sets the frequency, and never touches another account’s searches', async () => {
    const saved = await save(employee.id, 'Utilitare', { gearboxes: ['AUTOMATIC'] });
    expect((await renameSavedSearch(t.db, employee.id, saved.id, ' Automate ', 'ro')).name).toBe('Automate');
    expect((await setSavedSearchFrequency(t.db, employee.id, saved.id, 'INSTANT', 'ro')).frequency).toBe('INSTANT');
    expect((await refusal(renameSavedSearch(t.db, buyer.id, saved.id, 'Furat', 'ro'))).key).toBe(
      'errors:savedSearches.unknown',
    );
    expect((await refusal(deleteSavedSearch(t.db, buyer.id, saved.id))).key).toBe('errors:savedSearches.unknown');
    expect(await deleteSavedSearch(t.db, employee.id, saved.id)).toBe(saved.id);
    expect(await listSavedSearches(t.db, employee.id, 'ro')).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches`, async () => {
    for (let year = 1951; year < 1951 + SAVED_SEARCHES_MAX; year += 1)
      await save(seller.id, `An ${year}`, { yearFrom: year });
    expect((await refusal(save(seller.id, 'Una în plus', { yearFrom: 2020 }))).key).toBe(
      'errors:savedSearches.tooMany',
    );
    await rawQuery(t.db, 'delete from saved_searches where account_id = $1', [seller.id]);
  });

  it('writes the summary in the catalogue of the language asked for', async () => {
    const search = {
      categorySlug: 'autoturisme',
      filters: { yearFrom: 2015, yearTo: 2020, mileageTo: 150_000, fuelTypes: ['DIESEL'], doorCounts: [5] },
      resolved: { makeIds: null, modelIds: null, cityId: null, countyCode: null } as never,
    };
    expect(await summarise(t.db, [search], 'ro')).toEqual([
      'Autoturisme · 2015 – 2020 · până la 150.000 km · Diesel · +1 filtru',
    ]);
    expect(await summarise(t.db, [search], 'en')).toEqual([
      'Cars · 2015 – 2020 · up to 150.000 km · Diesel · +1 filter',
    ]);
  });
});
