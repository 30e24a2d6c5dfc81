/**
 * Names of the advert slots (SPEC §9, §2.6) and what a slot renders. Separate from the chooser
 * (house-ads.ts, server side) so that the screens' bundles carry only these names.
 */

/** The advert slots with click tracking (SPEC §9), the top banners (Slot1, Slot2) and the footer fallback. */
export const AD_SLOT = {
  bottom320x50: 'slot-320x50_bottom',
  bottom750x100: 'slot-750x100_bottom',
  bottom1180x280: 'slot-1180_280_bottom',
  creditWidgetLogoHp: 'slot-credit_widget_logo_hp',
  creditWidgetTextHp: 'slot-credit_widget_text_hp',
  leaderboard: 'slot-leaderboard',
  beacon: 'slot-beacon',
  homeMobileLeaderboard: 'slot-hp-mob-ldb',
  homeBillboard: 'slot-hp-double-triple-billboard',
  top1: 'Slot1',
  top2: 'Slot2',
  footer: 'baxter-c-footer',
} as const;

/** Which slots each page type fills (its loader asks for these only). */
export const PAGE_AD_SLOTS = {
  home: [
    AD_SLOT.top1,
    AD_SLOT.top2,
    AD_SLOT.homeBillboard,
    AD_SLOT.homeMobileLeaderboard,
    AD_SLOT.creditWidgetLogoHp,
    AD_SLOT.creditWidgetTextHp,
    AD_SLOT.footer,
  ],
  listing: [
    AD_SLOT.top1,
    AD_SLOT.top2,
    AD_SLOT.leaderboard,
    AD_SLOT.bottom750x100,
    AD_SLOT.bottom320x50,
    AD_SLOT.footer,
  ],
  advert: [AD_SLOT.top1, AD_SLOT.top2, AD_SLOT.beacon, AD_SLOT.bottom1180x280, AD_SLOT.bottom320x50, AD_SLOT.footer],
} as const satisfies Record<string, readonly string[]>;

/** A house ad as a slot renders it (page props). */
export interface HouseAdView {
  slot: string;
  title: string;
  body: string;
  /** A site path or an https URL (already sanitised). */
  href: string;
  imageUrl: string | null;
  /** touch_point_button of its click event. */
  tpb: string;
}

/** The nine slots of SPEC §9 are tracked; the top banners and the footer fallback are not. */
const TRACKED: ReadonlySet<string> = new Set([
  AD_SLOT.bottom320x50,
  AD_SLOT.bottom750x100,
  AD_SLOT.bottom1180x280,
  AD_SLOT.creditWidgetLogoHp,
  AD_SLOT.creditWidgetTextHp,
  AD_SLOT.leaderboard,
  AD_SLOT.beacon,
  AD_SLOT.homeMobileLeaderboard,
  AD_SLOT.homeBillboard,
]);

/**
 * trackerData of a tracked slot on a page: the event is named after the slot
 * (slot-leaderboard -> leaderboard_click), the touch point after the page; undefined for the others.
 */
export function slotTracker(
  slot: string,
  page: 'home' | 'listing' | 'ad_page',
): { eventName: string; tpb: string } | undefined {
  return TRACKED.has(slot) ? { eventName: `${slot.replace(/^slot-/, '')}_click`, tpb: page } : undefined;
}
