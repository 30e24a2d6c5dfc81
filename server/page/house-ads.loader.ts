/**
 * The house ads of a page's advert slots, and the top banners they fill. Part of the page's load
 * outcome, so a `shared` page caches them with the rest: every anonymous visitor of the cached
 * page sees the same adverts. A nicety: on failure the slots stay empty (they render nothing).
 */
import { AD_SLOT, type HouseAdView } from '@/lib/ads/ad-slots';
import { HouseAds_SlotsDocument } from '@/lib/graphql/generated/page-operations';
import { logger } from '@/lib/logger/logger';
import type { TopBannerSlots } from '@/lib/page/page-props';
import type { SsrExecutor } from '@/server/graphql/execute';
import { hasStatus } from './graphql-error';

/** Props a page with advert slots gets. */
export interface HouseAdProps {
  houseAds: HouseAdView[];
  /** Slot1 and Slot2 are named only when they have an advert (an empty name renders nothing). */
  banners?: TopBannerSlots;
}

/** Loads the house ads of `slots`; an empty list when that fails. */
export async function loadHouseAds(execute: SsrExecutor, slots: readonly string[]): Promise<HouseAdProps> {
  try {
    const { houseAds } = await execute(HouseAds_SlotsDocument, { slots: [...slots] });
    const has = (name: string) => houseAds.some((ad) => ad.slot === name);
    const banners =
      has(AD_SLOT.top1) || has(AD_SLOT.top2)
        ? { slot1: has(AD_SLOT.top1) ? AD_SLOT.top1 : null, slot2: has(AD_SLOT.top2) ? AD_SLOT.top2 : null }
        : undefined;
    return banners ? { houseAds, banners } : { houseAds };
  } catch (error) {
    if (!hasStatus(error, 503)) logger.warn(error, { operation: 'HouseAds_Slots' });
    return { houseAds: [] };
  }
}
