/**
 * Where every part of the app hands a tracking event (SPEC §7 tracking and analytics): page views,
 * clicks, impressions and monitoring page actions (optimus_feature_flag_evaluated,
 * no-session-webview, fetch.request, fetch.timeout). Until the tracking layer connects its sink
 * (after consent and readiness), events wait here, at most MAX_QUEUED of them (the oldest go first).
 */

export type TrackingEventType = 'pv' | 'click' | 'impression' | 'area_impression' | 'page_action';

export interface TrackingEvent {
  eventType: TrackingEventType;
  /** The page name (pv), the event name (click, impressions) or the page action's name. */
  name: string;
  properties?: Record<string, unknown>;
}

export const MAX_QUEUED = 200;

type Sink = (event: TrackingEvent) => void;

const queued: TrackingEvent[] = [];
let sink: Sink | null = null;

/** Hands an event to the tracking layer, or queues it until the layer is connected. */
export function track(event: TrackingEvent): void {
  if (sink) {
    sink(event);
    return;
  }
  queued.push(event);
  if (queued.length > MAX_QUEUED) queued.shift();
}

/** A monitoring page action (SPEC §7), e.g. optimus_feature_flag_evaluated. */
export function recordPageAction(name: string, attributes: Record<string, unknown> = {}): void {
  track({ eventType: 'page_action', name, properties: attributes });
}

/** Connects the tracking layer: queued events are replayed to it first. Returns the disconnect. */
export function connectTrackingSink(next: Sink): () => void {
  sink = next;
  for (const event of queued.splice(0)) next(event);
  return () => {
    if (sink === next) sink = null;
  };
}
