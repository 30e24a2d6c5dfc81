/**
 * The professionals listing and seller profile loaders end to end: loadPage + the real GraphQL
 * schema, in-process, over a seeded PGlite database. Only the HTTP objects are stand-ins.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { BasePageProps } from '@/lib/page/page-props';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createSsrExecutor } from '@/server/graphql/execute';
import { loadHome } from './home.loader';
import { loadPage } from './load-page';
import { loadProfessionals } from './professionals.loader';
import { loadSellerProfile } from './seller-profile.loader';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
});
afterAll(async () => {
  await t.close();
});

function context(resolvedUrl: string, params: Record<string, string>) {
  const res = { statusCode: 200, setHeader: () => undefined, getHeader: () => undefined };
  return {
    req: { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0' } },
    res: res as unknown as ServerResponse,
    params,
    query: params,
    resolvedUrl,
  } as unknown as GetServerSidePropsContext;
}

function professionals(url: string) {
  return loadPage(context(url, {}), {
    namespaces: ['sellers'],
    load: loadProfessionals,
    createExecutor: (o) => createSsrExecutor({ ...o, db: t.db }),
    pageCache: null,
    htmlCache: null,
  });
}

function profile(sellerId: string, query = '') {
  return loadPage(context(`/vanzator/${sellerId}${query}`, { sellerId }), {
    namespaces: ['sellers'],
    load: loadSellerProfile,
    createExecutor: (o) => createSsrExecutor({ ...o, db: t.db }),
    pageCache: null,
    htmlCache: null,
  });
}

function propsOf<P>(result: GetServerSidePropsResult<P>): P & BasePageProps {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as P & BasePageProps;
}

/** The dealer with the most active adverts in the seed, found by plain SQL. */
async function busiestDealer(): Promise<{ id: string; n: number }> {
  const [row] = await rawQuery<{ id: string; n: number }>(
    t.db,
    `select a.user_id::text as id, count(*)::int as n from adverts a join users u on u.id = a.user_id
     where a.status = 'active' and u.user_type = 'professional' and u.account_status = 'active'
       and not exists (select 1 from user_links l where l.sub_user_id = u.id)
     group by a.user_id order by n desc, a.user_id desc limit 1`,
  );
  if (!row) throw new Error('the seed has no dealer with adverts');
  return row;
}

