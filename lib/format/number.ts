/**
 * Romanian number formatting ('12.500'), done by hand rather than with Intl.NumberFormat so the
 * server and every browser produce the same string (no hydration mismatch from ICU differences).
 */

/** An integer with '.' as the thousands separator, e.g. 12500 -> '12.500'. Non-integers are rounded. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** Kilograms as tonnes the way a Romanian writes them, one decimal at most: 7500 -> '7,5', 18000 -> '18'. */
export function formatTonnes(kg: number): string {
  const tenths = Math.round(kg / 100);
  const whole = formatNumber(Math.trunc(tenths / 10));
  const decimal = Math.abs(tenths % 10);
  return decimal === 0 ? whole : `${whole},${String(decimal)}`;
}
