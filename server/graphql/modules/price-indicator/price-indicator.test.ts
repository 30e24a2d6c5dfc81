/**
 * Advert.priceEstimate through the real GraphQL endpoint: the range in the advert's currency and
 * in LEI, the top attributes, and NONE shown only to the seller (and the seller's team).
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { writeResults } from '@/server/price-indicator/store';
import { EUR_TO_LEI } from '@/server/services/prices';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const harness = yogaTestHarness(clock);

const QUERY = `query PriceIndicator_test($id: ID!) { advert(id: $id) { id priceEstimate {
  level noneReason comparablesCount segment computedAt
  range { low median high currency } rangeLei { low median high currency }
  topAttributes { attribute direction percent } } } }`;

async function insertAdvert(id: number, currency: 'EUR' | 'LEI', priceLei: number): Promise<void> {
  await rawQuery(
    harness.db,
    `INSERT INTO adverts (id, category_id, user_id, status, title, price_gross, currency, price_lei, city_id, county_code)
     SELECT $1, 29, $2, 'active', 'Dacia Logan', $3, $4, $5, id, county_code FROM cities ORDER BY id LIMIT 1`,
    [id, DEMO_ACCOUNTS.dealer.id, currency === 'EUR' ? priceLei / EUR_TO_LEI : priceLei, currency, priceLei],
  );
}

async function estimate(id: number, userId?: string) {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  const { body } = await harness.post(QUERY, { id: String(id) }, authorization);
  expect(body.errors).toBeUndefined();
  return (body.data?.['advert'] as { priceEstimate: Record<string, unknown> | null }).priceEstimate;
}

describe('Advert.priceEstimate', () => {
  it('explains a labelled advert to everyone, in its currency and in LEI', async () => {
    await insertAdvert(9001, 'EUR', 49_700);
    await writeResults(
      harness.db,
      [
        {
          advertId: 9001,
          level: 'below',
          noneReason: null,
          expectedLow: 52_000,
          expectedMedian: 55_000,
          expectedHigh: 58_000,
          comparablesCount: 23,
          segmentLevel: 'generation',
          topAttributes: [
            { attribute: 'mileage', logEffect: Math.log(0.88) },
            { attribute: 'year', logEffect: Math.log(1.05) },
          ],
          residualSpread: 0.08,
        },
      ],
      clock.now(),
    );
    const anonymous = await estimate(9001);
    expect(anonymous).toEqual({
      level: 'BELOW',
      noneReason: null,
      comparablesCount: 23,
      segment: 'GENERATION',
      computedAt: '2026-03-15T09:00:00.000Z',
      range: { low: 10_450, median: 11_050, high: 11_650, currency: 'EUR' },
      rangeLei: { low: 52_000, median: 55_000, high: 58_000, currency: 'LEI' },
      topAttributes: [
        { attribute: 'MILEAGE', direction: 'DOWN', percent: 12 },
        { attribute: 'YEAR', direction: 'UP', percent: 5 },
      ],
    });
    const rows = await rawQuery<{ price_indicator: string }>(
      harness.db,
      'SELECT price_indicator FROM adverts WHERE id = 9001',
    );
    expect(rows[0]?.price_indicator).toBe('below');
  });

  it('shows NONE to the seller and the seller team only', async () => {
    await insertAdvert(9002, 'LEI', 30_000);
    await writeResults(
      harness.db,
      [
        {
          advertId: 9002,
          level: 'none',
          noneReason: 'insufficient_data',
          expectedLow: null,
          expectedMedian: null,
          expectedHigh: null,
          comparablesCount: 4,
          segmentLevel: null,
          topAttributes: [],
          residualSpread: null,
        },
      ],
      clock.now(),
    );
    expect(await estimate(9002)).toBeNull();
    expect(await estimate(9002, DEMO_ACCOUNTS.buyer.id)).toBeNull();
    expect(await estimate(9002, DEMO_ACCOUNTS.dealer.id)).toMatchObject({
      level: 'NONE',
      noneReason: 'INSUFFICIENT_DATA',
      range: null,
      rangeLei: null,
    });
    expect(await estimate(9002, DEMO_ACCOUNTS.employee.id)).toMatchObject({ level: 'NONE' });
  });

  it('is null before the first computation, even for the seller', async () => {
    await insertAdvert(9003, 'LEI', 30_000);
    expect(await estimate(9003, DEMO_ACCOUNTS.dealer.id)).toBeNull();
  });

  describe('Query.sellerPriceIndicatorNote', () => {
    const NOTE = `query PriceIndicator_note($id: ID!) { sellerPriceIndicatorNote(advertId: $id) {
      reason comparablesCount comparablesNeeded comparablesMonths computedAt } }`;

    async function note(id: string, userId?: string) {
      const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
      const { body } = await harness.post(NOTE, { id }, authorization);
      expect(body.errors).toBeUndefined();
      return body.data?.['sellerPriceIndicatorNote'] as Record<string, unknown> | null;
    }

    const noneRow = (advertId: number, noneReason: 'not_eur' | 'insufficient_data', comparablesCount = 0) => ({
      advertId,
      level: 'none' as const,
      noneReason,
      expectedLow: null,
      expectedMedian: null,
      expectedHigh: null,
      comparablesCount,
      segmentLevel: null,
      topAttributes: [],
      residualSpread: null,
    });

    it("tells the seller and the seller's team why, and nobody else anything", async () => {
      await insertAdvert(9101, 'LEI', 30_000);
      await writeResults(harness.db, [noneRow(9101, 'not_eur')], clock.now());
      const expected = {
        reason: 'NOT_EUR',
        comparablesCount: null,
        comparablesNeeded: 15,
        comparablesMonths: 6,
        computedAt: '2026-03-15T09:00:00.000Z',
      };
      expect(await note('9101', DEMO_ACCOUNTS.dealer.id)).toEqual(expected);
      expect(await note('9101', DEMO_ACCOUNTS.employee.id)).toEqual(expected);
      expect(await note('9101')).toBeNull();
      expect(await note('9101', DEMO_ACCOUNTS.buyer.id)).toBeNull();
    });

    it('gives the count found when data is insufficient', async () => {
      await insertAdvert(9102, 'EUR', 30_000);
      await writeResults(harness.db, [noneRow(9102, 'insufficient_data', 4)], clock.now());
      expect(await note('9102', DEMO_ACCOUNTS.dealer.id)).toMatchObject({
        reason: 'INSUFFICIENT_DATA',
        comparablesCount: 4,
      });
    });

    it('before the first computation: PENDING, or the reason the advert itself settles', async () => {
      await insertAdvert(9103, 'EUR', 30_000);
      await insertAdvert(9104, 'LEI', 30_000);
      expect(await note('9103', DEMO_ACCOUNTS.dealer.id)).toMatchObject({ reason: 'PENDING', computedAt: null });
      expect(await note('9104', DEMO_ACCOUNTS.dealer.id)).toMatchObject({ reason: 'NOT_EUR', computedAt: null });
      expect(await note('9103', DEMO_ACCOUNTS.buyer.id)).toBeNull();
    });

    it('is null for an advert with a level, and for unknown or malformed ids, without an error', async () => {
      expect(await note('9001', DEMO_ACCOUNTS.dealer.id)).toBeNull();
      for (const id of ['987654321', 'abc', "1' OR 1=1", '-5', '0'])
        expect(await note(id, DEMO_ACCOUNTS.dealer.id)).toBeNull();
    });
  });
});
