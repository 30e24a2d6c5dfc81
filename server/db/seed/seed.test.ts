import { createHash } from 'node:crypto';
import { createDb, type DbHandle, migrate, rawQuery } from '../client';
import { createTestDb, TEST_NOW, type TestDb } from '../testing/test-db';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from './demo-accounts';
import { seedIfEmpty } from './index';
import { vinCheckDigit } from './vehicle-ids';
import { shapeAngles } from './drawings';
import { PHOTO_HEIGHT, PHOTO_WIDTH, parseSeedPhotoKey } from './photos';
import { type AdStrengthRow, estimateAdStrength } from './ad-strength-estimate';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 400 });
});
afterAll(async () => {
  await t.close();
});

async function fingerprint(handle: { db: TestDb['db'] }): Promise<string> {
  const rows = await rawQuery(
    handle.db,
    `select id, title, description, price_gross::text, vin, registration_number, user_id, created_at from adverts order by id`,
  );
  const photos = await rawQuery(
    handle.db,
    `select advert_id, position, storage_key from photos order by advert_id, position`,
  );
  return createHash('sha256')
    .update(JSON.stringify([rows, photos]))
    .digest('hex');
}

describe('seed', () => {
  it('creates the demo accounts, the sub-user link and the suspended dealer', async () => {
    const users = await rawQuery<{
      id: string;
      email: string;
      user_type: string;
      account_status: string;
      suspend_reason: string | null;
      password_hash: string | null;
    }>(
      t.db,
      `select id, email, user_type, account_status, suspend_reason, password_hash from users where email like '%@volan.test' and id::text like '00000000-%' order by id`,
    );
    expect(users.map((u) => u.email)).toEqual(Object.values(DEMO_ACCOUNTS).map((a) => a.email));
    expect(users.find((u) => u.email === 'suspendat@volan.test')).toMatchObject({
      account_status: 'suspended',
      suspend_reason: 'unpaid_invoice',
      user_type: 'professional',
    });
    // Demo accounts sign in with DEMO_PASSWORD (issue 4): an Argon2id hash each.
    expect(users.every((u) => u.password_hash?.startsWith('$argon2id$'))).toBe(true);
    const links = await rawQuery<{ main_user_id: string; sub_user_id: string; rights: Record<string, boolean> }>(
      t.db,
      'select main_user_id, sub_user_id, rights from user_links',
    );
    expect(links.map((l) => [l.main_user_id, l.sub_user_id])).toEqual([
      [DEMO_ACCOUNTS.dealer.id, DEMO_ACCOUNTS.employee.id],
    ]);
    expect(links[0]?.rights).toMatchObject({ ads: true, invoices: false });
    const [others] = await rawQuery<{ n: number; dealers: number }>(
      t.db,
      `select count(*)::int as n, count(*) filter (where user_type = 'professional' and company_name is not null)::int as dealers from users`,
    );
    expect(others?.n).toBeGreaterThanOrEqual(150);
    expect(others?.dealers).toBeGreaterThan(30);
  });

  it('makes echipa@volan.test the one team member and seeds experiments and flag states (issue 15)', async () => {
    const staff = await rawQuery<{ email: string }>(t.db, 'select email from users where staff order by email');
    expect(staff.map((u) => u.email)).toEqual([DEMO_ACCOUNTS.staff.email]);
    const experiments = await rawQuery<{ name: string; variants: unknown; enabled: boolean }>(
      t.db,
      'select name, variants, enabled from experiments order by name',
    );
    expect(experiments.find((e) => e.name === 'ADS-WIDEBOARD')).toEqual({
      name: 'ADS-WIDEBOARD',
      variants: [
        { name: 'a', weight: 50 },
        { name: 'b', weight: 50 },
      ],
      enabled: true,
    });
    expect(experiments.length).toBeGreaterThanOrEqual(3);
    const flags = await rawQuery<{ n: number }>(t.db, 'select count(*)::int as n from feature_flags');
    expect(flags[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('spreads adverts over all eight categories (cars the majority) and the statuses', async () => {
    const byCategory = await rawQuery<{ category_id: number; n: number }>(
      t.db,
      'select category_id, count(*)::int as n from adverts group by 1',
    );
    expect(byCategory.map((r) => r.category_id).sort((a, b) => a - b)).toEqual([1, 9, 29, 31, 57, 65, 67, 81]);
    expect(byCategory.find((r) => r.category_id === 29)?.n).toBeGreaterThan(400 / 2);
    const statuses = await rawQuery<{ status: string; n: number }>(
      t.db,
      'select status, count(*)::int as n from adverts group by 1',
    );
    const share = (s: string): number => (statuses.find((r) => r.status === s)?.n ?? 0) / 400;
    expect(share('active')).toBeGreaterThan(0.85);
    for (const s of ['archived', 'waiting', 'moderated', 'draft']) expect(share(s)).toBeGreaterThan(0);
    const demo = await rawQuery<{ id: number; status: string }>(
      t.db,
      `select id::int as id, status from adverts where id <= 6 order by id`,
    );
    expect(demo.find((r) => r.id === DEMO_ADVERT_IDS.archivedCar)?.status).toBe('archived');
    expect(demo.find((r) => r.id === DEMO_ADVERT_IDS.activeCar)?.status).toBe('active');
  });

  it('writes valid VINs, Romanian plates, LEI prices and dates of the last 90 days', async () => {
    const rows = await rawQuery<{
      vin: string | null;
      registration_number: string | null;
      county_code: string;
      currency: string;
      price_gross: string;
      price_lei: number;
      created_at: Date;
      category_id: number;
    }>(
      t.db,
      'select vin, registration_number, county_code, currency, price_gross::text, price_lei, created_at, category_id from adverts',
    );
    const cars = rows.filter((r) => r.category_id === 29);
    expect(cars.filter((r) => r.vin).length / cars.length).toBeGreaterThan(0.7);
    for (const r of rows) {
      if (r.vin) {
        expect(r.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(r.vin.charAt(8)).toBe(vinCheckDigit(r.vin));
      }
      if (r.registration_number) {
        const plate =
          r.county_code === 'B' ? /^B\d{2,3}[A-PR-Z]{3}$/ : new RegExp(`^${r.county_code}\\d{2}[A-PR-Z]{3}$`);
        expect(r.registration_number).toMatch(plate);
        expect(r.registration_number.slice(-3)).not.toMatch(/^[IO]/);
      }
      const expectedLei =
        r.currency === 'EUR' ? Math.round(Number(r.price_gross) * 4.97) : Math.round(Number(r.price_gross));
      expect(r.price_lei).toBe(expectedLei);
      const age = TEST_NOW.getTime() - new Date(r.created_at).getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(90 * 86_400_000);
    }
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it("gives every advert 3 to 8 photos of its own shape and colour, the shape's main view (front three-quarter) first", async () => {
    const rows = await rawQuery<{
      n: number;
      min_pos: number;
      max_pos: number;
      bad: number;
      main: string;
      color: string | null;
      category_id: number;
    }>(
      t.db,
      `select count(*)::int as n, min(position)::int as min_pos, max(position)::int as max_pos,
        count(*) filter (where storage_key !~ '^seed/v2/[a-z0-9_]+-[a-z]+-[a-z0-9]+\\.jpg$')::int as bad,
        min(storage_key) filter (where position = 0) as main, min(a.color) as color, min(a.category_id) as category_id
      from photos p join adverts a on a.id = p.advert_id group by p.advert_id`,
    );
    expect(rows).toHaveLength(400);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(3);
      expect(r.n).toBeLessThanOrEqual(8);
      expect([r.min_pos, r.max_pos]).toEqual([0, r.n - 1]);
      expect(r.bad).toBe(0);
      // The shape's first angle is the main photo: the front three-quarter, or a part's main view.
      const main = parseSeedPhotoKey(r.main);
      expect(main).not.toBeNull();
      expect(main?.angle).toBe(shapeAngles(main?.shape ?? '')[0]);
      if (main?.angle === 'front34' && r.color) expect(r.main).toContain(`-${r.color}-front34`);
    }
  });

  it('stores the attributes of each category: part type and compatible vehicle, hours, weight, new cars, version years', async () => {
    const [r] = await rawQuery<{
      parts_typed: number;
      parts: number;
      parts_with_km: number;
      machines_with_hours: number;
      heavy_weighed: number;
      heavy: number;
      new_cars: number;
      versions_without_years: number;
    }>(
      t.db,
      `select
        (select count(*) filter (where part_type is not null and compatible_model_id is not null)::int from adverts where category_id = 67) as parts_typed,
        (select count(*)::int from adverts where category_id = 67) as parts,
        (select count(*) filter (where mileage is not null or fuel_type is not null)::int from adverts where category_id = 67) as parts_with_km,
        (select count(*) filter (where operating_hours > 0)::int from adverts where category_id in (1, 31)) as machines_with_hours,
        (select count(*) filter (where weight_kg > 0)::int from adverts where category_id in (1, 9, 31, 57)) as heavy_weighed,
        (select count(*)::int from adverts where category_id in (1, 9, 31, 57)) as heavy,
        (select count(*) filter (where is_new and year = 2026 and mileage < 100)::int from adverts where category_id = 29) as new_cars,
        (select count(*) filter (where year_from is null)::int from versions) as versions_without_years`,
    );
    expect(r?.parts).toBeGreaterThan(10);
    expect(r?.parts_typed).toBe(r?.parts);
    expect(r?.parts_with_km).toBe(0);
    expect(r?.machines_with_hours).toBeGreaterThan(0);
    expect(r?.heavy_weighed).toBe(r?.heavy);
    expect(r?.new_cars).toBeGreaterThan(0);
    expect(r?.versions_without_years).toBe(0);
  });

  it('produces the same data on every run, and seedIfEmpty leaves a seeded database alone', async () => {
    let other: DbHandle | undefined;
    try {
      other = await createDb();
      await migrate(other.db);
      expect(await seedIfEmpty(other.db, { ads: 400, uploadDir: null, now: TEST_NOW, log: () => {} })).toBe(true);
      expect(await fingerprint(other)).toBe(await fingerprint(t));
      expect(await seedIfEmpty(other.db, { ads: 50, uploadDir: null, now: TEST_NOW, log: () => {} })).toBe(false);
      const [row] = await rawQuery<{ n: number }>(other.db, 'select count(*)::int as n from adverts');
      expect(row?.n).toBe(400);
    } finally {
      await other?.close();
    }
  });
});

describe('the seed’s ad-strength estimate', () => {
  it('inserts every advert with the score migration 0021’s SQL estimate gives it', async () => {
    const [r] = await rawQuery<{ n: number; differ: number; spread: number }>(
      t.db,
      `select count(*)::int as n,
        count(*) filter (where ad_strength <> volan_ad_strength_estimate(a))::int as differ,
        count(distinct ad_strength)::int as spread
      from adverts a`,
    );
    expect(r?.n).toBe(400);
    expect(r?.differ).toBe(0);
    expect(r?.spread).toBeGreaterThan(5);
  });

  // Each category's checks (the SQL CASE), as columns and the row fields they read.
  const checks: Record<number, readonly (readonly [column: string, field: keyof AdStrengthRow, value: unknown])[]> = {};
  const base = [
    ['make_id', 'makeId', 1],
    ['model_id', 'modelId', 1],
    ['year', 'year', 2015],
  ] as const;
  checks[29] = [
    ...base,
    ['mileage', 'mileage', 1],
    ['engine_power', 'enginePower', 1],
    ['engine_capacity', 'engineCapacity', 1],
    ['fuel_type', 'fuelType', 'diesel'],
    ['gearbox', 'gearbox', 'manual'],
    ['body_type', 'bodyType', 'sedan'],
    ['door_count', 'doorCount', 4],
    ['color', 'color', 'alb'],
    ['equipment', 'equipment', ['abs']],
  ];
  checks[1] = [
    ...base,
    ['operating_hours', 'operatingHours', 1],
    ['engine_power', 'enginePower', 1],
    ['weight_kg', 'weightKg', 1],
  ];
  checks[67] = [
    ['part_type', 'partType', 'engine'],
    ['compatible_make_id', 'compatibleMakeId', 1],
    ['compatible_model_id', 'compatibleModelId', 1],
  ];
  checks[12] = base;
  const empty: Record<string, unknown> = { color: '', equipment: [], part_type: '' };

  it('rounds every share of filled fields and text length as PostgreSQL does, .5 included', async () => {
    // An advert with photos: its photos count in both, its fields are replaced per case.
    const [advert] = await rawQuery<{ id: number; photos: number }>(
      t.db,
      'select advert_id::int as id, count(*)::int as photos from photos group by advert_id order by advert_id limit 1',
    );
    let compared = 0;
    // Without photos (an id no photo has) the sum can land on .5 exactly, e.g. 7 of 12 fields (17.5).
    for (const [id, photos] of [
      [advert!.id, advert!.photos],
      [-1, 0],
    ] as const)
      for (const [category, fields] of Object.entries(checks)) {
        for (let filled = 0; filled <= fields.length; filled += 1) {
          for (const length of [0, 1, 5, 10, 20, 30, 40, 50, 90, 150, 199, 250]) {
            const override: Record<string, unknown> = {
              id,
              category_id: Number(category),
              description: 'x'.repeat(length),
            };
            const row: Record<string, unknown> = { categoryId: Number(category), description: 'x'.repeat(length) };
            fields.forEach(([column, field, value], index) => {
              override[column] = index < filled ? value : (empty[column] ?? null);
              row[field] = index < filled ? value : (empty[column] ?? null);
            });
            const [sql] = await rawQuery<{ score: number }>(
              t.db,
              'select volan_ad_strength_estimate(jsonb_populate_record(a, $1::jsonb))::int as score from adverts a where id = $2',
              [JSON.stringify(override), advert!.id],
            );
            const mine = estimateAdStrength(row as AdStrengthRow, photos, PHOTO_WIDTH, PHOTO_HEIGHT);
            expect({ category, filled, length, photos, score: mine }).toEqual({
              category,
              filled,
              length,
              photos,
              score: sql?.score,
            });
            compared += 1;
          }
        }
      }
    expect(compared).toBeGreaterThan(600);
  });
});
