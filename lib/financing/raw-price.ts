/** An advert's rawPrice as a number (SPEC §3, §5: "rawPrice must be numeric"). */

const NUMERIC = /^\s*\d+(?:\.\d+)?\s*$/u;

/**
 * The price in LEI when rawPrice is a finite, non-negative number or a plain numeric string
 * ("21500", "21500.50"); null otherwise (missing, empty, "21.500 lei", NaN, negative).
 */
export function numericRawPrice(rawPrice: unknown): number | null {
  if (typeof rawPrice === 'number') return Number.isFinite(rawPrice) && rawPrice >= 0 ? rawPrice : null;
  if (typeof rawPrice === 'string' && NUMERIC.test(rawPrice)) return Number(rawPrice);
  return null;
}
