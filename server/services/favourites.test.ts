/**
 * Favourite adverts on a seeded PGlite: follow is idempotent, unfollow of anything is fine, the
 * list is newest first with the listing's cards, an advert that became inactive stays listed and
 * marked, a lowered price shows as the card's price drop, a merge skips duplicates and unknown
 * ids and is capped, and one account never sees or removes another's favourites.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from './ads.types';
import {
  advertCardsByIds,
  FAVOURITES_MAX,
  toPriceChange,
  followAdvert,
  listFavouriteAdverts,
  mergeFavouriteAdverts,
  removeAllFavouriteAdverts,
  unfollowAdvert,
} from './favourites';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-03-15T09:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const { buyer, seller } = DEMO_ACCOUNTS;

async function activeIds(n: number): Promise<string[]> {
  const rows = await rawQuery<{ id: string }>(
    t.db,
    `select id::text as id from adverts where status = 'active' order by id limit $1`,
    [n],
  );
  return rows.map((r) => r.id);
}

async function rowsOf(accountId: string): Promise<number> {
  const [row] = await rawQuery<{ n: number }>(
    t.db,
    'select count(*)::int as n from favourite_adverts where account_id = $1',
    [accountId],
  );
  return row?.n ?? 0;
}

/** The i18n key a refused call carries. */
async function keyOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof UserInputError)) throw new Error(`expected a UserInputError, got ${String(error)}`);
  return error.key;
}

