/**
 * Romanian numbers, both ways: formatting ('12.500', '10.000,50'), done by hand rather than with
 * Intl.NumberFormat so the server and every browser produce the same string (no hydration mismatch
 * from ICU differences), and reading what people type ('12.500', '12 500', '1,5'). The one parser
 * of the site: the listing's filters, the posting form's rules, its price field and the price
 * estimate all read numbers here.
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

/** An amount with two decimals only when it has cents: 12500 -> '12.500', 10000.5 -> '10.000,50'. */
export function formatRomanianAmount(value: number): string {
  const whole = Math.trunc(Math.round(value * 100) / 100);
  const rest = Math.round(Math.abs(value) * 100) % 100;
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/gu, '.');
  const sign = value < 0 && (whole !== 0 || rest !== 0) ? '-' : '';
  return rest === 0 ? `${sign}${grouped}` : `${sign}${grouped},${String(rest).padStart(2, '0')}`;
}

// '12.500', '12 500' (also a no-break or narrow no-break space), '1.234.567,89'.
const GROUPED = /^\d{1,3}(?:[.\s\u00a0\u202f]\d{3})+(?:,\d+)?$/u;
// '12500', '3,5', '10.5'.
const PLAIN = /^\d+(?:[.,]\d+)?$/u;

/**
 * A number as a Romanian types it: '.' or a space groups thousands, ',' marks decimals; a '.'
 * that does not group three digits is read as a decimal point ('10.5'). Returns null for blank
 * text and NaN for anything else (letters, signs, several commas, '10,000.50', '1e5').
 */
export function parseRomanianNumber(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  if (GROUPED.test(text)) return Number(text.replace(/[.\s\u00a0\u202f]/gu, '').replace(',', '.'));
  if (PLAIN.test(text)) return Number(text.replace(',', '.'));
  return Number.NaN;
}

/** The number typed, or null when the text is blank or not a number (where the two need not differ). */
export function readRomanianNumber(raw: string): number | null {
  const value = parseRomanianNumber(raw);
  return value === null || Number.isNaN(value) ? null : value;
}

/** Whether a number has at most two decimals (an amount is to the cent). */
export function isToTheCent(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * An amount of money as typed ('10.000,50', '10 000', '10000,5'): null when it is blank, not a
 * number, or has more than two decimals ('10,505' is refused rather than read as something else).
 */
export function parseRomanianAmount(raw: string): number | null {
  const value = readRomanianNumber(raw);
  return value !== null && isToTheCent(value) ? value : null;
}
