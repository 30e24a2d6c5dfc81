/**
 * The favourites module through the real GraphQL endpoint (yoga, in-process fetch, seeded PGlite):
 * UNAUTHENTICATED without a session, follow / list / merge / unfollow / remove all for the
 * caller's own account only (a team sub-user's are its own), and BAD_USER_INPUT with an i18n key
 * every catalogue translates (never a 500) for ids that are no adverts.
 */
import { readFileSync } from 'node:fs';
import { rawQuery } from '@/server/db/client';
import { type GraphQLBody, testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const harness = yogaTestHarness(clock, { ads: 300 });
const { buyer, seller, dealer, employee } = DEMO_ACCOUNTS;

async function post(query: string, variables: Record<string, unknown>, userId?: string): Promise<GraphQLBody> {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(query, variables, authorization)).body;
}

const LIST = `query Test_FavouriteAdverts { favouriteAdverts { active followedAt advert { id url priceDrop { amount } } } }`;
const IDS = 'query Test_FavouriteAdvertIds { favouriteAdvertIds }';
const FOLLOW = 'mutation Test_Follow($id: ID!) { followAdvert(advertId: $id) { advertId followed total } }';
const UNFOLLOW = 'mutation Test_Unfollow($id: ID!) { unfollowAdvert(advertId: $id) { advertId followed total } }';
const MERGE = 'mutation Test_Merge($ids: [ID!]!) { mergeFavouriteAdverts(advertIds: $ids) { added advertIds } }';
const CARDS = 'query Test_Cards($ids: [ID!]!) { advertCards(ids: $ids) { active followedAt advert { id } } }';
const REMOVE_ALL = 'mutation Test_RemoveAll { removeAllFavouriteAdverts }';

async function activeIds(n: number): Promise<string[]> {
  const rows = await rawQuery<{ id: string }>(
    harness.db,
    `select id::text as id from adverts where status = 'active' order by id limit $1`,
    [n],
  );
  return rows.map((r) => r.id);
}

const listed = async (userId: string) =>
  ((await post(LIST, {}, userId)).data as { favouriteAdverts: { advert: { id: string } }[] }).favouriteAdverts.map(
    (f) => f.advert.id,
  );

/** The text of an `errors:a.b` key in a language's catalogue. */
function translated(language: string, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  const catalogue: unknown = JSON.parse(readFileSync(`public/locales/${language}/${namespace}.json`, 'utf8'));
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('favourites module', () => {
  it('answers UNAUTHENTICATED without a Bearer token', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [IDS, {}],
      [FOLLOW, { id: '1' }],
      [UNFOLLOW, { id: '1' }],
      [MERGE, { ids: ['1'] }],
      [REMOVE_ALL, {}],
    ] as const)
      expect((await post(query, variables)).errors?.[0]?.extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        status: 401,
      });
  });

  it('follows, lists, merges, unfollows and removes all for the caller only', async () => {
    const [a, b, c] = await activeIds(3);
    expect((await post(FOLLOW, { id: a }, buyer.id)).data).toEqual({
      followAdvert: { advertId: a, followed: true, total: 1 },
    });
    expect((await post(FOLLOW, { id: a }, buyer.id)).data).toEqual({
      followAdvert: { advertId: a, followed: true, total: 1 },
    });
    expect((await post(MERGE, { ids: [b, a, '999999999'] }, buyer.id)).data).toEqual({
      mergeFavouriteAdverts: { added: 1, advertIds: [b, a] },
    });
    expect(await listed(buyer.id)).toEqual([b, a]);
    // The hearts' query: the same ids in the same order, without the cards.
    expect((await post(IDS, {}, buyer.id)).data).toEqual({ favouriteAdvertIds: [b, a] });
    expect((await post(IDS, {}, seller.id)).data).toEqual({ favouriteAdvertIds: [] });
    // Another account sees none of them and cannot remove them.
    expect(await listed(seller.id)).toEqual([]);
    expect((await post(UNFOLLOW, { id: a }, seller.id)).data).toEqual({
      unfollowAdvert: { advertId: a, followed: false, total: 0 },
    });
    expect((await post(REMOVE_ALL, {}, seller.id)).data).toEqual({ removeAllFavouriteAdverts: 0 });
    expect(await listed(buyer.id)).toEqual([b, a]);
    expect((await post(UNFOLLOW, { id: c }, buyer.id)).data).toEqual({
      unfollowAdvert: { advertId: c, followed: false, total: 2 },
    });
    expect((await post(REMOVE_ALL, {}, buyer.id)).data).toEqual({ removeAllFavouriteAdverts: 2 });
    expect(await listed(buyer.id)).toEqual([]);
  });

  it('a team sub-user’s favourites are its own, not the main account’s', async () => {
    const [a] = await activeIds(1);
    await post(FOLLOW, { id: a }, employee.id);
    expect(await listed(employee.id)).toEqual([a]);
    expect(await listed(dealer.id)).toEqual([]);
    await post(REMOVE_ALL, {}, employee.id);
  });

  it('advertCards is public: a visitor’s browser list in its order, unknown ids skipped, capped', async () => {
    const [a, b] = await activeIds(2);
    const body = await post(CARDS, { ids: [b, '999999999', 'x', a] });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      advertCards: [
        { active: true, followedAt: null, advert: { id: b } },
        { active: true, followedAt: null, advert: { id: a } },
      ],
    });
    const tooMany = await post(CARDS, { ids: Array.from({ length: 201 }, (_, i) => String(i + 1)) });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:favourites.tooMany',
    });
  });

  it('refuses ids of no advert with BAD_USER_INPUT and a key every catalogue translates', async () => {
    const cases = [
      [FOLLOW, { id: 'abc' }, 'errors:favourites.badAdvertId'],
      [UNFOLLOW, { id: '0' }, 'errors:favourites.badAdvertId'],
      [FOLLOW, { id: '999999999' }, 'errors:favourites.unknownAdvert'],
      [MERGE, { ids: ['1', '1.5'] }, 'errors:favourites.badAdvertId'],
      [MERGE, { ids: Array.from({ length: 201 }, (_, i) => String(i + 1)) }, 'errors:favourites.tooMany'],
    ] as const;
    for (const [query, variables, key] of cases) {
      const body = await post(query, variables, buyer.id);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, i18nKey: key });
      for (const language of ['ro', 'en', 'pl', 'pt']) expect(translated(language, key)).toEqual(expect.any(String));
    }
  });
});
