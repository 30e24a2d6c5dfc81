/**
 * Statistics on a seeded PGlite: a view is counted per ad page the browser shows, on the Romanian
 * day (not the owner's, not the team's, not of an inactive advert, not a robot's or a prefetch's), the per-advert counts of
 * views, phone reveals and confirmed buyer messages, and the dashboard's 7- and 30-day totals and
 * latest messages.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { myAdsDashboard } from './my-ads-dashboard';
import { UserInputError } from './ads.types';
import {
  type AdvertViewer,
  countAdvertView,
  VIEW_WINDOW_MINUTES,
  isBotAgent,
  isPrefetchRequest,
  recordAdvertView,
  romanianDay,
  statsOfAdverts,
} from './my-ads-stats';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 40 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const { dealer, buyer, employee } = DEMO_ACCOUNTS;
const NOW = new Date('2026-03-15T21:30:00.000Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const car = DEMO_ADVERT_IDS.dealerCar;

async function conversationWith(advertId: number, buyerName: string, sent: readonly [Date, 'sent' | 'pending'][]) {
  const [c] = await rawQuery<{ id: string }>(
    t.db,
    `insert into conversations (advert_id, seller_id, buyer_id, buyer_name, buyer_email, subject, last_message_at)
     values ($1, $2, null, $3, $4, 'AVAILABLE', $5) returning id::text as id`,
    [advertId, dealer.id, buyerName, `${buyerName.replace(/\W/g, '').toLowerCase()}@example.ro`, NOW.toISOString()],
  );
  for (const [at, status] of sent)
    await rawQuery(
      t.db,
      `insert into messages (conversation_id, sender_role, body, status, created_at) values ($1, 'buyer', $2, $3, $4)`,
      [c!.id, `Mesaj de la ${buyerName} din ${at.toISOString()}`, status, at.toISOString()],
    );
  await rawQuery(
    t.db,
    `insert into messages (conversation_id, sender_role, body, created_at) values ($1, 'seller', 'Da', $2)`,
    [c!.id, NOW.toISOString()],
  );
  return c!.id;
}

describe('views', () => {
  it('counts on the Romanian day (21:30 UTC is 23:30 in Bucharest, still the 15th; 22:30 UTC is the 16th)', () => {
    expect(romanianDay(new Date('2026-03-15T21:30:00.000Z'))).toBe('2026-03-15');
    expect(romanianDay(new Date('2026-03-15T22:30:00.000Z'))).toBe('2026-03-16');
  });

  it('counts a visitor’s render once each, never the owner’s, the team’s or an inactive advert’s', async () => {
    expect(await recordAdvertView(t.db, car, [], NOW)).toBe(true);
    expect(await recordAdvertView(t.db, car, [buyer.id], NOW)).toBe(true);
    expect(await recordAdvertView(t.db, car, [dealer.id], NOW)).toBe(false);
    expect(await recordAdvertView(t.db, car, [employee.id, dealer.id], NOW)).toBe(false);
    expect(await recordAdvertView(t.db, DEMO_ADVERT_IDS.waitingCar, [], NOW)).toBe(false);
    expect(await recordAdvertView(t.db, car, [], ago(10))).toBe(true);
    const rows = await rawQuery<{ day: string; views: number }>(
      t.db,
      `select day::text as day, views from advert_view_days where advert_id = $1 order by day`,
      [car],
    );
    expect(rows).toEqual([
      { day: '2026-03-05', views: 1 },
      { day: '2026-03-15', views: 2 },
    ]);
  });

  it('counts a shown page by its request: a browser’s, not a robot’s or a prefetch’s, never the team’s', async () => {
    const browser = (extra: Record<string, string> = {}) =>
      new Headers({ 'user-agent': 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15', ...extra });
    const anyone: AdvertViewer = { userId: null, mainAccountId: null };
    const ad = String(DEMO_ADVERT_IDS.activeCar);
    const count = (headers: Headers, viewer = anyone, id = ad) => countAdvertView(t.db, id, viewer, headers, NOW);
    expect(await count(browser())).toEqual({ counted: true });
    expect(await count(browser(), { userId: buyer.id, mainAccountId: null })).toEqual({ counted: true });
    expect(await count(new Headers({ 'user-agent': 'Mozilla/5.0 HeadlessChrome/120.0' }))).toEqual({ counted: false });
    expect(await count(browser({ 'sec-purpose': 'prefetch' }))).toEqual({ counted: false });
    expect(await count(browser(), { userId: dealer.id, mainAccountId: null }, String(car))).toEqual({ counted: false });
    expect(await count(browser(), { userId: employee.id, mainAccountId: dealer.id }, String(car))).toEqual({
      counted: false,
    });
    expect(await count(browser(), anyone, String(DEMO_ADVERT_IDS.archivedCar))).toEqual({ counted: false });
    expect(await count(browser(), anyone, '987654321')).toEqual({ counted: false });
    for (const id of ['', 'abc', '0', '1.5', '12345678901234567'])
      await expect(count(browser(), anyone, id)).rejects.toThrow(UserInputError);
  });

  it('counts a viewer once per advert in the window: an address, or an account wherever it signs in from', async () => {
    const headers = new Headers({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' });
    const ad = String(DEMO_ADVERT_IDS.activeCar);
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const visitor: AdvertViewer = { userId: null, mainAccountId: null, address: '198.51.100.7' };
    expect(await countAdvertView(t.db, ad, visitor, headers, at(0))).toEqual({ counted: true });
    expect(await countAdvertView(t.db, ad, visitor, headers, at(5))).toEqual({ counted: false });
    expect(await countAdvertView(t.db, ad, { ...visitor, address: '198.51.100.8' }, headers, at(5))).toEqual({
      counted: true,
    });
    const signedIn: AdvertViewer = { userId: buyer.id, mainAccountId: null, address: '198.51.100.9' };
    expect(await countAdvertView(t.db, ad, signedIn, headers, at(100))).toEqual({ counted: true });
    expect(await countAdvertView(t.db, ad, { ...signedIn, address: '203.0.113.1' }, headers, at(101))).toEqual({
      counted: false,
    });
    expect(await countAdvertView(t.db, ad, visitor, headers, at(VIEW_WINDOW_MINUTES))).toEqual({ counted: true });
  });

  it('knows prefetches and prerenders', () => {
    expect(isPrefetchRequest(new Headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ purpose: 'prefetch' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ 'x-moz': 'prefetch' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ 'x-purpose': 'preview' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ accept: 'application/json' }))).toBe(false);
  });

  it('knows robots and agentless requests', () => {
    expect(isBotAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotAgent(undefined)).toBe(true);
    expect(isBotAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(false);
  });
});

describe('per advert and dashboard', () => {
  it('counts views, reveals and confirmed buyer messages per advert; the dashboard per period', async () => {
    const before = await myAdsDashboard(t.db, dealer.id, NOW);
    await rawQuery(
      t.db,
      `insert into phone_reveals (advert_id, seller_id, visitor_key, created_at) values
         ($1, $2, 'address:a', $3), ($1, $2, 'address:b', $4), ($1, $2, 'address:c', $5)`,
      [car, dealer.id, ago(1).toISOString(), ago(20).toISOString(), ago(40).toISOString()],
    );
    await conversationWith(car, 'Ion Pop', [
      [ago(2), 'sent'],
      [ago(3), 'pending'],
    ]);
    const latest = await conversationWith(car, 'Ioana Marin', [
      [ago(0.5), 'sent'],
      [ago(25), 'sent'],
    ]);
    const stats = await statsOfAdverts(t.db, [car, DEMO_ADVERT_IDS.activeCar]);
    expect(stats.get(car)).toEqual({ views: 3, phoneReveals: 3, messages: 3 });
    const after = await myAdsDashboard(t.db, dealer.id, NOW);
    // Views were recorded today and 10 days ago (the test above).
    expect(after.last7Days).toEqual({
      views: before.last7Days.views,
      phoneReveals: before.last7Days.phoneReveals + 1,
      messages: before.last7Days.messages + 2,
    });
    expect(after.last30Days).toEqual({
      views: before.last30Days.views,
      phoneReveals: before.last30Days.phoneReveals + 2,
      messages: before.last30Days.messages + 3,
    });
    expect(after.latestMessages[0]).toMatchObject({
      conversationId: latest,
      buyerName: 'Ioana Marin',
      url: `/contul-meu/messages/received/${latest}`,
    });
    expect(after.latestMessages.length).toBeLessThanOrEqual(5);
    expect(after.counts.waiting).toBeGreaterThanOrEqual(1);
  });

  it('the views of the last 7 days include today and the 6 days before', async () => {
    const d = await myAdsDashboard(t.db, dealer.id, NOW);
    await rawQuery(
      t.db,
      `insert into advert_view_days (advert_id, day, views) values ($1, '2026-03-09', 4), ($1, '2026-03-08', 8)`,
      [car],
    );
    const e = await myAdsDashboard(t.db, dealer.id, NOW);
    expect(e.last7Days.views - d.last7Days.views).toBe(4);
    expect(e.last30Days.views - d.last30Days.views).toBe(12);
  });
});
