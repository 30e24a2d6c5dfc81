/**
 * Promotions on a real database, PGlite and PostgreSQL: a BUMP ranks the advert first in RELEVANCE
 * as if posted now (the in-memory index and SQL agree, through the search change log), a
 * PROMOTED_7 adds 72 h and its end by the job restores the key; only own active adverts, and only
 * with enough credits.
 */
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { listingScreen } from '../search';
import { setMemoryIndexOn } from '../search-memory';
import { lockBillingAccount } from './invoices';
import { endPromotions, PROMOTED_BONUS_SECONDS, promoteAdvert } from './promotions';
import { createTestDealer } from './testing/billing-fixtures';
import { ownAdvert } from './testing/payment-fixtures';
import { creditTopUp } from './wallet';
import { getWallet } from './wallet-queries';

const pgReachable = await postgresReachable('promotions.db.test');
const NOW = new Date('2026-11-28T10:00:00.000Z');

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 300 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('promotions', { ads: 300, maxConnections: 5 })],
];

describe.each(targets)('promotions on %s', (_name, available, open) => {
  let t: TestDb | undefined;
  beforeAll(async () => {
    if (available) t = await open();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const keyOf = async (id: number) =>
    Number((await rawQuery<{ k: string }>(t!.db, 'select relevance_key as k from adverts where id = $1', [id]))[0]!.k);

  /** The first RELEVANCE page of cars, from the index and from SQL (they must agree). */
  async function topByRelevance(): Promise<string[]> {
    const input = { categorySlug: 'autoturisme', sort: 'RELEVANCE' as const, first: 5, filters: {} };
    const fromIndex = (await listingScreen(t!.db, input)).adverts.nodes.map((n) => n.id);
    setMemoryIndexOn(t!.db, false);
    const fromSql = (await listingScreen(t!.db, input)).adverts.nodes.map((n) => n.id);
    setMemoryIndexOn(t!.db, true);
    expect(fromIndex).toEqual(fromSql);
    return fromIndex;
  }

  it.skipIf(!available)(
    'bumps to the top of RELEVANCE, adds 72 h while promoted and restores the key when it ends',
    async () => {
      const dealer = await createTestDealer(t!.db);
      const payer = { accountId: dealer, userId: dealer };
      const advert = await ownAdvert(t!.db, dealer);
      await topByRelevance(); // the index is loaded before the changes
      await expect(promoteAdvert(t!.db, payer, String(advert), 'BUMP', NOW)).rejects.toMatchObject({
        key: 'errors:billing.notEnoughCredits',
      });
      await t!.db.transaction(async (tx) => {
        await lockBillingAccount(tx, dealer);
        await creditTopUp(tx, dealer, null, 250, 15, NOW);
      });
      const [created] = await rawQuery<{ at: Date }>(t!.db, 'select created_at as at from adverts where id = $1', [
        advert,
      ]);
      const before = await keyOf(advert);
      const changesBefore = Number(
        (
          await rawQuery<{ n: number }>(
            t!.db,
            'select count(*)::int as n from advert_search_changes where advert_id = $1',
            [advert],
          )
        )[0]!.n,
      );

      await promoteAdvert(t!.db, payer, String(advert), 'BUMP', NOW);
      const bumped = await keyOf(advert);
      const createdSeconds = Math.floor(new Date(created!.at).getTime() / 1000);
      expect(bumped - before).toBe(Math.floor(NOW.getTime() / 1000) - createdSeconds);
      expect(
        Number(
          (
            await rawQuery<{ n: number }>(
              t!.db,
              'select count(*)::int as n from advert_search_changes where advert_id = $1',
              [advert],
            )
          )[0]!.n,
        ),
      ).toBeGreaterThan(changesBefore);
      expect((await topByRelevance())[0]).toBe(String(advert));

      const promoted = await promoteAdvert(t!.db, payer, String(advert), 'PROMOTED_7', NOW);
      expect(promoted.endsAt).toBe(new Date(NOW.getTime() + 7 * 86_400_000).toISOString());
      expect(await keyOf(advert)).toBe(bumped + PROMOTED_BONUS_SECONDS);
      expect((await getWallet(t!.db, dealer, NOW)).balance).toBe(265 - 15 - 49);

      expect(await endPromotions(t!.db, new Date(NOW.getTime() + 6 * 86_400_000))).toBe(0);
      expect(await keyOf(advert)).toBe(bumped + PROMOTED_BONUS_SECONDS);
      expect(await endPromotions(t!.db, new Date(NOW.getTime() + 7 * 86_400_000))).toBe(1);
      expect(await keyOf(advert)).toBe(bumped);
      expect((await topByRelevance())[0]).toBe(String(advert));
    },
    180_000,
  );

  it.skipIf(!available)('promotes only the account’s own active adverts', async () => {
    const dealer = await createTestDealer(t!.db);
    const payer = { accountId: dealer, userId: dealer };
    const [foreign] = await rawQuery<{ id: string }>(
      t!.db,
      "select id from adverts where status = 'active' and user_id <> $1 limit 1",
      [dealer],
    );
    await expect(promoteAdvert(t!.db, payer, foreign!.id, 'BUMP', NOW)).rejects.toMatchObject({
      key: 'errors:billing.unknownAdvert',
    });
    await expect(promoteAdvert(t!.db, payer, 'abc', 'BUMP', NOW)).rejects.toMatchObject({
      key: 'errors:billing.unknownAdvert',
    });
    const advert = await ownAdvert(t!.db, dealer);
    await rawQuery(t!.db, "update adverts set status = 'archived' where id = $1", [advert]);
    await expect(promoteAdvert(t!.db, payer, String(advert), 'BUMP', NOW)).rejects.toMatchObject({
      key: 'errors:billing.unknownAdvert',
    });
  });
});
