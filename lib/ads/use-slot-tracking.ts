/**
 * Wires an advert slot's element to tracking (SPEC §7): clicks by the rule of slot-tracking.ts,
 * and one impression when the slot is first fully visible. Each counted click also bumps the
 * slot's `data-ad-clicks`, so what was handed to tracking can be seen on the page.
 */
import { type RefObject, useEffect } from 'react';
import { track } from '@/lib/tracking/track-queue';
import {
  initialSlotClickState,
  slotClickEvent,
  slotClickStep,
  slotImpressionEvent,
  type SlotPointerInput,
  type SlotTrackerData,
} from './slot-tracking';

/** Tracks the slot in `ref`; nothing without `tracker`. */
export function useSlotTracking(ref: RefObject<HTMLElement | null>, tracker: SlotTrackerData | null): void {
  const eventName = tracker?.eventName ?? '';
  const tpb = tracker?.tpb ?? '';
  useEffect(() => {
    const element = ref.current;
    if (!element || !eventName) return;
    const data = { eventName, tpb };
    let state = initialSlotClickState;
    let clicks = 0;
    const on = (input: SlotPointerInput) => () => {
      const step = slotClickStep(state, input, Date.now());
      state = step.state;
      if (!step.counts) return;
      track(slotClickEvent(data));
      clicks += 1;
      element.dataset.adClicks = String(clicks);
    };
    const enter = on('enter');
    const leave = on('leave');
    const click = on('click');
    const blur = on('blur');
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('click', click, true);
    window.addEventListener('blur', blur);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) return;
              track(slotImpressionEvent(data));
              observer?.disconnect();
            },
            { threshold: 1 },
          );
    observer?.observe(element);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('click', click, true);
      window.removeEventListener('blur', blur);
      observer?.disconnect();
    };
  }, [ref, eventName, tpb]);
}
