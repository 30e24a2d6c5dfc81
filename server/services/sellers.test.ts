/**
 * Professionals listing and seller profile on a real PGlite database: a seed without adverts
 * (users, places and catalogue only) plus dealers and adverts made here, so every count and
 * every order below is known in advance.
 */
import { randomUUID } from 'node:crypto';
import { rawQuery } from '@/server/db/client';
import { CATEGORY_IDS } from '@/server/db/seed/categories-data';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from './ads.types';
import { setTeamFlag } from './experiments-team';
import { getSellerProfile, listProfessionals, professionalFacets, type ProfessionalsArgs } from './sellers';

let t: TestDb;
let cities: { id: number; county_code: string }[];
const dealers: Record<string, string> = {};

async function addUser(name: string, userType: 'private' | 'professional', options: { city: number; status?: string }) {
  const id = randomUUID();
  await rawQuery(
    t.db,
    `insert into users (id, email, display_name, user_type, account_status, company_name, phone, website, city_id, created_at)
     values ($1, $2, $3, $4, $5, $6, '0722123456', $7, $8, '2024-05-01T10:00:00Z')`,
    [
      id,
      `${id}@volan.test`,
      name,
      userType,
      options.status ?? 'active',
      userType === 'professional' ? name : null,
      userType === 'professional' ? 'https://dealer.volan.test' : 'https://private.volan.test',
      options.city,
    ],
  );
  return id;
}

async function addAdverts(userId: string, count: number, options: { category?: number; status?: string } = {}) {
  const city = cities[0]!;
  for (let i = 0; i < count; i += 1)
    await rawQuery(
      t.db,
      `insert into adverts (category_id, user_id, status, title, price_gross, price_lei, city_id, county_code)
       values ($1, $2, $3, 'Anunț de test', 1000, 1000, $4, $5)`,
      [options.category ?? CATEGORY_IDS.autoturisme, userId, options.status ?? 'active', city.id, city.county_code],
    );
}

beforeAll(async () => {
  t = await createTestDb({ ads: 0 });
  // Two cities in two different counties.
  cities = await rawQuery(
    t.db,
    `select distinct on (county_code) id, county_code from cities where county_code in ('CJ', 'B') order by county_code, id`,
  );
  const [b, cj] = [cities.find((c) => c.county_code === 'B')!.id, cities.find((c) => c.county_code === 'CJ')!.id];
  // name -> stock; 'Ștefan' sorts as 'stefan', after 'Someș' and before 'Zorilor'.
  dealers['Alfa Auto SRL'] = await addUser('Alfa Auto SRL', 'professional', { city: b });
  dealers['Ștefan Motors SRL'] = await addUser('Ștefan Motors SRL', 'professional', { city: cj });
  dealers['Someș Trucks SRL'] = await addUser('Someș Trucks SRL', 'professional', { city: cj });
  dealers['Beta Cars SRL'] = await addUser('Beta Cars SRL', 'professional', { city: b });
  dealers['Zorilor Auto SRL'] = await addUser('Zorilor Auto SRL', 'professional', { city: cj });
  dealers['Delta Parts SRL'] = await addUser('Delta Parts SRL', 'professional', { city: b });
  await addAdverts(dealers['Alfa Auto SRL'], 5);
  await addAdverts(dealers['Ștefan Motors SRL'], 3);
  await addAdverts(dealers['Someș Trucks SRL'], 2);
  await addAdverts(dealers['Someș Trucks SRL'], 1, { category: CATEGORY_IDS.camioane });
  await addAdverts(dealers['Beta Cars SRL'], 2);
  await addAdverts(dealers['Beta Cars SRL'], 4, { status: 'archived' });
  await addAdverts(dealers['Zorilor Auto SRL'], 1);
  await addAdverts(dealers['Delta Parts SRL'], 1, { category: CATEGORY_IDS.piese });
  // Not listed: a dealer with no active advert, a suspended dealer, a private seller, a sub-user.
  dealers['Fără Stoc SRL'] = await addUser('Fără Stoc SRL', 'professional', { city: b });
  await addAdverts(dealers['Fără Stoc SRL'], 2, { status: 'draft' });
  await addAdverts(DEMO_ACCOUNTS.suspendedDealer.id, 2);
  await addAdverts(DEMO_ACCOUNTS.seller.id, 2);
  await addAdverts(DEMO_ACCOUNTS.employee.id, 1);
});
afterAll(async () => {
  await t.close();
});

