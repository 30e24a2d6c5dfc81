/**
 * The page loaders end to end: loadPage + the real GraphQL schema, in-process, over a throw-away
 * seeded PGlite database. Only the HTTP request/response objects are stand-ins.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ServerResponse } from 'node:http';
import type { BasePageProps } from '@/lib/page/page-props';
import { rawQuery } from '@/server/db/client';
import { DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createSsrExecutor } from '@/server/graphql/execute';
import { loadAdvert } from './advert.loader';
import { loadHome } from './home.loader';
import { loadListing } from './listing.loader';
import { loadPage, type LoadPageOptions } from './load-page';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
});
afterAll(async () => {
  await t.close();
});

function context(resolvedUrl: string, params: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  const responseHeaders = new Map<string, string>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => responseHeaders.set(name.toLowerCase(), value),
    getHeader: (name: string) => responseHeaders.get(name.toLowerCase()),
  };
  const ctx = {
    req: { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0', ...headers } },
    res: res as unknown as ServerResponse,
    params,
    query: params,
    resolvedUrl,
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, responseHeaders };
}

function run<P extends object>(
  ctx: GetServerSidePropsContext,
  options: LoadPageOptions<P>,
): Promise<GetServerSidePropsResult<BasePageProps & P>> {
  return loadPage(ctx, { createExecutor: (o) => createSsrExecutor({ ...o, db: t.db }), ...options });
}

function propsOf<P>(result: GetServerSidePropsResult<P>): P {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as P;
}

describe('loadPage', () => {
  it('adds translations, device, transaction id, origin and path; echoes the transaction id', async () => {
    const { ctx, responseHeaders } = context(
      '/',
      {},
      {
        'x-transaction-id': 'abcdef12-3456-7890',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
    );
    const props = propsOf(await run(ctx, { namespaces: ['home'], load: (execute) => loadHome(execute) }));
    expect(props.transactionId).toBe('abcdef12-3456-7890');
    expect(responseHeaders.get('x-transaction-id')).toBe('abcdef12-3456-7890');
    expect(props.device).toBe('mobile');
    expect(Object.keys(props.i18n.resources).sort()).toEqual([
      'categories',
      'common',
      'errors',
      'financing-widgets',
      'home',
    ]);
    expect(props.path).toBe('/');
    // The path's page type, read here so the browser's shell needs no route matcher.
    expect(props.pageType).toBe('home');
    expect(props.siteOrigin).toMatch(/^https?:\/\//);
    // Plain props: no server Apollo cache travels to the browser.
    expect(props).not.toHaveProperty('apolloState');
    // Page props travel as JSON: nothing may be undefined.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });
});

describe('home', () => {
  it('loads the eight categories, the latest adverts and the car makes', async () => {
    const { ctx } = context('/', {});
    const props = propsOf(await run(ctx, { namespaces: ['home'], load: (execute) => loadHome(execute) }));
    expect(props.categories.map((c) => c.slug)).toEqual([
      'autoturisme',
      'autoutilitare',
      'motociclete',
      'camioane',
      'piese',
      'remorci',
      'utilaje-agricole',
      'utilaje-constructii',
    ]);
    expect(props.latestAdverts.length).toBeGreaterThan(0);
    expect(props.latestAdverts[0]).toMatchObject({ url: expect.stringMatching(/^\/[a-z-]+\/anunt\/\d+$/) as unknown });
    expect(props.makes.length).toBeGreaterThan(0);
    const [row] = await rawQuery<{ n: number }>(
      t.db,
      `select count(*)::int as n from adverts where category_id = 29 and status = 'active' and is_new`,
    );
    expect(props.newCarCount).toBe(row?.n);
  });
});

describe('listing', () => {
  const listing = (url: string, category: string, segments: string[] = []) => {
    const { ctx, res } = context(url, { category, ...(segments.length ? { listing: segments } : {}) });
    return { result: run(ctx, { namespaces: ['listing'], load: loadListing }), res };
  };

  it('a category page has results, filter options and a summary count', async () => {
    const props = propsOf(await listing('/autoturisme', 'autoturisme').result);
    expect(props.results?.nodes.length).toBeGreaterThan(0);
    expect(props.results?.totalCount).toBe(props.summaryCount);
    expect(props.filters?.makes.length).toBeGreaterThan(0);
    expect(props.notices).toEqual([]);
    // Popular filter suggestions: the seeded start of the category's most searched combinations.
    expect(props.popular.length).toBeGreaterThan(0);
    expect(props.popular.every((p) => p.count > 0)).toBe(true);
  });

  it('a make from the filter options narrows the results to that make', async () => {
    const all = propsOf(await listing('/autoturisme', 'autoturisme').result);
    const make = all.filters?.makes[0];
    expect(make).toBeDefined();
    const props = propsOf(await listing(`/autoturisme/${make?.value}`, 'autoturisme', [make?.value ?? '']).result);
    expect(props.results?.totalCount).toBe(make?.count);
    expect(props.query.make).toBe(make?.value);
  });

  it('redirects the form style and older parameter names to the canonical path', async () => {
    const result = await listing('/autoturisme?make=bmw&model=&price_to=20000&sort=newest', 'autoturisme').result;
    expect(result).toEqual({ redirect: { destination: '/autoturisme/bmw?pret_max=20000', permanent: false } });
  });

  it('drops an invalid price with a notice naming it and keeps the other filters', async () => {
    const props = propsOf(await listing('/autoturisme?pret_min=abc&an_min=2010', 'autoturisme').result);
    expect(props.notices).toEqual([{ filter: 'price', reason: 'number', value: 'abc', param: 'pret_min' }]);
    expect(props.query.ranges).toEqual({ year: [2010, null] });
    expect(props.results).not.toBeNull();
  });

  it('a sub-category listing has its own results', async () => {
    const props = propsOf(await listing('/camioane/basculante', 'camioane', ['basculante']).result);
    expect(props.query.subcategory).toBe('basculante');
    expect(props.notices).toEqual([]);
    expect(props.results).not.toBeNull();
  });

  it('a make the category does not have is dropped with a note, never a 404', async () => {
    const props = propsOf(await listing('/motociclete/dacia', 'motociclete', ['dacia']).result);
    expect(props.notices).toEqual([{ filter: 'make', reason: 'unknown', value: 'dacia' }]);
    expect(props.query.make).toBeNull();
  });

  it('a cursor the server refuses becomes a notice and the first page, never a 500', async () => {
    const { result, res } = listing(
      '/autoturisme?dupa=bm90LWEtcmVhbC1jdXJzb3ItdmFsdWU&combustibil=diesel',
      'autoturisme',
    );
    const props = propsOf(await result);
    expect(props.notices).toEqual([{ filter: 'cursor', reason: 'rejected', value: null }]);
    expect(props.query).toMatchObject({ after: null, lists: { fuel: ['DIESEL'] } });
    expect(props.results?.pageInfo.pageNumber).toBe(1);
    expect(res.statusCode).toBe(200);
  });

  it('the next-page cursor of a page leads to page 2', async () => {
    const first = propsOf(await listing('/autoturisme', 'autoturisme').result);
    const cursor = first.results?.pageInfo.endCursor ?? '';
    const second = propsOf(await listing(`/autoturisme?dupa=${encodeURIComponent(cursor)}`, 'autoturisme').result);
    expect(second.notices).toEqual([]);
    expect(second.results?.pageInfo.pageNumber).toBe(2);
    expect(second.results?.nodes[0]?.id).not.toBe(first.results?.nodes[0]?.id);
  });

  it('an unknown category or too many segments is a 404', async () => {
    expect(await listing('/biciclete', 'biciclete').result).toEqual({ notFound: true });
    expect(await listing('/autoturisme/a/b/c', 'autoturisme', ['a', 'b', 'c']).result).toEqual({ notFound: true });
    expect(await listing('/camioane/basculante/a/b/c', 'camioane', ['basculante', 'a', 'b', 'c']).result).toEqual({
      notFound: true,
    });
  });
});

describe('ad page', () => {
  const advertPage = (category: string, id: string, headers: Record<string, string> = {}) => {
    const { ctx, res } = context(`/${category}/anunt/${id}`, { category, id }, headers);
    return {
      result: run(ctx, { namespaces: ['advert'], load: loadAdvert }),
      res,
    };
  };
  const views = async (id: number) =>
    (
      await rawQuery<{ n: number }>(
        t.db,
        'select coalesce(sum(views), 0)::int as n from advert_view_days where advert_id = $1',
        [id],
      )
    )[0]?.n ?? 0;

  it('counts no view: the page counts its own from the browser, cached or not (Mutation.recordAdvertView)', async () => {
    const id = DEMO_ADVERT_IDS.activeCar;
    const before = await views(id);
    await advertPage('autoturisme', String(id)).result;
    await advertPage('autoturisme', String(id)).result;
    expect(await views(id)).toBe(before);
  });

  it('an active advert', async () => {
    const props = propsOf(await advertPage('autoturisme', String(DEMO_ADVERT_IDS.activeCar)).result);
    expect(props.view).toBe('active');
    if (props.view !== 'active') return;
    expect(props.advert.id).toBe(String(DEMO_ADVERT_IDS.activeCar));
    expect(props.advert.title.length).toBeGreaterThan(0);
  });

  it('an inactive advert is the inactive-ad screen with HTTP 410 and similar adverts', async () => {
    const { result, res } = advertPage('autoturisme', String(DEMO_ADVERT_IDS.archivedCar));
    const props = propsOf(await result);
    expect(res.statusCode).toBe(410);
    expect(props).toMatchObject({
      view: 'inactive',
      adId: String(DEMO_ADVERT_IDS.archivedCar),
      categorySlug: 'autoturisme',
    });
    expect(props.similar.length).toBeGreaterThan(0);
  });

  it('an unknown id is a 404', async () => {
    expect(await advertPage('autoturisme', '987654321').result).toEqual({ notFound: true });
    expect(await advertPage('autoturisme', 'not-a-number').result).toEqual({ notFound: true });
  });

  it('the wrong category in the URL redirects permanently to the advert’s own URL', async () => {
    const result = await advertPage('motociclete', String(DEMO_ADVERT_IDS.activeCar)).result;
    expect(result).toEqual({
      redirect: { destination: `/autoturisme/anunt/${DEMO_ADVERT_IDS.activeCar}`, statusCode: 301 },
    });
  });
});
