/**
 * Past price changes of seeded adverts (SPEC §2.6 price history): about a fifth of the adverts
 * older than a week changed their price once or twice, mostly down (a seller lowering an advert
 * that does not sell), sometimes up. The history ends at the advert's current price, so the price
 * model and the price indicator are untouched; the dates fall between a few days after the advert
 * was posted and the day before the seeding. Each advert draws from its own stream (seeded by its
 * id), so the rest of the seed is the same with or without histories.
 */
import type { CurrencyCode } from '@/server/db/schema/adverts';
import { Rng } from './random';

const DAY = 86_400_000;
/** Share of adverts (a week old or more) with a price change. */
const CHANGED_SHARE = 0.2;
/** Of those, the share with two changes. */
const TWO_CHANGES = 0.3;
/** Share of changes that are rises. */
const RISE_SHARE = 0.12;

/** One change: the price before and after it, and when. */
export interface SeedPriceChange {
  oldPrice: number;
  newPrice: number;
  changedAt: Date;
}

/** A price a seller would type: whole hundreds or fifties for vehicles, tens for small amounts. */
function roundPrice(value: number, currency: CurrencyCode): number {
  const step = value >= 20_000 ? (currency === 'EUR' ? 100 : 500) : value >= 2_000 ? 50 : 10;
  return Math.max(step, Math.round(value / step) * step);
}

/** The advert's past changes, oldest first (empty for most adverts). */
export function seedPriceHistory(
  advert: { id: number; priceGross: number; currency: CurrencyCode; createdAt: Date },
  now: Date,
  /** The demo advert: always two changes, the last one a drop. */
  always = false,
): SeedPriceChange[] {
  const rng = new Rng(Math.imul(advert.id, 0x9e3779b1) ^ 0x51ce);
  const age = now.getTime() - advert.createdAt.getTime();
  const changed = rng.chance(CHANGED_SHARE);
  if (age < 7 * DAY || !(changed || always)) return [];
  const count = always || (age >= 20 * DAY && rng.chance(TWO_CHANGES)) ? 2 : 1;
  // Change dates: spread over the advert's life after its first three days, in order.
  const from = advert.createdAt.getTime() + 3 * DAY;
  const span = now.getTime() - DAY - from;
  const times = Array.from({ length: count }, (_, i) => from + ((i + rng.next()) / count) * span).map(
    (t) => new Date(Math.round(t / 60_000) * 60_000),
  );
  // Walk back from the current price: each change's old price is a few per cent above (a drop)
  // or below (a rise) its new one.
  const changes: SeedPriceChange[] = [];
  let newPrice = advert.priceGross;
  for (let i = count - 1; i >= 0; i -= 1) {
    const rise = rng.chance(RISE_SHARE) && !(always && i === count - 1);
    const percent = rise ? rng.int(2, 6) : rng.int(3, 12);
    const oldPrice = roundPrice(newPrice * (rise ? 1 - percent / 100 : 1 + percent / 100), advert.currency);
    if (oldPrice === newPrice) continue;
    changes.unshift({ oldPrice, newPrice, changedAt: times[i] ?? now });
    newPrice = oldPrice;
  }
  return changes;
}
