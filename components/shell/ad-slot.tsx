/**
 * Advertising slots (SPEC §2.6, §3 advert slot): a named slot shows the house ad the page's loader
 * chose for it (page props `houseAds`, given to HouseAdsProvider by the app root), labelled as an
 * advert. An empty name, a slot without a house ad, or the `houseAds` flag off render nothing, so
 * there is never an empty box; `minHeight` reserves the advert's height so nothing below it jumps
 * when its picture arrives. Clicks and impressions go to tracking (lib/ads/use-slot-tracking.ts).
 * A plain box rather than an <aside>: several slots on a page would be landmarks with one name.
 */
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_SLOT, type HouseAdView, slotTracker } from '@/lib/ads/ad-slots';
import type { SlotTrackerData } from '@/lib/ads/slot-tracking';
import { useSlotTracking } from '@/lib/ads/use-slot-tracking';
import { WIDEBOARD_EXPERIMENT } from '@/lib/experiments/wideboard-prepaint';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import type { TopBannerSlots } from '@/lib/page/page-props';
import { useExperimentVariant } from '@/machines/experiments/use-experiments';
import styles from './ad-slot.module.css';

const HouseAdsContext = createContext<ReadonlyMap<string, HouseAdView>>(new Map());

/** Gives the page's house ads to its slots. */
export function HouseAdsProvider({ ads, children }: { ads: readonly HouseAdView[] | undefined; children: ReactNode }) {
  const bySlot = useMemo(() => new Map((ads ?? []).map((ad) => [ad.slot, ad])), [ads]);
  return <HouseAdsContext.Provider value={bySlot}>{children}</HouseAdsContext.Provider>;
}

/** Props of an advert slot (SPEC §3). */
export interface AdSlotProps {
  /** The slot id (SPEC §9); empty renders nothing. */
  name?: string | null;
  /** Names its click and impression events; without it the slot is not tracked. */
  trackerData?: SlotTrackerData;
  className?: string;
  /** Height reserved for the advert, in pixels. */
  minHeight?: number;
  /** The slot is filled after the page (its picture loads lazily). */
  asyncSlot?: boolean;
}

/** Classes a placement may give a slot that suits one screen size only. */
export const adSlotClasses = { mobileOnly: styles.mobileOnly, desktopOnly: styles.desktopOnly };

/** One advertising slot; nothing when `name` is empty or the slot has no house ad. */
export function AdSlot({ name, ...props }: AdSlotProps) {
  const ad = useContext(HouseAdsContext).get(name ?? '');
  const enabled = useFeatureFlag('houseAds');
  if (!name || !ad || enabled === false) return null;
  return <HouseAd name={name} ad={ad} {...props} />;
}

function HouseAd({
  name,
  ad,
  trackerData,
  className,
  minHeight,
  asyncSlot,
}: AdSlotProps & { name: string; ad: HouseAdView }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  // The ad's own tpb names the creative that was pressed; the placement's is the fallback.
  useSlotTracking(ref, trackerData ? { eventName: trackerData.eventName, tpb: ad.tpb || trackerData.tpb } : null);
  const external = !ad.href.startsWith('/');
  return (
    <div
      ref={ref}
      id={name}
      data-ad-slot={name}
      data-async-slot={asyncSlot ? '' : undefined}
      className={className ? `${styles.slot} ${className}` : styles.slot}
      style={minHeight ? { minHeight } : undefined}
    >
      <span className={styles.label}>{t('adSlot.label')}</span>
      <a href={ad.href} className={styles.link} rel={external ? 'sponsored noopener' : undefined}>
        {ad.imageUrl ? (
          <img
            className={styles.image}
            src={ad.imageUrl}
            alt=""
            width={64}
            height={64}
            loading={asyncSlot ? 'lazy' : undefined}
          />
        ) : null}
        <span className={styles.text}>
          <strong className={styles.title}>{ad.title}</strong>
          {ad.body ? <span className={styles.body}>{ad.body}</span> : null}
        </span>
      </a>
    </div>
  );
}

/**
 * The bottom adverts of a listing or an ad page: a wide one on desktop (750×100 on the listing,
 * 1180×280 on the ad page) and the 320×50 on phones, both loaded lazily, their heights reserved.
 */
export function BottomSlots({ page }: { page: 'listing' | 'ad_page' }) {
  const wide = page === 'listing' ? AD_SLOT.bottom750x100 : AD_SLOT.bottom1180x280;
  return (
    <>
      <AdSlot
        name={wide}
        trackerData={slotTracker(wide, page)}
        className={styles.desktopOnly}
        minHeight={page === 'listing' ? 100 : 140}
        asyncSlot
      />
      <AdSlot
        name={AD_SLOT.bottom320x50}
        trackerData={slotTracker(AD_SLOT.bottom320x50, page)}
        className={styles.mobileOnly}
        minHeight={64}
        asyncSlot
      />
    </>
  );
}

/**
 * Slot1 and Slot2 above the header; nothing when both are empty. Slot1 is hidden under ADS-WIDEBOARD@b:
 * before the paint by the head's script (lib/experiments/wideboard-prepaint.ts, the `wideboard` class),
 * and from hydration on by the variant.
 */
export function TopBanners({ slot1, slot2 }: TopBannerSlots) {
  const { t } = useTranslation('common');
  const wideboard = useExperimentVariant(WIDEBOARD_EXPERIMENT) === 'b' ? null : slot1;
  if (!wideboard && !slot2) return null;
  const alone = wideboard && !slot2;
  // The one landmark of the page's adverts: what stands above the header belongs to a region.
  return (
    <aside className={alone ? `${styles.top} ${styles.wideboard}` : styles.top} aria-label={t('adSlot.top')}>
      <AdSlot name={wideboard} className={alone ? undefined : styles.wideboard} />
      <AdSlot name={slot2} />
    </aside>
  );
}
