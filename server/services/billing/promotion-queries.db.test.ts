/**
 * What /contul-meu/plati-prin-credite reads, on PGlite: the promotions bought (newest first, a
 * page at a time, with where each stands), the adverts that can be promoted (with the end of the
 * running promotion) and the card's `promoted` flag; bad cursors and page sizes are refused.
 */
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { listingScreen } from '../search';
import { lockBillingAccount } from './invoices';
import { listAdvertPromotions, listPromotableAdverts } from './promotion-queries';
import { endPromotions, promoteAdvert } from './promotions';
import { createTestDealer } from './testing/billing-fixtures';
import { ownAdvert } from './testing/payment-fixtures';
import { creditTopUp } from './wallet';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const DAY = 86_400_000;

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 20 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

it('lists the promotions bought, newest first, page by page, and what can be promoted', async () => {
  const dealer = await createTestDealer(t.db);
  const payer = { accountId: dealer, userId: dealer };
  const first = await ownAdvert(t.db, dealer);
  const second = await ownAdvert(t.db, dealer);
  await t.db.transaction(async (tx) => {
    await lockBillingAccount(tx, dealer);
    await creditTopUp(tx, dealer, null, 500, 50, NOW);
  });
  await promoteAdvert(t.db, payer, String(first), 'BUMP', NOW);
  await promoteAdvert(t.db, payer, String(first), 'PROMOTED_7', NOW);
  await promoteAdvert(t.db, payer, String(first), 'PROMOTED_30', NOW);
  await promoteAdvert(t.db, payer, String(second), 'PROMOTED_7', NOW);

  const page1 = await listAdvertPromotions(t.db, dealer, 3, null, NOW);
  expect(page1.promotions.map((p) => [p.advertId, p.kind, p.credits, p.status])).toEqual([
    [String(second), 'PROMOTED_7', 49, 'RUNNING'],
    [String(first), 'PROMOTED_30', 149, 'SCHEDULED'],
    [String(first), 'PROMOTED_7', 49, 'RUNNING'],
  ]);
  expect(page1.promotions[1]!.startsAt).toBe(new Date(NOW.getTime() + 7 * DAY).toISOString());
  expect(page1.promotions[0]!.advertUrl).toMatch(new RegExp(`/anunt/${second}$`));
  expect(page1.nextCursor).not.toBeNull();
  const page2 = await listAdvertPromotions(t.db, dealer, 3, page1.nextCursor, NOW);
  expect(page2.promotions.map((p) => [p.kind, p.status, p.endsAt])).toEqual([['BUMP', 'APPLIED', null]]);
  expect(page2.nextCursor).toBeNull();

  const adverts = await listPromotableAdverts(t.db, dealer, 50, null, NOW);
  // ownAdvert hands over the newest private advert left: the second has the smaller id.
  expect(adverts.adverts.map((a) => [a.id, a.promotedUntil])).toEqual([
    [String(first), new Date(NOW.getTime() + 37 * DAY).toISOString()],
    [String(second), new Date(NOW.getTime() + 7 * DAY).toISOString()],
  ]);

  // The card's badge follows the running promotions, on the listing's cards.
  const cards = async () => {
    const screen = await listingScreen(t.db, { categorySlug: 'autoturisme', sort: 'NEWEST', first: 50, filters: {} });
    return new Map(screen.adverts.nodes.map((n) => [n.id, n.promoted]));
  };
  expect((await cards()).get(String(second))).toBe(true);
  await endPromotions(t.db, new Date(NOW.getTime() + 7 * DAY));
  expect((await cards()).get(String(second))).toBe(false);
  expect((await cards()).get(String(first))).toBe(true); // its 30 days took over
  const later = new Date(NOW.getTime() + 8 * DAY);
  const after = await listAdvertPromotions(t.db, dealer, 10, null, later);
  expect(after.promotions.map((p) => p.status)).toEqual(['ENDED', 'RUNNING', 'ENDED', 'APPLIED']);

  // An advert no longer active leaves the choice; its promotions stay listed without a link.
  await rawQuery(t.db, "update adverts set status = 'archived' where id = $1", [second]);
  expect((await listPromotableAdverts(t.db, dealer, 50, null, later)).adverts.map((a) => a.id)).toEqual([
    String(first),
  ]);
  expect((await listAdvertPromotions(t.db, dealer, 1, null, later)).promotions[0]!.advertUrl).toBeNull();
});

it('lists nothing for another account and refuses bad cursors and page sizes', async () => {
  const other = await createTestDealer(t.db);
  expect(await listAdvertPromotions(t.db, other, 20, null, NOW)).toEqual({ promotions: [], nextCursor: null });
  for (const call of [listAdvertPromotions, listPromotableAdverts]) {
    await expect(call(t.db, other, 20, 'x1', NOW)).rejects.toMatchObject({ key: 'errors:billing.listBadCursor' });
    await expect(call(t.db, other, 0, null, NOW)).rejects.toMatchObject({ key: 'errors:billing.listBadPageSize' });
    await expect(call(t.db, other, 51, null, NOW)).rejects.toMatchObject({ key: 'errors:billing.listBadPageSize' });
  }
});
