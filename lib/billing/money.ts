/**
 * Money of billing (docs/billing.md): integer bani (1 LEI = 100 bani), never a float. Formatting
 * is done on integers only, the way the site writes amounts: '899 LEI', '1.087,79 LEI'.
 */
import { formatNumber } from '@/lib/format/number';

/** Bani in `lei` whole LEI (catalogue prices, tests). */
export function lei(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`lei: an integer number of LEI, not ${String(amount)}`);
  return amount * 100;
}

/** Throws unless `bani` is a safe integer: money never passes through a float. */
export function assertBani(bani: number): number {
  if (!Number.isSafeInteger(bani)) throw new RangeError(`money must be integer bani, not ${String(bani)}`);
  return bani;
}

/** '899 LEI', '1.087,79 LEI', '-15,50 LEI': thousands with '.', bani after ',' only when there are some. */
export function formatBani(bani: number): string {
  assertBani(bani);
  const sign = bani < 0 ? '-' : '';
  const abs = Math.abs(bani);
  const whole = formatNumber(Math.trunc(abs / 100));
  const rest = abs % 100;
  return rest === 0 ? `${sign}${whole} LEI` : `${sign}${whole},${String(rest).padStart(2, '0')} LEI`;
}