/** Every page of a listing, following `after` cursors. */
async function allPages(args: ProfessionalsArgs) {
  const pages = [];
  let after: string | null = null;
  for (let i = 0; i < 10; i += 1) {
    const page = await listProfessionals(t.db, { ...args, after });
    pages.push(page);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor ?? null;
  }
  return pages;
}

describe('listProfessionals', () => {
  it('lists public dealers with active adverts and counts their stock', async () => {
    const page = await listProfessionals(t.db);
    expect(page.totalCount).toBe(6);
    expect(Object.fromEntries(page.nodes.map((n) => [n.name, n.activeAdvertCount]))).toEqual({
      'Alfa Auto SRL': 5,
      'Ștefan Motors SRL': 3,
      'Someș Trucks SRL': 3,
      'Beta Cars SRL': 2,
      'Zorilor Auto SRL': 1,
      'Delta Parts SRL': 1,
    });
    const alfa = page.nodes.find((n) => n.name === 'Alfa Auto SRL');
    expect(alfa).toMatchObject({
      url: `/vanzator/${dealers['Alfa Auto SRL']}`,
      memberSince: '2024-05-01T10:00:00.000Z',
      location: { countyCode: 'B' },
    });
    expect(page.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false, pageNumber: 1, pageCount: 1 });
  });

  it('orders by stock (most first, ties by id) and by name without diacritics mattering', async () => {
    const byStock = (await listProfessionals(t.db, { sort: 'STOCK' })).nodes;
    expect(byStock.map((n) => n.activeAdvertCount)).toEqual([5, 3, 3, 2, 1, 1]);
    const ties = byStock.filter((n) => n.activeAdvertCount === 3).map((n) => n.id);
    expect(ties).toEqual([...ties].sort().reverse());
    const byName = (await listProfessionals(t.db, { sort: 'NAME' })).nodes.map((n) => n.name);
    expect(byName).toEqual([
      'Alfa Auto SRL',
      'Beta Cars SRL',
      'Delta Parts SRL',
      'Someș Trucks SRL',
      'Ștefan Motors SRL',
      'Zorilor Auto SRL',
    ]);
  });

  it.each(['STOCK', 'NAME'] as const)('pages forward and back by keyset cursors (%s)', async (sort) => {
    const whole = (await listProfessionals(t.db, { sort })).nodes.map((n) => n.id);
    const pages = await allPages({ sort, first: 4 });
    expect(pages.map((p) => p.nodes.length)).toEqual([4, 2]);
    expect(pages.flatMap((p) => p.nodes.map((n) => n.id))).toEqual(whole);
    expect(pages.map((p) => p.pageInfo.pageNumber)).toEqual([1, 2]);
    expect(pages[1]?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true, pageCount: 2 });

    const small = await allPages({ sort, first: 2 });
    expect(small.flatMap((p) => p.nodes.map((n) => n.id))).toEqual(whole);
    // Back from the last page: the pages before it, in the same order.
    const last = small[2]!;
    const back = await listProfessionals(t.db, { sort, first: 2, before: last.pageInfo.startCursor });
    expect(back.nodes.map((n) => n.id)).toEqual(whole.slice(2, 4));
    expect(back.pageInfo).toMatchObject({ pageNumber: 2, hasNextPage: true, hasPreviousPage: true });
    const front = await listProfessionals(t.db, { sort, first: 2, before: back.pageInfo.startCursor });
    expect(front.nodes.map((n) => n.id)).toEqual(whole.slice(0, 2));
    expect(front.pageInfo).toMatchObject({ pageNumber: 1, hasPreviousPage: false });
  });

  it('filters by county and by the category a dealer sells in', async () => {
    const cj = await listProfessionals(t.db, { filters: { countyCode: 'cj' } });
    expect(cj.nodes.map((n) => n.name).sort()).toEqual(['Someș Trucks SRL', 'Zorilor Auto SRL', 'Ștefan Motors SRL']);
    const trucks = await listProfessionals(t.db, { filters: { categorySlug: 'camioane' } });
    expect(trucks.nodes.map((n) => [n.name, n.activeAdvertCount])).toEqual([['Someș Trucks SRL', 3]]);
    const none = await listProfessionals(t.db, { filters: { countyCode: 'B', categorySlug: 'camioane' } });
    expect(none).toMatchObject({ nodes: [], totalCount: 0, pageInfo: { hasNextPage: false, pageCount: 1 } });
  });

  it('filters by city within the county and finds a name without regard to case or diacritics', async () => {
    const [cjCity] = await rawQuery<{ slug: string }>(t.db, 'select slug from cities where id = $1', [
      cities.find((c) => c.county_code === 'CJ')!.id,
    ]);
    const city = await listProfessionals(t.db, { filters: { countyCode: 'CJ', citySlug: cjCity!.slug } });
    expect(city.nodes.map((n) => n.name).sort()).toEqual(['Someș Trucks SRL', 'Zorilor Auto SRL', 'Ștefan Motors SRL']);
    const names = async (query: string, filters: Record<string, string> = {}) =>
      (await listProfessionals(t.db, { filters: { ...filters, query }, sort: 'NAME' })).nodes.map((n) => n.name);
    expect(await names('STEFAN')).toEqual(['Ștefan Motors SRL']);
    expect(await names('  someș   trucks ')).toEqual(['Someș Trucks SRL']);
    expect(await names('auto')).toEqual(['Alfa Auto SRL', 'Zorilor Auto SRL']);
    expect(await names('auto', { countyCode: 'B' })).toEqual(['Alfa Auto SRL']);
    // LIKE wildcards are plain characters; script or SQL text finds nothing and breaks nothing.
    for (const text of ['%', '_', '\\', "' or 1=1 --", '<script>alert(1)</script>'])
      expect(await names(text), text).toEqual([]);
    expect(await names('a'.repeat(10_000))).toEqual([]);
    // A cursor belongs to its name search.
    const paged = await listProfessionals(t.db, { filters: { query: 'srl' }, first: 2 });
    expect(paged.totalCount).toBe(6);
    const error = await listProfessionals(t.db, { filters: { query: 'auto' }, after: paged.pageInfo.endCursor }).catch(
      (e: unknown) => e,
    );
    expect((error as UserInputError).key).toBe('errors:search.badCursor');
  });

  it('refuses bad input with UserInputError (BAD_USER_INPUT)', async () => {
    const first = await listProfessionals(t.db, { first: 2 });
    const cursor = first.pageInfo.endCursor!;
    // Page-size keys belong to the shared page-size rule (page-size.ts): only their last segment is fixed here.
    const cases: [ProfessionalsArgs, string | RegExp][] = [
      [{ after: 'not-a-cursor' }, 'errors:search.badCursor'],
      [{ after: `${cursor.slice(0, -2)}AA` }, 'errors:search.badCursor'],
      [{ first: 2, after: cursor, sort: 'NAME' }, 'errors:search.badCursor'],
      [{ first: 2, after: cursor, filters: { countyCode: 'B' } }, 'errors:search.badCursor'],
      [{ after: cursor, before: cursor }, 'errors:search.cursorConflict'],
      [{ filters: { countyCode: 'XX' } }, 'errors:search.unknownCounty'],
      [{ filters: { countyCode: "B' or 1=1" } }, 'errors:search.unknownCounty'],
      [{ filters: { categorySlug: 'tractoare' } }, 'errors:search.unknownCategory'],
      [{ filters: { citySlug: 'cluj-napoca' } }, 'errors:search.cityNotInCounty'],
      [{ filters: { countyCode: 'B', citySlug: 'cluj-napoca' } }, 'errors:search.unknownCity'],
      [{ filters: { countyCode: 'CJ', citySlug: "x' or 1=1" } }, 'errors:search.unknownCity'],
      [{ first: 0 }, /pageSizeTooSmall$/],
      [{ first: 101 }, /pageSizeTooLarge$/],
    ];
    for (const [args, key] of cases) {
      const error = await listProfessionals(t.db, args).catch((e: unknown) => e);
      expect(error, JSON.stringify(args)).toBeInstanceOf(UserInputError);
      expect((error as UserInputError).key).toMatch(key);
    }
  });
});

