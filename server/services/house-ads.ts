/**
 * House ads for the advert slots (SPEC §2.6, §3 advert slot; docs/slots-and-offline.md): the
 * candidates of the asked slots are read in one query, and the choice (by weight, within each
 * ad's window, the same for every visitor) is the pure function of lib/ads/house-ads.ts.
 */
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { HouseAdView } from '@/lib/ads/ad-slots';
import { chooseHouseAds } from '@/lib/ads/house-ads';
import type { Db } from '@/server/db/client';
import { houseAds } from '@/server/db/schema/operations';
import { UserInputError } from './ads.types';

/** A page asks for its handful of slots; more is a mistake or abuse. */
export const MAX_SLOTS_PER_QUERY = 20;

/** For each slot, the house ad it shows at `now`; slots without one are left out. */
export async function houseAdsForSlots(db: Db, slots: readonly string[], now: Date): Promise<HouseAdView[]> {
  if (slots.length > MAX_SLOTS_PER_QUERY)
    throw new UserInputError('errors:houseAds.tooManySlots', `At most ${MAX_SLOTS_PER_QUERY} slots.`, 'slots');
  const names = [...new Set(slots.filter((slot) => slot !== ''))];
  if (names.length === 0) return [];
  const rows = await db
    .select({
      id: houseAds.id,
      slot: houseAds.slot,
      title: houseAds.title,
      body: houseAds.body,
      targetUrl: houseAds.targetUrl,
      imageUrl: houseAds.imageUrl,
      tpb: houseAds.tpb,
      weight: houseAds.weight,
      active: houseAds.active,
      startsAt: houseAds.startsAt,
      endsAt: houseAds.endsAt,
    })
    .from(houseAds)
    .where(
      and(
        inArray(houseAds.slot, names),
        eq(houseAds.active, true),
        or(isNull(houseAds.startsAt), lte(houseAds.startsAt, now)),
        or(isNull(houseAds.endsAt), gt(houseAds.endsAt, now)),
      ),
    );
  return chooseHouseAds(rows, names, now);
}
