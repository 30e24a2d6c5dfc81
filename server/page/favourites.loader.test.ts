/**
 * /favorite: the loader renders the page for everyone — the sign-in prompt (with its way back
 * here) for a signed-out visitor, the list for a signed-in one — never caches it, and sends a
 * suspended account to its invoices. The page's own operations (server/page/queries/
 * favourites.queries.graphql, run from the browser) on the seeded test database: the buyer's
 * favourites newest first as listing cards, an archived one marked inactive, then removing one
 * and all.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ServerResponse } from 'node:http';
import { print } from 'graphql';
import {
  FavouritePage_CardsDocument,
  FavouritePage_ListDocument,
  FavouritePage_RemoveAllDocument,
  type FavouritePage_List,
} from '@/lib/graphql/generated/page-operations';
import { Favourites_UnfollowDocument } from '@/lib/graphql/generated/operations';
import type { PageSession } from '@/lib/session/session.types';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { yogaTestHarness } from '@/server/graphql/testing/yoga-harness';
import { parseEnv } from '@/server/env';
import { followAdvert } from '@/server/services/favourites';
import { loadFavouritesPage } from './favourites.loader';

const harness = yogaTestHarness(testClock(new Date('2026-03-15T09:00:00.000Z')), { ads: 40 });
const { buyer } = DEMO_ACCOUNTS;

function session(accountStatus: 'active' | 'suspended'): PageSession {
  return {
    user: {
      name: buyer.displayName,
      email: buyer.email,
      image: null,
      id: buyer.id,
      familyName: 'Popescu',
      givenName: 'Andrei',
      displayName: buyer.displayName,
      userUUID: buyer.id,
      userType: 'private',
      accountStatus,
      suspendReason: null,
    },
    multiUser: null,
  };
}

async function load(pageSession: PageSession | null) {
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const ctx = {
    req: { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0' } },
    res: res as unknown as ServerResponse,
    params: {},
    query: {},
    resolvedUrl: '/favorite',
  } as unknown as GetServerSidePropsContext;
  const result = await loadFavouritesPage(ctx, { readSession: () => Promise.resolve(pageSession) });
  return { result, headers };
}

function propsOf<P>(result: GetServerSidePropsResult<P>): P {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as P;
}

describe('the /favorite loader', () => {
  it('asks a signed-out visitor to sign in and come back, without redirecting', async () => {
    const { result, headers } = await load(null);
    const props = propsOf(result);
    expect(props.pageSession).toBeNull();
    expect(props.signInUrl).toBe('/authentication?redirectUrl=%2Ffavorite');
    expect(Object.keys(props.i18n.resources)).toEqual(expect.arrayContaining(['favourites', 'ui', 'common']));
    expect(headers.get('cache-control')).toMatch(/private/);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('tells the page whether visitors keep favourites in the browser (FAVOURITES_ANONYMOUS, shown by default)', async () => {
    expect(propsOf((await load(null)).result).favouritesForVisitors).toBe(true);
    expect(parseEnv({}).FAVOURITES_ANONYMOUS).toBe('1');
    expect(parseEnv({ FAVOURITES_ANONYMOUS: '0' }).FAVOURITES_ANONYMOUS).toBe('0');
    expect(() => parseEnv({ FAVOURITES_ANONYMOUS: 'yes' })).toThrow();
  });

  it('renders the list for a signed-in visitor', async () => {
    const props = propsOf((await load(session('active'))).result);
    expect(props.pageSession?.user.userUUID).toBe(buyer.id);
  });

  it('sends a suspended account to its invoices', async () => {
    expect((await load(session('suspended'))).result).toEqual({
      redirect: { destination: '/contul-meu/newinvoices', permanent: false },
    });
  });
});

describe('the page’s operations on the test database', () => {
  it('gives a visitor (no token) the cards of the ids the browser keeps, in its order', async () => {
    const rows = await rawQuery<{ id: string }>(
      harness.db,
      `select id::text as id from adverts where status = 'active' order by id limit 2`,
    );
    const [a, b] = rows.map((r) => r.id);
    const body = (await harness.post(print(FavouritePage_CardsDocument), { ids: [b, '999999999', a] })).body;
    expect(body.errors).toBeUndefined();
    const cards = (body.data as { advertCards: { advert: { id: string }; followedAt: string | null }[] }).advertCards;
    expect(cards.map((c) => [c.advert.id, c.followedAt])).toEqual([
      [b, null],
      [a, null],
    ]);
  });

  const post = async (document: Parameters<typeof print>[0], variables: Record<string, unknown> = {}) =>
    (await harness.post(print(document), variables, `Bearer ${await harness.tokenFor(buyer.id)}`)).body;
  const list = async () => ((await post(FavouritePage_ListDocument)).data as FavouritePage_List).favouriteAdverts;

  it('lists the favourites newest first as cards, an inactive one marked; removes one, then all', async () => {
    const ids = (
      await rawQuery<{ id: string }>(
        harness.db,
        `select id::text as id from adverts where status = 'active' order by id limit 3`,
      )
    ).map((r) => r.id);
    for (const [i, id] of ids.entries())
      await followAdvert(harness.db, buyer.id, id, new Date(Date.UTC(2026, 2, 10 + i)));
    await rawQuery(harness.db, `update adverts set status = 'archived' where id = $1::int8`, [ids[0]]);

    const shown = await list();
    expect(shown.map((f) => f.advert.id)).toEqual([...ids].reverse());
    expect(shown.map((f) => f.active)).toEqual([true, true, false]);
    expect(shown[0]!.advert.url).toMatch(new RegExp(`/anunt/${ids[2]}$`));
    expect(shown[0]!.advert.price.amount).toBeGreaterThan(0);

    expect((await post(Favourites_UnfollowDocument, { advertId: ids[1] })).errors).toBeUndefined();
    expect((await list()).map((f) => f.advert.id)).toEqual([ids[2], ids[0]]);
    expect((await post(FavouritePage_RemoveAllDocument)).data).toEqual({ removeAllFavouriteAdverts: 2 });
    expect(await list()).toEqual([]);
  });
});
