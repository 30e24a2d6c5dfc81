/**
 * The posting form's price estimate (SPEC §2.6 "price estimate widget", §5, §8): the price
 * indicator's model (compute.ts: segments, log-price regression, band) run for the typed attributes
 * as an outside subject against the make's comparables, instead of for a stored advert. Cars only,
 * EUR only. Also the price rules of the gross/net field (SPEC §9). docs/ad-strength.md.
 */
import type { PriceRules } from '@/lib/posting/gross-net';
import { wholeNumberRange } from '@/lib/posting/posting-rules';
import {
  isEstimateCategory,
  missingEstimateFields,
  refusedEstimateField,
  type EstimateInputs,
} from '@/lib/posting-price/estimate-inputs';
import { type Db, rawQuery } from '@/server/db/client';
import type { FuelCode } from '@/server/db/schema/catalogue';
import type { PriceSegmentLevel } from '@/server/db/schema/price-indicators';
import { getEnv, type Env } from '@/server/env';
import { EUR_TO_LEI } from '@/server/services/prices';
import { UserInputError } from '@/server/services/ads.types';
import { computeIndicators, MIN_COMPARABLES } from './compute';
import type { PriceSubject } from './features';
import { loadSubjects } from './store';

/** Why there is no range. */
export type PostingEstimateNoRange = 'other_category' | 'new_car' | 'not_eur' | 'insufficient_data';

/** The estimate: a range in EUR (rounded to 50), or the reason there is none. */
export interface PostingEstimate {
  readonly range: { low: number; median: number; high: number } | null;
  readonly noRange: PostingEstimateNoRange | null;
  /** Comparables the range comes from; with insufficient_data, how many were found. */
  readonly comparablesCount: number;
  readonly comparablesNeeded: number;
  readonly segment: PriceSegmentLevel | null;
}

const toEur = (lei: number) => Math.round(lei / EUR_TO_LEI / 50) * 50;

const noRange = (reason: PostingEstimateNoRange, comparablesCount = 0): PostingEstimate => ({
  range: null,
  noRange: reason,
  comparablesCount,
  comparablesNeeded: MIN_COMPARABLES,
  segment: null,
});

/** Refuses missing, out-of-range and inconsistent inputs with a translated message. */
async function validate(db: Db, input: EstimateInputs, now: Date): Promise<void> {
  const missing = missingEstimateFields(input);
  if (missing.length)
    throw new UserInputError(
      'errors:postingPrice.missing',
      `Missing for an estimate: ${missing.join(', ')}`,
      missing[0],
    );
  // The posting form's limits: what the form accepts is never refused here, nor the other way round.
  const refused = refusedEstimateField(input, now);
  if (refused) {
    const { min, max } = wholeNumberRange(refused, now);
    throw new UserInputError('errors:postingPrice.outOfRange', `${refused} must be between ${min} and ${max}`, refused);
  }
  const rows = await rawQuery<{ ok: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM models WHERE id = $1 AND make_id = $2) AS ok`,
    [input.modelId, input.makeId],
  );
  if (!rows[0]?.ok)
    throw new UserInputError('errors:postingPrice.unknownModel', 'No such model of this make', 'modelId');
}

/** The estimate for the typed attributes at `now` (comparables of the 6 months before). */
export async function postingPriceEstimate(db: Db, input: EstimateInputs, now: Date): Promise<PostingEstimate> {
  if (!isEstimateCategory(input.categoryId)) return noRange('other_category');
  await validate(db, input, now);
  if (input.isNew) return noRange('new_car');
  if (input.currency !== 'EUR') return noRange('not_eur');
  const subject: PriceSubject = {
    // Not an advert: an id no advert has, never a comparable itself (recent: false).
    id: -1,
    makeId: input.makeId!,
    modelId: input.modelId,
    generationId: input.generationId,
    bodyType: input.bodyType,
    year: input.year,
    mileage: input.mileage,
    enginePower: input.enginePower,
    engineCapacity: input.engineCapacity,
    fuelType: input.fuelType!.toLowerCase() as FuelCode,
    gearbox: input.gearbox === 'AUTOMATIC' ? 'automatic' : 'manual',
    doorCount: input.doorCount,
    equipmentCount: input.equipmentCount,
    // The price is not known yet; only the band is read, never the level.
    priceLei: 1,
    currency: 'EUR',
    isNew: false,
    recent: false,
    previousLevel: 'none',
  };
  const subjects = await loadSubjects(db, [subject.makeId], now);
  const [result] = computeIndicators(subjects, [subject]);
  if (!result || result.expectedLow === null || result.expectedMedian === null || result.expectedHigh === null)
    return noRange('insufficient_data', result?.comparablesCount ?? 0);
  return {
    range: { low: toEur(result.expectedLow), median: toEur(result.expectedMedian), high: toEur(result.expectedHigh) },
    noRange: null,
    comparablesCount: result.comparablesCount,
    comparablesNeeded: MIN_COMPARABLES,
    segment: result.segmentLevel,
  };
}

/** The gross/net rules of the configuration (server/env.ts PRICE_*), with the fixed EUR rate. */
export function postingPriceRules(env: Env = getEnv()): PriceRules {
  return {
    vatRate: env.PRICE_VAT_RATE,
    feeValue: env.PRICE_FEE_VALUE,
    feeCurrency: env.PRICE_FEE_CURRENCY,
    feeMin: env.PRICE_FEE_MIN,
    eurToLei: EUR_TO_LEI,
  };
}
