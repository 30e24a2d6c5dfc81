/**
 * From the tracking queue to our collector (POST /api/collect, pages/api/collect.ts): which events
 * consent lets through, what each carries, and the batches sent by beacon (or keepalive fetch).
 *
 * Consent (docs/tracking.md): analytics events (pv, clicks, impressions) need C0002 (performance);
 * before the decision they wait, after a refusal they are dropped. Monitoring page actions
 * (fetch.request, cookie sizes, ...) are strictly necessary: they are sent without consent, but
 * anonymous (no visitor id, no common properties, so no user ids and no cookie values).
 */
import type { ConsentChoices } from '@/lib/consent/consent-cookie';
import { commonProperties, type TrackingPageContext } from './common-properties';
import { type Timers, windowTimers } from './page-views';
import type { TrackingEvent, TrackingEventType } from './track-queue';

export const COLLECT_PATH = '/api/collect';
/** Events per request; the collector accepts at most COLLECT_MAX_EVENTS. */
export const BATCH_MAX_EVENTS = 20;
export const COLLECT_MAX_EVENTS = 50;
/** A batch leaves at most this long after its first event. */
export const BATCH_FLUSH_MS = 2000;
/** Analytics events kept while the visitor has not decided yet. */
export const MAX_HELD = 100;

/** One event as the collector receives it. */
export interface CollectedEvent {
  eventType: TrackingEventType;
  name: string;
  /** The path it happened on. */
  page: string;
  /** '' for anonymous page actions. */
  visitorId: string;
  properties: Record<string, unknown>;
}

/** What consent does to an event: send it now, hold it until the decision, or drop it. */
export type ConsentGate = 'send' | 'hold' | 'drop';

export function consentGate(event: TrackingEvent, choices: ConsentChoices | null): ConsentGate {
  if (event.eventType === 'page_action') return 'send';
  if (!choices) return 'hold';
  return choices.C0002 ? 'send' : 'drop';
}

/** What an event is enriched with when it leaves. */
export interface CollectContext {
  page: TrackingPageContext;
  /** The current page name (touch_point_page unless the event names one). */
  currentPage: string;
  path: string;
  visitorId: string;
}

/** The event as sent: page actions anonymous, the others with the SPEC §3 common properties. */
export function toCollected(event: TrackingEvent, context: CollectContext): CollectedEvent {
  const own = event.properties ?? {};
  if (event.eventType === 'page_action')
    return { eventType: event.eventType, name: event.name, page: context.path, visitorId: '', properties: own };
  const touchPage = typeof own.touch_point_page === 'string' ? own.touch_point_page : context.currentPage;
  const button = typeof own.touch_point_button === 'string' ? own.touch_point_button : '';
  return {
    eventType: event.eventType,
    name: event.name,
    page: context.path,
    visitorId: context.visitorId,
    properties: {
      ...own,
      ...commonProperties(context.page, { page: touchPage, button }, event.eventType),
    },
  };
}

/**
 * Posts a JSON body to the collector by fetch with keepalive; when the page is being left, as a
 * beacon (which the browser sends even after the page is gone), falling back to fetch.
 */
export function postToCollector(body: string, leaving = false): void {
  const beacon = leaving && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function';
  if (beacon && navigator.sendBeacon(COLLECT_PATH, new Blob([body], { type: 'application/json' }))) return;
  void fetch(COLLECT_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

/** Collects events into batches of BATCH_MAX_EVENTS, sent when full or BATCH_FLUSH_MS after the first. */
export function createBatcher(
  send: (body: string, leaving: boolean) => void = postToCollector,
  timers: Timers = windowTimers,
) {
  let batch: CollectedEvent[] = [];
  let timer: unknown = null;
  /** `leaving`: the page is being hidden or unloaded (sent as a beacon). */
  const flush = (leaving = false) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (batch.length === 0) return;
    const events = batch;
    batch = [];
    send(JSON.stringify({ events }), leaving);
  };
  return {
    add(event: CollectedEvent) {
      batch.push(event);
      if (batch.length >= BATCH_MAX_EVENTS) flush();
      else if (timer === null) timer = timers.setTimeout(() => flush(), BATCH_FLUSH_MS);
    },
    flush,
  };
}
