/**
 * House ads (SPEC §2.6 advertising slots, §3 advert slot, §9 slot names): our own adverts shown in
 * the advert slots. Which one a slot shows is chosen on the server, by weight among the active ads
 * whose window holds the moment, with a roll that depends only on the slot and a ten-minute period:
 * every visitor of a cached page sees the same choice, and the choice still rotates over the day.
 * Pure functions, shared by the service and the tests.
 */
import type { HouseAdView } from './ad-slots';

/** A stored house ad, as the chooser needs it. */
export interface HouseAdCandidate {
  id: number;
  slot: string;
  title: string;
  body: string;
  targetUrl: string;
  imageUrl: string | null;
  tpb: string;
  weight: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** How long one choice holds before the slot's roll changes. */
export const ROTATION_PERIOD_MS = 10 * 60_000;

/** Origin only used to resolve site paths; never shown. */
const PARSE_BASE = 'https://volan.invalid';

/**
 * A link a house ad may use: a site path ('/cautari-salvate?x=1', never '//host' or '/\host') or
 * an https URL, normalised; anything else (javascript:, data:, http:, relative words) gives null.
 */
export function safeAdHref(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (value === '' || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    const url = new URL(value, PARSE_BASE);
    return url.origin === PARSE_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether the ad is switched on and `now` lies in its window (start inclusive, end exclusive). */
export function isLive(ad: Pick<HouseAdCandidate, 'active' | 'startsAt' | 'endsAt' | 'weight'>, now: Date): boolean {
  const t = now.getTime();
  return (
    ad.active &&
    ad.weight > 0 &&
    (ad.startsAt === null || ad.startsAt.getTime() <= t) &&
    (ad.endsAt === null || t < ad.endsAt.getTime())
  );
}

/** The item a roll in [0, 1) lands on when each takes a share of the line equal to its weight. */
export function pickByWeight<T extends { weight: number }>(items: readonly T[], roll: number): T | null {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (total <= 0) return null;
  let left = Math.min(Math.max(roll, 0), 0.999999999) * total;
  for (const item of items) {
    const weight = Math.max(0, item.weight);
    if (left < weight) return item;
    left -= weight;
  }
  return null;
}

/** A roll in [0, 1) from the slot and the rotation period (FNV-1a): the same for every visitor. */
export function rotationRoll(slot: string, now: Date, periodMs = ROTATION_PERIOD_MS): number {
  const key = `${slot}:${Math.floor(now.getTime() / periodMs)}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x100000000;
}

/**
 * The house ad each slot shows at `now`: among the live ads of the slot with a safe link, one by
 * weight. Candidates are taken in id order, so the choice does not depend on the query's order.
 * Slots without one are left out.
 */
export function chooseHouseAds(
  candidates: readonly HouseAdCandidate[],
  slots: readonly string[],
  now: Date,
): HouseAdView[] {
  const chosen: HouseAdView[] = [];
  for (const slot of new Set(slots)) {
    const live = candidates
      .filter((ad) => ad.slot === slot && isLive(ad, now) && safeAdHref(ad.targetUrl) !== null)
      .sort((a, b) => a.id - b.id);
    const ad = pickByWeight(live, rotationRoll(slot, now));
    if (!ad) continue;
    chosen.push({
      slot,
      title: ad.title,
      body: ad.body,
      href: safeAdHref(ad.targetUrl) ?? '/',
      imageUrl: safeImageUrl(ad.imageUrl),
      tpb: ad.tpb,
    });
  }
  return chosen;
}

/** A picture of a house ad: a site path or an https URL, else none. */
function safeImageUrl(raw: string | null): string | null {
  return raw ? safeAdHref(raw) : null;
}
