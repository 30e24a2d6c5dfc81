/**
 * Price history (SPEC §2.6) on PGlite through the real GraphQL endpoint: the seed's past changes,
 * the trigger that records every later change wherever the price is written, the advert's days on
 * market, price history and price drop, and the drop on listing cards (SQL and in-memory pages).
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { TEST_NOW } from '@/server/db/testing/test-db';
import { daysOnMarket } from '@/server/services/price-history';
import { yogaTestHarness } from '../../testing/yoga-harness';

const harness = yogaTestHarness(testClock(TEST_NOW), { ads: 300 });

const ADVERT = `query Test_AdvertPrice($id: ID!) { advert(id: $id) {
  createdAt daysOnMarket price { amount currency }
  priceHistory { date amount currency } priceDrop { previousAmount amount currency } } }`;
const CARDS = `query Test_Cards($input: ListingInput!) { listingScreen(input: $input) { adverts { nodes {
  id price { amount } priceDrop { previousAmount amount currency } } } } }`;

interface AdvertPrice {
  createdAt: string;
  daysOnMarket: number;
  price: { amount: number; currency: string };
  priceHistory: { date: string; amount: number; currency: string }[];
  priceDrop: { previousAmount: number; amount: number; currency: string } | null;
}

async function advert(id: number | string): Promise<AdvertPrice> {
  const response = await harness.post(ADVERT, { id: String(id) });
  expect(response.body.errors).toBeUndefined();
  return (response.body.data as { advert: AdvertPrice }).advert;
}

async function cards(input: Record<string, unknown>) {
  const response = await harness.post(CARDS, { input: { categorySlug: 'autoturisme', first: 100, ...input } });
  expect(response.body.errors).toBeUndefined();
  return (response.body.data as { listingScreen: { adverts: { nodes: { id: string; priceDrop: unknown }[] } } })
    .listingScreen.adverts.nodes;
}

/** An active car whose price never changed. */
async function unchangedCar(): Promise<{ id: number; price: number; title: string }> {
  const [row] = await rawQuery<{ id: number; price: number; title: string }>(
    harness.db,
    `select id::int as id, price_gross::float8 as price, title from adverts
     where status = 'active' and category_id = 29 and currency = 'EUR' and previous_price_gross is null
       and not exists (select 1 from advert_price_changes c where c.advert_id = adverts.id)
     order by created_at desc limit 1`,
  );
  if (!row) throw new Error('no unchanged car');
  return row;
}

describe('price history', () => {
  it('seeds one or two past changes on about a fifth of the adverts, within their life', async () => {
    const [share] = await rawQuery<{ changed: number; total: number; two: number; rises: number }>(
      harness.db,
      `select count(*) filter (where n > 0)::int as changed, count(*)::int as total,
         count(*) filter (where n = 2)::int as two, (select count(*)::int from advert_price_changes
           where new_price_gross > old_price_gross) as rises
       from (select a.id, (select count(*) from advert_price_changes c where c.advert_id = a.id) as n from adverts a) t`,
    );
    const ratio = share!.changed / share!.total;
    expect(ratio).toBeGreaterThan(0.12);
    expect(ratio).toBeLessThan(0.28);
    expect(share!.two).toBeGreaterThan(0);
    expect(share!.rises).toBeGreaterThan(0);
    const wrong = await rawQuery(
      harness.db,
      `select c.id from advert_price_changes c join adverts a on a.id = c.advert_id
       where c.changed_at <= a.created_at or c.changed_at >= $1::timestamptz or c.old_currency <> a.currency
          or a.previous_price_gross is distinct from (select c2.old_price_gross from advert_price_changes c2
            where c2.advert_id = a.id order by c2.changed_at desc limit 1)`,
      [TEST_NOW.toISOString()],
    );
    expect(wrong).toEqual([]);
  });

  it('gives the demo advert its posted price, two changes ending in a drop, and its days on market', async () => {
    const ad = await advert(DEMO_ADVERT_IDS.activeCar);
    expect(ad.priceHistory).toHaveLength(3);
    expect(ad.priceHistory[0]?.date).toBe(ad.createdAt);
    const dates = ad.priceHistory.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    const last = ad.priceHistory[2]!;
    const before = ad.priceHistory[1]!;
    expect(last.amount).toBe(ad.price.amount);
    expect(ad.priceDrop).toEqual({
      previousAmount: before.amount,
      amount: before.amount - ad.price.amount,
      currency: ad.price.currency,
    });
    expect(ad.daysOnMarket).toBe(daysOnMarket(new Date(ad.createdAt)));
  });

  it('records every change wherever the price is written; the drop shows only while the price is lower', async () => {
    const car = await unchangedCar();
    expect((await advert(car.id)).priceHistory).toEqual([
      expect.objectContaining({ amount: car.price, currency: 'EUR' }),
    ]);
    expect((await advert(car.id)).priceDrop).toBeNull();

    await rawQuery(harness.db, `update adverts set price_gross = $2, price_lei = round($2 * 4.97) where id = $1`, [
      car.id,
      car.price - 500,
    ]);
    // Other columns change nothing in the history.
    await rawQuery(harness.db, `update adverts set title = title || ' ' where id = $1`, [car.id]);
    const lowered = await advert(car.id);
    expect(lowered.priceHistory.map((p) => p.amount)).toEqual([car.price, car.price - 500]);
    expect(lowered.priceDrop).toEqual({ previousAmount: car.price, amount: 500, currency: 'EUR' });

    // The card carries the drop, from a SQL page and from an in-memory (free-text) page alike.
    const sqlCard = (await cards({})).find((c) => c.id === String(car.id));
    expect(sqlCard?.priceDrop).toEqual({ previousAmount: car.price, amount: 500, currency: 'EUR' });
    const word = car.title.split(' ')[0]!;
    const textCard = (await cards({ filters: { query: word } })).find((c) => c.id === String(car.id));
    expect(textCard?.priceDrop).toEqual({ previousAmount: car.price, amount: 500, currency: 'EUR' });

    // A rise: recorded, and no drop any more. A currency change converts the previous price.
    await rawQuery(harness.db, `update adverts set price_gross = $2 where id = $1`, [car.id, car.price + 1000]);
    const raised = await advert(car.id);
    expect(raised.priceHistory.map((p) => p.amount)).toEqual([car.price, car.price - 500, car.price + 1000]);
    expect(raised.priceDrop).toBeNull();
    await rawQuery(harness.db, `update adverts set price_gross = $2, currency = 'LEI' where id = $1`, [
      car.id,
      Math.round((car.price + 1000) * 4.97) - 1000,
    ]);
    const inLei = await advert(car.id);
    expect(inLei.priceHistory.at(-1)).toMatchObject({ currency: 'LEI' });
    expect(inLei.priceDrop?.currency).toBe('LEI');
    expect(inLei.priceDrop?.amount).toBeCloseTo(1000, 0);
  });

  it('counts whole days on market, never below zero', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(daysOnMarket(new Date('2026-03-15T01:00:00Z'), now)).toBe(0);
    expect(daysOnMarket(new Date('2026-03-14T11:00:00Z'), now)).toBe(1);
    expect(daysOnMarket(new Date('2026-03-03T12:00:00Z'), now)).toBe(12);
    expect(daysOnMarket(new Date('2026-03-16T12:00:00Z'), now)).toBe(0);
  });
});
