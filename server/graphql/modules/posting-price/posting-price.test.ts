/**
 * Query.postingPriceEstimate and Query.postingPriceRules through the real GraphQL endpoint: the
 * reasons without a range, translated BAD_USER_INPUT errors naming the field, the configured rules.
 * The ranges themselves are checked against the indicator in posting-estimate.db.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { EUR_TO_LEI } from '@/server/services/prices';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const harness = yogaTestHarness(clock);

const ESTIMATE = `query PostingPrice_test($input: PostingPriceEstimateInput!) {
  postingPriceEstimate(input: $input) { range { low median high currency } noRange comparablesCount comparablesNeeded segment } }`;

async function car(): Promise<Record<string, unknown>> {
  const [model] = await rawQuery<{ id: number; make_id: number }>(
    harness.db,
    'SELECT m.id, m.make_id FROM models m WHERE 29 = ANY (m.category_ids) ORDER BY m.id LIMIT 1',
  );
  return {
    categoryId: 29,
    makeId: model!.make_id,
    modelId: model!.id,
    year: 2018,
    mileage: 145_000,
    enginePower: 150,
    engineCapacity: 1968,
    fuelType: 'DIESEL',
    gearbox: 'MANUAL',
    doorCount: 5,
  };
}

async function estimate(input: Record<string, unknown>) {
  const { body } = await harness.post(ESTIMATE, { input });
  return body as {
    data?: { postingPriceEstimate: Record<string, unknown> } | null;
    errors?: { extensions: Record<string, unknown> }[];
  };
}

describe('Query.postingPriceEstimate', () => {
  it('gives no range, with the reason, for another category, a new car, LEI and an empty market', async () => {
    const input = await car();
    const reason = async (patch: Record<string, unknown>) => {
      const body = await estimate({ ...input, ...patch });
      expect(body.errors).toBeUndefined();
      return body.data?.postingPriceEstimate;
    };
    expect(await reason({ categoryId: 65 })).toMatchObject({ range: null, noRange: 'OTHER_CATEGORY' });
    // A motorcycle needs none of the car's attributes to be told so.
    expect(await reason({ categoryId: 65, doorCount: null, gearbox: null })).toMatchObject({
      noRange: 'OTHER_CATEGORY',
    });
    expect(await reason({ isNew: true })).toMatchObject({ noRange: 'NEW_CAR' });
    expect(await reason({ currency: 'LEI' })).toMatchObject({ noRange: 'NOT_EUR' });
    // No advert is seeded here: no segment has the 15 comparables a range needs.
    expect(await reason({})).toEqual({
      range: null,
      noRange: 'INSUFFICIENT_DATA',
      comparablesCount: 0,
      comparablesNeeded: 15,
      segment: null,
    });
  });

  it('refuses a car without a required attribute, out of range or of another make, naming the field', async () => {
    const input = await car();
    const refusal = async (patch: Record<string, unknown>) => {
      const body = await estimate({ ...input, ...patch });
      expect(body.data ?? null).toBeNull();
      const { code, status, i18nKey, field } = body.errors![0]!.extensions;
      return { code, status, i18nKey, field };
    };
    expect(await refusal({ doorCount: null })).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      i18nKey: 'errors:postingPrice.missing',
      field: 'doorCount',
    });
    expect(await refusal({ year: 3000 })).toMatchObject({ i18nKey: 'errors:postingPrice.outOfRange', field: 'year' });
    expect(await refusal({ engineCapacity: -5 })).toMatchObject({
      i18nKey: 'errors:postingPrice.outOfRange',
      field: 'engineCapacity',
    });
    // The posting form's limits (2 to 5 doors, 50 cm³ at least), not looser ones of the estimate's own.
    expect(await refusal({ doorCount: 7 })).toMatchObject({
      i18nKey: 'errors:postingPrice.outOfRange',
      field: 'doorCount',
    });
    expect(await refusal({ engineCapacity: 20 })).toMatchObject({ field: 'engineCapacity' });
    expect(await refusal({ makeId: Number(input['makeId']) + 1 })).toMatchObject({
      i18nKey: 'errors:postingPrice.unknownModel',
      field: 'modelId',
    });
  });
});

describe('Query.postingPriceRules', () => {
  it('serves the configured VAT and fee with the fixed EUR rate', async () => {
    const { body } = await harness.post(
      'query PostingPrice_rulesTest { postingPriceRules { vatRate feeValue feeCurrency feeMin eurToLei } }',
      {},
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.['postingPriceRules']).toEqual({
      vatRate: 0.21,
      feeValue: 100,
      feeCurrency: 'EUR',
      feeMin: 50_000,
      eurToLei: EUR_TO_LEI,
    });
  });
});
