/**
 * VAT of an invoice (docs/billing.md "Money"): per line net = quantity × unit price; the invoice's
 * VAT = round half up (sum of nets × rate / 100); total = net + VAT. Integer arithmetic only.
 */
import { assertBani } from './money';

/** Romania's standard rate since 1 August 2025 (19 before). */
export const DEFAULT_VAT_RATE_PERCENT = 21;

/** One line as the totals see it. */
export interface VatLine {
  quantity: number;
  unitPriceBani: number;
}

/** The invoice's amounts, in bani. */
export interface InvoiceTotals {
  netBani: number;
  vatBani: number;
  totalBani: number;
}

/** round_half_up(net × rate / 100) for a non-negative net, in integers. */
export function vatOf(netBani: number, ratePercent: number): number {
  assertBani(netBani);
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError('VAT rate: a whole percentage ≥ 0');
  if (netBani < 0) return -vatOf(-netBani, ratePercent);
  return Math.floor((netBani * ratePercent + 50) / 100);
}

/** The net of one line: quantity × unit price. */
export function lineNet(line: VatLine): number {
  if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw new RangeError('quantity: a whole number ≥ 1');
  return assertBani(line.quantity * assertBani(line.unitPriceBani));
}

/** Net, VAT and total of an invoice's lines at `ratePercent`. */
export function invoiceTotals(lines: readonly VatLine[], ratePercent: number): InvoiceTotals {
  const netBani = lines.reduce((sum, line) => sum + lineNet(line), 0);
  const vatBani = vatOf(netBani, ratePercent);
  return { netBani, vatBani, totalBani: netBani + vatBani };
}

/** A net amount with VAT added (prices shown "TVA inclusă"). */
export function withVat(netBani: number, ratePercent: number): number {
  return netBani + vatOf(netBani, ratePercent);
}
