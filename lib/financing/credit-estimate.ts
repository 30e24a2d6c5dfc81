/**
 * The external credit partner's default credit amount (SPEC §5, §8): rawPrice × the two configured
 * factors, rounded up to a whole leu and capped at the maximum credit; the fallback when the advert
 * has no rawPrice or one that is not a number (then 'ad rawprice is not a number' is reported).
 */
import { FINANCING_CONFIG, type FinancingConfig } from './financing-config';
import { EXTERNAL_PARTNER_SIMULATION, type Bounds } from './financing-constants';
import type { FinancingReport } from './financing.types';
import { clamp, denoise } from './money';
import { numericRawPrice } from './raw-price';

/** The SPEC §8 text reported when rawPrice is not a number. */
export const RAW_PRICE_NOT_A_NUMBER = 'ad rawprice is not a number';

/** The default credit and what to report about it. */
export interface CreditEstimate {
  readonly credit: number;
  readonly report: FinancingReport | null;
}

/**
 * The default credit for an advert with this rawPrice. The result is also kept at or above the
 * minimum credit (not in the SPEC, which only caps): a cheap advert must still open a valid
 * simulation.
 */
export function externalPartnerCredit(
  rawPrice: unknown,
  config: FinancingConfig = FINANCING_CONFIG,
  credit: Pick<Bounds, 'min' | 'max'> = EXTERNAL_PARTNER_SIMULATION.credit,
): CreditEstimate {
  const fallback = { credit: clamp(config.externalPartnerFallbackCredit, credit), report: null };
  if (rawPrice === null || rawPrice === undefined || rawPrice === '') return fallback;
  const price = numericRawPrice(rawPrice);
  if (price === null) return { ...fallback, report: { level: 'error', message: RAW_PRICE_NOT_A_NUMBER } };
  const estimate = Math.ceil(denoise(price * config.externalPartnerPriceShare * config.externalPartnerConversion));
  return { credit: clamp(estimate, credit), report: null };
}
