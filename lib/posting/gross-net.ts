/**
 * Gross and net prices of the posting form (SPEC §9: "Net price entered, gross price displayed; an
 * additional fee of {value} {currency} is added to gross prices above {min}"). The rules come from
 * the server's configuration (server/env.ts PRICE_*; GraphQL Query.postingPriceRules), so the
 * price step and the server's publish compute the same gross. docs/ad-strength.md, "Gross and net".
 */
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
