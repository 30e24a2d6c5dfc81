/**
 * Money helpers of the loan maths. Amounts are LEI as numbers; a shown amount is rounded to bani
 * (2 decimals, half away from zero) through whole bani, so 1.005 lei is 1.01, not 1.00.
 */

/** Whole bani of an amount in LEI (half away from zero). */
export function toBani(lei: number): number {
  return Math.sign(lei) * Math.round(Math.abs(Number((lei * 100).toPrecision(12))));
}

/** An amount in LEI rounded to bani. */
export function roundLei(lei: number): number {
  return toBani(lei) / 100;
}

/**
 * x with the float noise of a product removed (0.1 × 3000 is 300.00000000000006), before a floor
 * or a ceiling turns the noise into a whole leu.
 */
export function denoise(x: number): number {
  return Number(x.toPrecision(12));
}

/** value kept within [min, max]. */
export function clamp(value: number, bounds: { readonly min: number; readonly max: number }): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}