describe('favourite adverts', () => {
  afterEach(async () => {
    await rawQuery(t.db, 'delete from favourite_adverts');
  });

  it('following twice keeps one row (the first time), unfollowing anything is fine', async () => {
    const [id] = await activeIds(1);
    expect(await followAdvert(t.db, buyer.id, id!, NOW)).toEqual({ advertId: id, followed: true, total: 1 });
    expect(await followAdvert(t.db, buyer.id, id!, later(5))).toEqual({ advertId: id, followed: true, total: 1 });
    expect(await rowsOf(buyer.id)).toBe(1);
    expect((await listFavouriteAdverts(t.db, buyer.id))[0]?.followedAt).toBe(NOW.toISOString());
    expect(await unfollowAdvert(t.db, buyer.id, id!)).toEqual({ advertId: id, followed: false, total: 0 });
    expect(await unfollowAdvert(t.db, buyer.id, id!)).toEqual({ advertId: id, followed: false, total: 0 });
    expect(await unfollowAdvert(t.db, buyer.id, '999999999')).toMatchObject({ followed: false });
  });

  it('lists newest first with the listing card; an inactive advert stays, marked; a price drop shows', async () => {
    const [a, b, c] = await activeIds(3);
    await followAdvert(t.db, buyer.id, a!, NOW);
    await followAdvert(t.db, buyer.id, b!, later(1));
    await followAdvert(t.db, buyer.id, c!, later(2));
    await rawQuery(t.db, `update adverts set status = 'archived' where id = $1::int8`, [b]);
    const [before] = await rawQuery<{ price: string }>(
      t.db,
      'update adverts set price_gross = price_gross - 500 where id = $1::int8 returning price_gross + 500 as price',
      [c],
    );
    const list = await listFavouriteAdverts(t.db, buyer.id);
    expect(list.map((f) => [f.advert.id, f.active])).toEqual([
      [c, true],
      [b, false],
      [a, true],
    ]);
    expect(list[0]?.advert.url).toMatch(new RegExp(`/anunt/${c}$`));
    expect(list[0]?.advert.priceDrop).toMatchObject({ amount: 500, previousAmount: Number(before!.price) });
    expect(list[0]?.priceChange).toEqual({
      previousAmount: Number(before!.price),
      amount: Number(before!.price) - 500,
      currency: list[0]?.advert.price.currency,
    });
    await rawQuery(t.db, `update adverts set status = 'active' where id = $1::int8`, [b]);
  });

  it('the last price change either way: up, down, none, in the current currency', () => {
    const row = { priceGross: 10_000, currency: 'LEI' as const };
    expect(toPriceChange({ ...row, previousPriceGross: null, previousCurrency: null })).toBeNull();
    expect(toPriceChange({ ...row, previousPriceGross: 9_000, previousCurrency: 'LEI' })).toEqual({
      previousAmount: 9_000,
      amount: 10_000,
      currency: 'LEI',
    });
    expect(toPriceChange({ ...row, previousPriceGross: 11_000, previousCurrency: 'LEI' })?.previousAmount).toBe(11_000);
    expect(toPriceChange({ ...row, previousPriceGross: 10_000, previousCurrency: 'LEI' })).toBeNull();
  });

  it('a visitor’s cards by id: the browser’s order, unknown and unpublished skipped, inactive marked, capped', async () => {
    const [a, b, c] = await activeIds(3);
    const [draft] = await rawQuery<{ id: string }>(
      t.db,
      `select id::text as id from adverts where status in ('draft', 'waiting', 'moderated') limit 1`,
    );
    await rawQuery(t.db, `update adverts set status = 'archived' where id = $1::int8`, [b]);
    const cards = await advertCardsByIds(t.db, [c!, 'abc', '999999999', b!, draft!.id, a!, c!], null);
    expect(cards.map((f) => [f.advert.id, f.active, f.followedAt])).toEqual([
      [c, true, null],
      [b, false, null],
      [a, true, null],
    ]);
    expect(await advertCardsByIds(t.db, [], null)).toEqual([]);
    expect(
      await keyOf(
        advertCardsByIds(
          t.db,
          Array.from({ length: FAVOURITES_MAX + 1 }, (_, i) => String(i + 1)),
          null,
        ),
      ),
    ).toBe('errors:favourites.tooMany');
    await rawQuery(t.db, `update adverts set status = 'active' where id = $1::int8`, [b]);
  });

  it('refuses ids that are not adverts, and adverts without a public page', async () => {
    expect(await keyOf(followAdvert(t.db, buyer.id, 'abc', NOW))).toBe('errors:favourites.badAdvertId');
    expect(await keyOf(unfollowAdvert(t.db, buyer.id, '-1'))).toBe('errors:favourites.badAdvertId');
    expect(await keyOf(followAdvert(t.db, buyer.id, '999999999', NOW))).toBe('errors:favourites.unknownAdvert');
    const [draft] = await rawQuery<{ id: string }>(
      t.db,
      `select id::text as id from adverts where status in ('draft', 'waiting', 'moderated') limit 1`,
    );
    expect(await keyOf(followAdvert(t.db, buyer.id, draft!.id, NOW))).toBe('errors:favourites.unknownAdvert');
    expect(await rowsOf(buyer.id)).toBe(0);
  });

  it('merges the browser’s list: no duplicates, unknown ids skipped, the browser’s order kept', async () => {
    const [a, b, c] = await activeIds(3);
    await followAdvert(t.db, buyer.id, a!, NOW);
    const merged = await mergeFavouriteAdverts(t.db, buyer.id, [c!, a!, '999999999', c!, b!], later(10));
    expect(merged).toEqual({ added: 2, advertIds: [c, b, a] });
    expect(await rowsOf(buyer.id)).toBe(3);
    expect(await mergeFavouriteAdverts(t.db, buyer.id, [], later(11))).toEqual({ added: 0, advertIds: [c, b, a] });
    expect(await keyOf(mergeFavouriteAdverts(t.db, buyer.id, ['1', 'x'], NOW))).toBe('errors:favourites.badAdvertId');
  });

  it(`refuses more than ${FAVOURITES_MAX} favourites as a whole`, async () => {
    const tooMany = Array.from({ length: FAVOURITES_MAX + 1 }, (_, i) => String(i + 1));
    expect(await keyOf(mergeFavouriteAdverts(t.db, buyer.id, tooMany, NOW))).toBe('errors:favourites.tooMany');
    // At the cap, following one more is refused; nothing was half-merged.
    const ids = await activeIds(2);
    await rawQuery(
      t.db,
      `insert into favourite_adverts (account_id, advert_id, created_at)
       select $1, a.id, $2::timestamptz from adverts a where a.id <> $3::int8 order by a.id limit $4`,
      [buyer.id, NOW.toISOString(), ids[1], FAVOURITES_MAX],
    );
    expect(await rowsOf(buyer.id)).toBe(FAVOURITES_MAX);
    expect(await keyOf(followAdvert(t.db, buyer.id, ids[1]!, NOW))).toBe('errors:favourites.tooMany');
    expect(await keyOf(mergeFavouriteAdverts(t.db, buyer.id, [ids[1]!], NOW))).toBe('errors:favourites.tooMany');
    expect(await rowsOf(buyer.id)).toBe(FAVOURITES_MAX);
    // Following one already followed at the cap is still fine.
    expect(await followAdvert(t.db, buyer.id, ids[0]!, NOW)).toMatchObject({ followed: true, total: FAVOURITES_MAX });
  });

  it('keeps each account’s favourites apart: another account neither sees nor removes them', async () => {
    const [a, b] = await activeIds(2);
    await followAdvert(t.db, buyer.id, a!, NOW);
    await followAdvert(t.db, seller.id, b!, NOW);
    expect((await listFavouriteAdverts(t.db, seller.id)).map((f) => f.advert.id)).toEqual([b]);
    await unfollowAdvert(t.db, seller.id, a!);
    expect(await removeAllFavouriteAdverts(t.db, seller.id)).toBe(1);
    expect((await listFavouriteAdverts(t.db, buyer.id)).map((f) => f.advert.id)).toEqual([a]);
    expect(await removeAllFavouriteAdverts(t.db, buyer.id)).toBe(1);
    expect(await listFavouriteAdverts(t.db, buyer.id)).toEqual([]);
  });
});
