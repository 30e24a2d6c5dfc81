/**
 * The map page's loader over a seeded PGlite: the listing's filters read from the map URL (form
 * fields for make and model), bad values and refused filters dropped with the listing's notices,
 * and the points and the list following the filters.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ServerResponse } from 'node:http';
import type { MapPageData } from '@/lib/map/map-page.types';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createSsrExecutor } from '@/server/graphql/execute';
import { loadPage } from './load-page';
import { loadMapSearch } from './map.loader';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
});
afterAll(async () => {
  await t.close();
});

async function mapPage(resolvedUrl: string, category = 'autoturisme'): Promise<MapPageData> {
  const ctx = {
    req: { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0' } },
    res: { statusCode: 200, setHeader: () => undefined, getHeader: () => undefined } as unknown as ServerResponse,
    params: { category },
    query: {},
    resolvedUrl,
  } as unknown as GetServerSidePropsContext;
  const result: GetServerSidePropsResult<MapPageData> = await loadPage(ctx, {
    namespaces: ['map', 'listing'],
    load: loadMapSearch,
    createExecutor: (o) => createSsrExecutor({ ...o, db: t.db }),
  });
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props;
}

async function activeCars(where: string): Promise<number> {
  const [row] = await rawQuery<{ n: number }>(
    t.db,
    `select count(*)::int as n from adverts where category_id = 29 and status = 'active' and ${where}`,
  );
  return row?.n ?? 0;
}

const pointTotal = (page: MapPageData) => (page.points ?? []).reduce((sum, p) => sum + p.advertCount, 0);

describe('map loader', () => {
  it('the whole map without filters', async () => {
    const page = await mapPage('/autoturisme/harta');
    expect(page.notices).toEqual([]);
    expect(page.query).toMatchObject({ make: null, condition: null });
    expect(pointTotal(page)).toBe(await activeCars('true'));
    expect(page.list?.totalCount).toBe(await activeCars('true'));
  });

  it("takes the listing's filters: points and list hold only that make's used cars", async () => {
    const page = await mapPage('/autoturisme/harta?marca=dacia&stare=rulat');
    expect(page.notices).toEqual([]);
    expect(page.query).toMatchObject({ make: 'dacia', condition: 'USED' });
    const expected = await activeCars(`not is_new and make_id = (select id from makes where slug = 'dacia')`);
    expect(expected).toBeGreaterThan(0);
    expect(pointTotal(page)).toBe(expected);
    expect(page.list?.totalCount).toBe(expected);
    expect(page.list?.nodes.every((n) => n.title.startsWith('Dacia ') && !n.isNew)).toBe(true);
  });

  it('names the county and city it filters by, and only those', async () => {
    const page = await mapPage('/autoturisme/harta?judet=cj&oras=cluj-napoca');
    expect(page.places.counties.map((c) => c.code)).toEqual(['CJ']);
    expect(page.places.cities.map((c) => c.slug)).toEqual(['cluj-napoca']);
    expect((page.points ?? []).every((p) => p.citySlug === 'cluj-napoca')).toBe(true);
  });

  it('drops bad values and refused filters with a notice each, keeping the rest', async () => {
    const page = await mapPage('/autoturisme/harta?marca=trabant&stare=vechi&an_min=2015&an_max=abc');
    expect(page.notices.map((n) => `${n.filter}:${n.reason}:${n.value ?? ''}`)).toEqual([
      'year:number:abc',
      'condition:unknown:vechi',
      'make:unknown:trabant',
    ]);
    expect(page.query).toMatchObject({ make: null, condition: null, ranges: { year: [2015, null] } });
    expect(pointTotal(page)).toBe(await activeCars('year >= 2015'));
  });

  it('refuses the condition where it does not apply (motorcycles are not sold new here)', async () => {
    const page = await mapPage('/motociclete/harta?stare=nou', 'motociclete');
    expect(page.notices).toEqual([{ filter: 'condition', reason: 'rejected', value: null }]);
    expect(page.query.condition).toBeNull();
    expect(page.points).not.toBeNull();
  });
});
