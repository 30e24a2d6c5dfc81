/**
 * What screens call to track (SPEC §3 trackPage, trackEvent, trackLinkEvent; §7 impressions):
 * everything goes through the tracking queue (track-queue.ts), which the tracking layer
 * (tracking-runtime.ts) empties into the collector once consent and readiness allow it.
 */
import { createPageViewClock } from './page-views';
import { track } from './track-queue';

const clock = createPageViewClock((emission) =>
  track({
    eventType: 'pv',
    name: emission.name,
    properties: {
      ...emission.properties,
      touch_point_page: emission.page,
      ...(emission.kind === 'modalEvent' ? { modal: true } : {}),
      ...(emission.reused ? { reused_page_view: true } : {}),
    },
  }),
);

/** A page view; a name ending in _modal is a pv event on the current page instead (SPEC §7). */
export function trackPage(name: string, properties: Record<string, unknown> = {}): void {
  clock.pageView(name, properties);
}

/** The route changed: its page view should follow within 2 s, else the previous one is used (SPEC §9). */
export function trackNavigation(): void {
  clock.navigated();
}

/** The current page name (touch_point_page of later events). */
export function currentPageName(): string {
  return clock.currentPage();
}

/** A click or other interaction. */
export function trackEvent(name: string, properties: Record<string, unknown> = {}): void {
  track({ eventType: 'click', name, properties });
}

/** A click on a link or block, with its touch_point_button (e.g. header, footer, the slot's tpb). */
export function trackLinkEvent(name: string, touchPointButton: string, properties: Record<string, unknown> = {}): void {
  trackEvent(name, { ...properties, touch_point_button: touchPointButton });
}

/** An element became fully visible: area_impression when it has a touch_point_button, else impression. */
export function trackImpression(name: string, touchPointButton?: string): void {
  if (touchPointButton)
    track({ eventType: 'area_impression', name, properties: { touch_point_button: touchPointButton } });
  else track({ eventType: 'impression', name });
}

/** SPEC §9: an impression counts when the element is fully visible. */
export const IMPRESSION_THRESHOLD = 1;

/** Calls `onSeen` once, the first time `element` is fully visible; returns the stop. */
export function observeImpression(element: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_THRESHOLD)) return;
      observer.disconnect();
      onSeen();
    },
    { threshold: IMPRESSION_THRESHOLD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
