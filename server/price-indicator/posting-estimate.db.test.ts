/**
 * The posting form's estimate on a seeded PGlite database: the price indicator's own model for
 * typed attributes. Checked against the indicator's stored ranges of labelled adverts, for the
 * direction of its effects, and for every reason it gives no range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateInputs } from '@/lib/posting-price/estimate-inputs';
import { rawQuery } from '@/server/db/client';
import { createTestDb, TEST_NOW, type TestDb } from '@/server/db/testing/test-db';
import { EUR_TO_LEI } from '@/server/services/prices';
import { MIN_COMPARABLES } from './compute';
import { postingPriceEstimate, postingPriceRules } from './posting-estimate';
import { recomputeAllPriceIndicators } from './price-indicator';

const eur = (lei: number) => Math.round(lei / EUR_TO_LEI / 50) * 50;

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 1200 });
}, 180_000);
afterAll(async () => t.close());

interface Labelled {
  make_id: number;
  model_id: number;
  generation_id: number | null;
  body_type: string | null;
  year: number;
  mileage: number;
  engine_power: number;
  engine_capacity: number | null;
  fuel_type: string;
  gearbox: string;
  door_count: number | null;
  equipment_count: number;
  id: string;
  expected_low: number;
  expected_median: number;
  expected_high: number;
  comparables_count: number;
  segment_level: string;
}

const inputsOf = (r: Labelled): EstimateInputs => ({
  categoryId: 29,
  makeId: r.make_id,
  modelId: r.model_id,
  generationId: r.generation_id,
  bodyType: r.body_type,
  year: r.year,
  mileage: r.mileage,
  enginePower: r.engine_power,
  engineCapacity: r.engine_capacity ?? 0,
  fuelType: r.fuel_type.toUpperCase() as EstimateInputs['fuelType'],
  gearbox: r.gearbox.toUpperCase() as EstimateInputs['gearbox'],
  doorCount: r.door_count ?? 5,
  equipmentCount: r.equipment_count,
  isNew: false,
  currency: 'EUR',
});

const labelled = () =>
  rawQuery<Labelled>(
    t.db,
    `SELECT a.id, a.make_id, a.model_id, a.generation_id, a.body_type, a.year, a.mileage, a.engine_power, a.engine_capacity,
       a.fuel_type, a.gearbox, a.door_count, cardinality(a.equipment) AS equipment_count, p.expected_low, p.expected_median,
       p.expected_high, p.comparables_count, p.segment_level
     FROM adverts a JOIN price_indicators p ON p.advert_id = a.id
     WHERE p.level <> 'none' AND a.door_count IS NOT NULL ORDER BY a.id LIMIT 400`,
  );

describe('postingPriceEstimate', () => {
  it("gives exactly the indicator's range for an advert outside the comparables with the same attributes", async () => {
    // Published 7 months ago: still labelled, but no longer a comparable, so the indicator predicts
    // it from a fit without it — as it predicts the form.
    const ids = await rawQuery<{ id: string }>(
      t.db,
      `SELECT a.id FROM adverts a JOIN price_indicators p ON p.advert_id = a.id
       WHERE p.level <> 'none' AND a.door_count IS NOT NULL ORDER BY a.id LIMIT 12`,
    );
    expect(ids.length).toBeGreaterThan(10);
    await rawQuery(
      t.db,
      `UPDATE adverts SET created_at = $2::timestamptz - interval '7 months' WHERE id = ANY($1::bigint[])`,
      [ids.map((r) => r.id), TEST_NOW.toISOString()],
    );
    await recomputeAllPriceIndicators(t.db, TEST_NOW);
    const rows = (await labelled()).filter((r) => ids.some((i) => i.id === r.id));
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const estimate = await postingPriceEstimate(t.db, inputsOf(row), TEST_NOW);
      expect(estimate).toEqual({
        range: { low: eur(row.expected_low), median: eur(row.expected_median), high: eur(row.expected_high) },
        noRange: null,
        comparablesCount: row.comparables_count,
        comparablesNeeded: MIN_COMPARABLES,
        segment: row.segment_level,
      });
      expect(estimate.range!.low).toBeLessThan(estimate.range!.high);
    }
  });

  it('follows the fitted effects: an older, more driven car is estimated lower', async () => {
    const [row] = await labelled();
    const base = await postingPriceEstimate(t.db, inputsOf(row!), TEST_NOW);
    const older = await postingPriceEstimate(
      t.db,
      { ...inputsOf(row!), year: row!.year - 4, mileage: row!.mileage + 120_000 },
      TEST_NOW,
    );
    expect(older.range!.median).toBeLessThan(base.range!.median);
  });

  it('gives no range, with the reason, for other categories, new cars, LEI and thin segments', async () => {
    const [row] = await labelled();
    const car = inputsOf(row!);
    expect((await postingPriceEstimate(t.db, { ...car, categoryId: 65 }, TEST_NOW)).noRange).toBe('other_category');
    expect((await postingPriceEstimate(t.db, { ...car, categoryId: 89 }, TEST_NOW)).noRange).toBe('other_category');
    expect((await postingPriceEstimate(t.db, { ...car, isNew: true }, TEST_NOW)).noRange).toBe('new_car');
    expect((await postingPriceEstimate(t.db, { ...car, currency: 'LEI' }, TEST_NOW)).noRange).toBe('not_eur');
    // Comparables are the 6 months before `now`: ten years later there are none.
    const later = new Date(TEST_NOW.getTime() + 10 * 365 * 86_400_000);
    expect(await postingPriceEstimate(t.db, car, later)).toEqual({
      range: null,
      noRange: 'insufficient_data',
      comparablesCount: 0,
      comparablesNeeded: MIN_COMPARABLES,
      segment: null,
    });
  });

  it('refuses missing, out-of-range and inconsistent attributes with a translated key naming the field', async () => {
    const [row] = await labelled();
    const car = inputsOf(row!);
    const refusal = (input: EstimateInputs) =>
      postingPriceEstimate(t.db, input, TEST_NOW).then(
        () => null,
        (error: { key?: string; field?: string }) => [error.key, error.field],
      );
    expect(await refusal({ ...car, doorCount: null })).toEqual(['errors:postingPrice.missing', 'doorCount']);
    expect(await refusal({ ...car, year: 1800 })).toEqual(['errors:postingPrice.outOfRange', 'year']);
    expect(await refusal({ ...car, mileage: -1 })).toEqual(['errors:postingPrice.outOfRange', 'mileage']);
    const [other] = await rawQuery<{ id: number }>(t.db, 'SELECT id FROM models WHERE make_id <> $1 LIMIT 1', [
      car.makeId,
    ]);
    expect(await refusal({ ...car, modelId: other!.id })).toEqual(['errors:postingPrice.unknownModel', 'modelId']);
  });
});

describe('postingPriceRules', () => {
  it('reads the configured VAT and fee, with the fixed EUR rate', async () => {
    const { parseEnv } = await import('@/server/env');
    const env = parseEnv({
      DATA_DIR: '/tmp/volan-env-test',
      NEXTAUTH_SECRET: 'x'.repeat(32),
      MAILBOX_SECRET: 'y'.repeat(32),
    });
    expect(postingPriceRules(env)).toEqual({
      vatRate: 0.21,
      feeValue: 100,
      feeCurrency: 'EUR',
      feeMin: 50_000,
      eurToLei: EUR_TO_LEI,
    });
    const custom = parseEnv({
      DATA_DIR: '/tmp/volan-env-test',
      NEXTAUTH_SECRET: 'x'.repeat(32),
      MAILBOX_SECRET: 'y'.repeat(32),
      PRICE_VAT_RATE: '0.19',
      PRICE_FEE_VALUE: '500',
      PRICE_FEE_CURRENCY: 'LEI',
      PRICE_FEE_MIN: '250000',
    });
    expect(postingPriceRules(custom)).toMatchObject({
      vatRate: 0.19,
      feeValue: 500,
      feeCurrency: 'LEI',
      feeMin: 250_000,
    });
    expect(() => parseEnv({ PRICE_VAT_RATE: '21' })).toThrow(/PRICE_VAT_RATE/);
  });
});