describe('/dealeri', () => {
  it('lists dealers with their stock, filter options and the sellers catalogue', async () => {
    const props = propsOf(await professionals('/dealeri'));
    expect(Object.keys(props.i18n.resources)).toContain('sellers');
    expect(props.notices).toEqual([]);
    const busiest = await busiestDealer();
    expect(props.results?.nodes[0]).toMatchObject({ id: busiest.id, activeAdvertCount: busiest.n });
    expect(props.results?.nodes.every((n) => n.url === `/vanzator/${n.id}`)).toBe(true);
    expect(props.facets?.counties.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('drops what it cannot use with a notice, never a 500', async () => {
    const cases: [string, string[]][] = [
      ['/dealeri?county=ZZ', ['county']],
      ['/dealeri?county=%3Cscript%3E', ['county']],
      ['/dealeri?category=rachete', ['category']],
      ['/dealeri?sort=price', ['sort']],
      ['/dealeri?after=bm90LWEtcmVhbC1jdXJzb3ItdmFsdWU', ['cursor']],
      ['/dealeri?after=a&before=b', ['cursor']],
    ];
    for (const [url, notices] of cases) {
      const props = propsOf(await professionals(url));
      expect(props.notices, url).toEqual(notices);
      expect(props.results?.pageInfo.pageNumber, url).toBe(1);
    }
  });
});

describe('/vanzator/{sellerId}', () => {
  it('is the 404 page for unknown and malformed sellers and for sub-users', async () => {
    for (const id of [randomUUID(), 'abc', "1' or '1'='1", DEMO_ACCOUNTS.employee.id]) {
      expect(await profile(id), id).toEqual({ notFound: true });
    }
  });

  it("shows a suspended dealer's profile: its adverts stay public and their cards link here", async () => {
    const props = propsOf(await profile(DEMO_ACCOUNTS.suspendedDealer.id));
    expect(props.profile.seller).toMatchObject({ id: DEMO_ACCOUNTS.suspendedDealer.id, type: 'PROFESSIONAL' });
  });

  it('shows a seller without active adverts with the empty state (no search)', async () => {
    const props = propsOf(await profile(DEMO_ACCOUNTS.buyer.id));
    expect(props).toMatchObject({ listing: null, notices: [] });
    expect(props.profile.seller).toMatchObject({ name: 'Andrei Popescu', type: 'PRIVATE', activeAdvertCount: 0 });
  });

  it("lists only the seller's active adverts of the chosen category (listingScreen's filters.sellerId)", async () => {
    const dealer = await busiestDealer();
    const props = propsOf(await profile(dealer.id));
    const category = props.profile.categories[0];
    expect(props.listing?.query.category).toBe(category?.value);
    expect(props.listing?.data.results?.totalCount).toBe(category?.count);
    // The filter options and the count are the seller's too.
    expect(props.listing?.data.summaryCount).toBe(category?.count);
    const makeTotal = (props.listing?.data.filters?.makes ?? []).reduce((sum, m) => sum + m.count, 0);
    expect(makeTotal).toBeLessThanOrEqual(category?.count ?? 0);
    const ids = (props.listing?.data.results?.nodes ?? []).map((n) => Number(n.id));
    expect(ids.length).toBeGreaterThan(0);
    const owners = await rawQuery<{ user_id: string }>(
      t.db,
      'select distinct user_id::text as user_id from adverts where id = any($1::bigint[])',
      [ids],
    );
    expect(owners).toEqual([{ user_id: dealer.id }]);
  });

  it('drops an unknown category, an unknown make or a bad filter with a notice naming it', async () => {
    const dealer = await busiestDealer();
    const props = propsOf(await profile(dealer.id, '?category=rachete&make=qwxz-nu-exista&pret_min=abc'));
    expect(props.notices).toEqual(['category']);
    expect(props.listing?.query.category).toBe(props.profile.categories[0]?.value);
    expect(props.listing?.query.make).toBeNull();
    expect(props.listing?.notices.map((n) => n.filter).sort()).toEqual(['make', 'price']);
    expect(props.listing?.data.results?.totalCount).toBe(props.profile.categories[0]?.count);
  });

  it('reads the listing form of the profile (no JavaScript) and the listing parameters', async () => {
    const dealer = await busiestDealer();
    const first = propsOf(await profile(dealer.id));
    const category = first.profile.categories[0]!.value;
    const make = first.listing?.data.filters?.makes[0];
    expect(make).toBeDefined();
    const props = propsOf(
      await profile(dealer.id, `?categorie=${category}&marca=${make!.value}&pret_min=&ordine=price_asc`),
    );
    expect(props.notices).toEqual([]);
    expect(props.listing?.query).toMatchObject({ category, make: make!.value, sort: 'PRICE_ASC' });
    expect(props.listing?.data.results?.totalCount).toBe(make!.count);
    const prices = (props.listing?.data.results?.nodes ?? []).map((n) => n.id);
    expect(prices.length).toBe(Math.min(make!.count, 32));
  });
});

describe('home', () => {
  it('carries the pricing insights (what they measure travels with them)', async () => {
    const props = propsOf(
      await loadPage(context('/', {}), {
        namespaces: ['home'],
        load: (execute) => loadHome(execute),
        createExecutor: (o) => createSsrExecutor({ ...o, db: t.db }),
        pageCache: null,
        htmlCache: null,
      }),
    );
    expect(props.pricingInsights).toMatchObject({ categorySlug: 'autoturisme', minSample: 5 });
    expect(Array.isArray(props.pricingInsights?.models)).toBe(true);
  });
});
