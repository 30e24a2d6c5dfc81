/**
 * The label of a price against its expected range, with hysteresis: a label changes only when
 * the price crosses the band's edge by HYSTERESIS_MARGIN, so a 1 % price change (or a slightly
 * different fit the next night) does not flip an advert between 'in' and 'below'.
 */
import type { PriceIndicatorCode } from '@/server/db/schema/adverts';

/** Crossing margin in log price (about 2 %). */
export const HYSTERESIS_MARGIN = 0.02;

/** The expected range in log(price_lei). */
export interface LogBand {
  low: number;
  high: number;
}

/** The label of `logPrice` given the band and the label it had. */
export function classify(
  logPrice: number,
  band: LogBand,
  previous: PriceIndicatorCode,
  margin = HYSTERESIS_MARGIN,
): Exclude<PriceIndicatorCode, 'none'> {
  const { low, high } = band;
  switch (previous) {
    case 'below':
      if (logPrice < low + margin) return 'below';
      return logPrice > high + margin ? 'above' : 'in';
    case 'above':
      if (logPrice > high - margin) return 'above';
      return logPrice < low - margin ? 'below' : 'in';
    case 'in':
      if (logPrice < low - margin) return 'below';
      return logPrice > high + margin ? 'above' : 'in';
    case 'none':
      // No label to keep: the plain band.
      if (logPrice < low) return 'below';
      return logPrice > high ? 'above' : 'in';
  }
}
