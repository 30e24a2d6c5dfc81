/**
 * The advert's stored prices from the form's price (SPEC §9: the net price is entered, the gross
 * price displayed). The VAT rate and the additional fee come from lib/posting/gross-net.ts.
 */
import { numberOf } from '@/lib/posting/posting-rules';
import type { PostingValues } from '@/lib/posting/posting-values';

/** Romanian standard VAT since August 2025. */
const VAT_RATE = 0.21;

/** Gross (stored and displayed) and net (when the seller entered a net price) of checked values. */
export function grossOfPrice(values: PostingValues): { gross: number; net: number | null } {
  const typed = numberOf(values.price) ?? 0;
  const amount = Math.round(typed * 100) / 100;
  if (values.priceKind === 'gross') return { gross: amount, net: null };
  return { gross: Math.round(amount * (1 + VAT_RATE) * 100) / 100, net: amount };
}
