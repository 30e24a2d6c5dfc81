/**
 * The credit wallet's rules (docs/billing.md, Wallet), pure: lots of credits (a TOP_UP or BONUS
 * entry each, expiring 12 months after purchase), spends that consume the lots expiring first, and
 * the expiry of what is left of a lot. The database (wallet.ts) stores the entries and the
 * allocations these plans produce; a property test checks the rules on random histories.
 */
import { bucharestDate } from '@/lib/billing/calendar-date';

/** A lot: credits that came in together and expire together. */
export interface Lot {
  id: number;
  /** Credits the lot brought (> 0). */
  credits: number;
  /** Credits of it not yet spent or expired (0 … credits). */
  remaining: number;
  expiresAt: Date;
}

/** Credits taken from one lot by a spend or an expiry. */
export interface Allocation {
  lotId: number;
  credits: number;
}

/** Months a lot lasts. */
export const LOT_MONTHS = 12;

/** When a lot bought at `at` expires: the same instant 12 months later (end of month when shorter). */
export function lotExpiry(at: Date): Date {
  const end = new Date(at.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCFullYear(end.getUTCFullYear() + Math.floor(LOT_MONTHS / 12), end.getUTCMonth() + (LOT_MONTHS % 12));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The lots still usable at `now` (not expired, something left), the one expiring first first. */
export function spendableLots(lots: readonly Lot[], now: Date): Lot[] {
  return lots
    .filter((lot) => lot.remaining > 0 && lot.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
}

/** Credits usable at `now`. */
export function spendableCredits(lots: readonly Lot[], now: Date): number {
  return spendableLots(lots, now).reduce((sum, lot) => sum + lot.remaining, 0);
}

/**
 * The allocations of a spend of `credits` (> 0) at `now`, earliest-expiring lots first; null when
 * the usable credits are fewer.
 */
export function planSpend(lots: readonly Lot[], credits: number, now: Date): Allocation[] | null {
  if (!Number.isInteger(credits) || credits <= 0) throw new RangeError('a spend is a positive whole number');
  const plan: Allocation[] = [];
  let left = credits;
  for (const lot of spendableLots(lots, now)) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    plan.push({ lotId: lot.id, credits: take });
    left -= take;
  }
  return left === 0 ? plan : null;
}

/** What expires at `now`: the rest of every lot whose expiry has come. */
export function planExpiry(lots: readonly Lot[], now: Date): Allocation[] {
  return lots
    .filter((lot) => lot.remaining > 0 && lot.expiresAt.getTime() <= now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id)
    .map((lot) => ({ lotId: lot.id, credits: lot.remaining }));
}

/** The lots after the allocations are taken from them. */
export function applyAllocations(lots: readonly Lot[], allocations: readonly Allocation[]): Lot[] {
  const taken = new Map<number, number>();
  for (const a of allocations) taken.set(a.lotId, (taken.get(a.lotId) ?? 0) + a.credits);
  return lots.map((lot) => {
    const minus = taken.get(lot.id) ?? 0;
    if (minus > lot.remaining) throw new RangeError(`lot ${lot.id}: more taken than remains`);
    return minus === 0 ? lot : { ...lot, remaining: lot.remaining - minus };
  });
}

/**
 * Credits that expire within `days` of `now`, per expiry date (the Bucharest calendar date the
 * wallet shows: a lot bought at 00:30 in Bucharest expires on that date, not on the UTC day before).
 */
export function expiringWithin(
  lots: readonly Lot[],
  now: Date,
  days: number,
): { credits: number; expiresOn: string }[] {
  const limit = now.getTime() + days * 86_400_000;
  const byDay = new Map<string, number>();
  for (const lot of spendableLots(lots, now)) {
    if (lot.expiresAt.getTime() > limit) continue;
    const day = bucharestDate(lot.expiresAt);
    byDay.set(day, (byDay.get(day) ?? 0) + lot.remaining);
  }
  return [...byDay].map(([expiresOn, credits]) => ({ credits, expiresOn }));
}