describe('professionalFacets', () => {
  it('counts listed dealers per county and per category', async () => {
    const facets = await professionalFacets(t.db);
    expect(facets.cities).toEqual([]);
    expect(facets.counties.map((c) => [c.value, c.count])).toEqual([
      ['B', 3],
      ['CJ', 3],
    ]);
    expect(facets.categories).toEqual([
      { value: 'autoturisme', label: 'autoturisme', count: 5 },
      { value: 'camioane', label: 'camioane', count: 1 },
      { value: 'piese', label: 'piese', count: 1 },
    ]);
  });

  it("lists a county's cities with dealers; nothing for an unknown or malformed county", async () => {
    const cj = await professionalFacets(t.db, 'cj');
    expect(cj.cities).toHaveLength(1);
    expect(cj.cities[0]).toMatchObject({ count: 3 });
    expect(cj.cities[0]?.value).toMatch(/^[a-z0-9-]+$/);
    expect((await professionalFacets(t.db, 'ZZ')).cities).toEqual([]);
    expect((await professionalFacets(t.db, "B' or 1=1")).cities).toEqual([]);
  });
});

describe('getSellerProfile', () => {
  it('shows a dealer with stock per category, masked phone and website', async () => {
    const profile = await getSellerProfile(t.db, dealers['Someș Trucks SRL']!.toUpperCase());
    expect(profile).toMatchObject({
      seller: {
        id: dealers['Someș Trucks SRL'],
        name: 'Someș Trucks SRL',
        type: 'PROFESSIONAL',
        phoneMasked: '07** *** 456',
        website: 'https://dealer.volan.test',
        activeAdvertCount: 3,
        location: { countyCode: 'CJ' },
        memberSince: '2024-05-01T10:00:00.000Z',
      },
      categories: [
        { value: 'autoturisme', count: 2 },
        { value: 'camioane', count: 1 },
      ],
    });
  });

  it('shows a private seller by display name, without a website', async () => {
    const profile = await getSellerProfile(t.db, DEMO_ACCOUNTS.seller.id);
    expect(profile?.seller).toMatchObject({
      name: 'Maria Ionescu',
      type: 'PRIVATE',
      website: null,
      activeAdvertCount: 2,
    });
  });

  it("keeps a suspended dealer's profile, which the cards of its public adverts link to", async () => {
    const profile = await getSellerProfile(t.db, DEMO_ACCOUNTS.suspendedDealer.id);
    expect(profile?.seller.id).toBe(DEMO_ACCOUNTS.suspendedDealer.id);
    expect(profile?.seller.activeAdvertCount).toBeGreaterThanOrEqual(2);
  });

  it('shows a seller without active adverts with an empty category list', async () => {
    const profile = await getSellerProfile(t.db, dealers['Fără Stoc SRL']!);
    expect(profile).toMatchObject({ seller: { activeAdvertCount: 0 }, categories: [] });
  });

  it('hides unknown sellers and sub-users (null) and refuses malformed ids', async () => {
    expect(await getSellerProfile(t.db, randomUUID())).toBeNull();
    expect(await getSellerProfile(t.db, DEMO_ACCOUNTS.employee.id)).toBeNull();
    for (const id of ['abc', '1', '', "' or 1=1 --", `${randomUUID()}x`]) {
      await expect(getSellerProfile(t.db, id)).rejects.toBeInstanceOf(UserInputError);
    }
  });

  it('hides every profile while sellerProfile is off (the page is a 404), and shows them again once on', async () => {
    const id = dealers['Someș Trucks SRL']!;
    await setTeamFlag(t.db, { name: 'sellerProfile', enabled: false });
    try {
      expect(await getSellerProfile(t.db, id)).toBeNull();
      expect(await getSellerProfile(t.db, DEMO_ACCOUNTS.seller.id)).toBeNull();
      await expect(getSellerProfile(t.db, 'abc')).rejects.toBeInstanceOf(UserInputError);
    } finally {
      await setTeamFlag(t.db, { name: 'sellerProfile', enabled: true });
    }
    expect((await getSellerProfile(t.db, id))?.seller.id).toBe(id);
  });
});
