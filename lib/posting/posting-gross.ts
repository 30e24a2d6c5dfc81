/**
 * The advert's stored prices from the form's price (SPEC §9: the net price is entered, the gross
 * price displayed): shared by the preview and the server's publish.
 */
import { numberOf } from './posting-rules';
import type { PostingValues } from './posting-values';

/** Romanian standard VAT since August 2025. */
const VAT_RATE = 0.21;

/** Gross (stored and displayed) and net (when the seller entered a net price) of checked values. */
export function grossOf(values: PostingValues): { gross: number; net: number | null } {
  const typed = numberOf(values.price) ?? 0;
  const amount = Math.round(typed * 100) / 100;
  if (values.priceKind === 'gross') return { gross: amount, net: null };
  return { gross: Math.round(amount * (1 + VAT_RATE) * 100) / 100, net: amount };
}
