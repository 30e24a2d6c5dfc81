/**
 * Click tracking of an advert slot (SPEC §7): a click, or the window losing focus while the
 * pointer is over the slot (a click inside a framed advert never reaches the page; the focus
 * moving to the frame or to a tab it opened is what the page sees). One press counts once: a blur
 * that follows the slot's own click by less than a second is the same press.
 */
import type { TrackingEvent } from '@/lib/tracking/track-queue';

/** What a slot's events are named by (SPEC §3 advert slot trackerData). */
export interface SlotTrackerData {
  eventName: string;
  /** touch_point_button. */
  tpb: string;
}

/** A blur this soon after a click is the same press. */
export const SAME_PRESS_MS = 1000;

/** The click event of a slot. */
export function slotClickEvent(tracker: SlotTrackerData): TrackingEvent {
  return {
    eventType: 'click',
    name: tracker.eventName,
    properties: { action: 'click', touch_point_button: tracker.tpb },
  };
}

/** The impression event of a slot (fully visible once). */
export function slotImpressionEvent(tracker: SlotTrackerData): TrackingEvent {
  return { eventType: 'impression', name: tracker.eventName, properties: { touch_point_button: tracker.tpb } };
}

/** What the slot's listeners report; `blur` is the window's. */
export type SlotPointerInput = 'enter' | 'leave' | 'click' | 'blur';

/** The rule as a small reducer: whether the pointer is over the slot and when it last counted a click. */
export interface SlotClickState {
  over: boolean;
  lastClickAt: number;
}

export const initialSlotClickState: SlotClickState = { over: false, lastClickAt: Number.NEGATIVE_INFINITY };

/** The next state and whether this input counts as a click. */
export function slotClickStep(
  state: SlotClickState,
  input: SlotPointerInput,
  now: number,
): { state: SlotClickState; counts: boolean } {
  switch (input) {
    case 'enter':
      return { state: { ...state, over: true }, counts: false };
    case 'leave':
      return { state: { ...state, over: false }, counts: false };
    case 'click':
      return { state: { ...state, lastClickAt: now }, counts: true };
    case 'blur': {
      const counts = state.over && now - state.lastClickAt >= SAME_PRESS_MS;
      return { state: counts ? { ...state, lastClickAt: now } : state, counts };
    }
  }
}
