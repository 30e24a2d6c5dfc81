/** Price normalisation shared by the seed, the services and (later) posting. */
import type { CurrencyCode } from '@/server/db/schema/adverts';

/**
 * Fixed EUR -> LEI rate used to normalise prices into `adverts.price_lei` for sorting and
 * filtering. A documented constant, not a live rate: changing it needs a re-normalisation
 * (UPDATE adverts SET price_lei = round(price_gross * rate) WHERE currency = 'EUR').
 */
export const EUR_TO_LEI = 4.97;

/** Romanian standard VAT rate (21% since 1 August 2025), between net and gross prices. */
export const VAT_RATE = 0.21;

/** A gross amount in whole LEI. */
export function toLei(amount: number, currency: CurrencyCode): number {
  return Math.round(currency === 'EUR' ? amount * EUR_TO_LEI : amount);
}
