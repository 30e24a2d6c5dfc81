/**
 * Gross and net prices of the posting form (SPEC §9: "Net price entered, gross price displayed; an
 * additional fee of {value} {currency} is added to gross prices above {min}"). The rules come from
 * the server's configuration (server/env.ts PRICE_*; GraphQL Query.postingPriceRules), so the
 * price step and the server's publish compute the same gross. docs/ad-strength.md, "Gross and net".
 */
import { parseRomanianNumber as parseTypedNumber } from '@/lib/listing/listing-text';
import type { PostingCurrency } from './posting-values';

/** The configured price rules. */
export interface PriceRules {
  /** VAT as a fraction: 0.21 (Romania's standard rate since 1 August 2025). */
  readonly vatRate: number;
  /** The additional fee added to a gross price above feeMin (0: no fee). */
  readonly feeValue: number;
  /** The currency of feeValue and feeMin. */
  readonly feeCurrency: PostingCurrency;
  /** Gross prices (before the fee) above this, in feeCurrency, carry the fee. */
  readonly feeMin: number;
  /** The fixed rate that converts the fee between currencies (server/services/prices.ts EUR_TO_LEI). */
  readonly eurToLei: number;
}

/** A net price's gross, in the price's currency, to the cent. */
export interface GrossPrice {
  readonly net: number;
  readonly vat: number;
  /** The additional fee in the price's currency; 0 when the price is not above the minimum. */
  readonly fee: number;
  readonly gross: number;
}

const cents = (value: number) => Math.round(value * 100);

/** `amount` (in `from`) expressed in `to` at the fixed rate. */
export function convertAmount(amount: number, from: PostingCurrency, to: PostingCurrency, eurToLei: number): number {
  if (from === to) return amount;
  return from === 'EUR' ? amount * eurToLei : amount / eurToLei;
}

/**
 * The gross of a net price: net + VAT, plus the fee when net + VAT is above the minimum (compared
 * in the fee's currency). Amounts are rounded to the cent; `currency` is the price's currency.
 */
export function grossFromNet(
  net: number,
  rules: PriceRules,
  currency: PostingCurrency = rules.feeCurrency,
): GrossPrice {
  const netCents = cents(net);
  const vatCents = Math.round(netCents * rules.vatRate);
  const beforeFee = (netCents + vatCents) / 100;
  const overMin = convertAmount(beforeFee, currency, rules.feeCurrency, rules.eurToLei) > rules.feeMin;
  const feeCents =
    overMin && rules.feeValue > 0
      ? cents(convertAmount(rules.feeValue, rules.feeCurrency, currency, rules.eurToLei))
      : 0;
  return {
    net: netCents / 100,
    vat: vatCents / 100,
    fee: feeCents / 100,
    gross: (netCents + vatCents + feeCents) / 100,
  };
}

/**
 * A price as a Romanian types it, read by the listing's parser (lib/listing/listing-text.ts, the
 * one the wizard's rules use too): '.' or a space groups thousands, ',' starts the decimals
 * ('10.000,50', '10 000', '10000,5'; '10.5' is a decimal point). Null when it is blank, not a
 * number ('10,000.50', '1.2.3', '12abc') or has more than two decimals (a price is to the cent).
 */
export function parseRomanianNumber(text: string): number | null {
  const value = parseTypedNumber(text);
  if (value === null || !Number.isFinite(value) || value < 0) return null;
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? value : null;
}

/** An amount the Romanian way, with two decimals only when it has cents: 12500 → '12.500', 10000.5 → '10.000,50'. */
export function formatRomanianAmount(value: number): string {
  const whole = Math.trunc(Math.round(value * 100) / 100);
  const rest = Math.round(Math.abs(value) * 100) % 100;
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/gu, '.');
  const sign = value < 0 && (whole !== 0 || rest !== 0) ? '-' : '';
  return rest === 0 ? `${sign}${grouped}` : `${sign}${grouped},${String(rest).padStart(2, '0')}`;
}
