/** advertMapPoints against a seeded PGlite, through the real schema (in-process executor). */
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createSsrExecutor, OperationError } from '@/server/graphql/execute';
import { Map_PointsDocument } from '@/lib/graphql/generated/page-operations';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 200 });
});
afterAll(async () => {
  await t.close();
});

interface CityCount {
  city_id: number;
  n: number;
}

/** Expected counts per city, counted row by row in JS (not with the service's GROUP BY). */
async function expectedCounts(where: string): Promise<Map<string, number>> {
  const rows = await rawQuery<CityCount>(
    t.db,
    `select a.city_id::int as city_id, 1 as n from adverts a join categories c on c.id = a.category_id
      where c.slug = 'autoturisme' and a.status = 'active' and ${where}`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(row.city_id), (counts.get(String(row.city_id)) ?? 0) + 1);
  return counts;
}

async function failureOf(promise: Promise<unknown>): Promise<OperationError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OperationError) return error;
    throw error;
  }
  throw new Error('the operation succeeded');
}

describe('advertMapPoints', () => {
  it('gives one point per city with active adverts of the category, with its count and coordinates', async () => {
    const execute = createSsrExecutor({ db: t.db });
    const { advertMapPoints: points } = await execute(Map_PointsDocument, { categorySlug: 'autoturisme' });
    const expected = await expectedCounts('true');
    expect(points.length).toBeGreaterThan(5);
    expect(new Map(points.map((p) => [p.cityId, p.advertCount]))).toEqual(expected);
    // Most adverts first.
    const counts = points.map((p) => p.advertCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [city] = await rawQuery<{ name: string; county: string; latitude: number; longitude: number }>(
      t.db,
      `select c.name, k.name as county, c.latitude, c.longitude from cities c join counties k on k.code = c.county_code where c.id = $1`,
      [Number(points[0]?.cityId)],
    );
    expect(points[0]).toMatchObject({
      cityName: city?.name,
      countyName: city?.county,
      latitude: city?.latitude,
      longitude: city?.longitude,
    });
  });

  it('applies the listing filters and ignores the viewport bounds', async () => {
    const execute = createSsrExecutor({ db: t.db });
    const { advertMapPoints: diesel } = await execute(Map_PointsDocument, {
      categorySlug: 'autoturisme',
      filters: { fuelTypes: ['DIESEL'], bounds: { north: 44, south: 43.9, east: 20.5, west: 20.4 } },
    });
    expect(new Map(diesel.map((p) => [p.cityId, p.advertCount]))).toEqual(
      await expectedCounts(`a.fuel_type = 'diesel'`),
    );
  });

  it('answers BAD_USER_INPUT for an unknown category or a bad filter', async () => {
    const execute = createSsrExecutor({ db: t.db });
    for (const variables of [
      { categorySlug: 'nu-exista' },
      { categorySlug: 'autoturisme', filters: { yearFrom: 2020, yearTo: 2000 } },
      { categorySlug: 'autoturisme', filters: { makes: ['<script>'] } },
    ]) {
      const error = await failureOf(execute(Map_PointsDocument, variables));
      expect(error.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });
});
