/**
 * The advert's stored prices from the form's price (SPEC §9: the net price is entered, the gross
 * price displayed, with the additional fee above the minimum): shared by the preview and the
 * server's publish, both with the configured rules (lib/posting/gross-net.ts).
 */
import { parseRomanianAmount } from '@/lib/format/number';
import { grossFromNet, type PriceRules } from './gross-net';
import type { PostingValues } from './posting-values';

/** Gross (stored and displayed) and net (when the seller entered a net price) of checked values. */
export function grossOf(values: PostingValues, rules: PriceRules): { gross: number; net: number | null } {
  const amount = parseRomanianAmount(values.price) ?? 0;
  if (values.priceKind === 'gross') return { gross: amount, net: null };
  return { gross: grossFromNet(amount, rules, values.currency).gross, net: amount };
}
