import { ALL_GRANTED, NONE_GRANTED } from '@/lib/consent/consent-cookie';
import type { TrackingPageContext } from './common-properties';
import { BATCH_FLUSH_MS, BATCH_MAX_EVENTS, consentGate, createBatcher, toCollected } from './collector';
import type { TrackingEvent } from './track-queue';

const pv: TrackingEvent = { eventType: 'pv', name: 'home' };
const action: TrackingEvent = { eventType: 'page_action', name: 'fetch.request', properties: { operation: 'X' } };

describe('consentGate (C0002 for analytics; page actions are strictly necessary)', () => {
  it.each([
    [pv, null, 'hold'],
    [pv, NONE_GRANTED, 'drop'],
    [pv, { ...NONE_GRANTED, C0002: true }, 'send'],
    [pv, { ...ALL_GRANTED, C0002: false }, 'drop'],
    [{ eventType: 'area_impression', name: 'x' }, ALL_GRANTED, 'send'],
    [action, null, 'send'],
    [action, NONE_GRANTED, 'send'],
  ] as const)('%j under %j → %s', (event, choices, gate) => {
    expect(consentGate(event, choices)).toBe(gate);
  });
});

const page: TrackingPageContext = {
  cookies: '_ga=GA1',
  search: '',
  userAgent: 'Mozilla/5.0',
  referrer: '',
  device: 'mobile',
  session: null,
  loginType: null,
};

describe('toCollected', () => {
  const context = { page, currentPage: 'home', path: '/', visitorId: 'v-1' };

  it('sends a page action anonymous: no visitor id, no common properties', () => {
    expect(toCollected(action, context)).toEqual({
      eventType: 'page_action',
      name: 'fetch.request',
      page: '/',
      visitorId: '',
      properties: { operation: 'X' },
    });
  });

  it.each<[TrackingEvent, Record<string, unknown>]>([
    [pv, { touch_point_page: 'home', touch_point_button: '', event_type: 'pv' }],
    [
      { eventType: 'area_impression', name: 'slot', properties: { touch_point_button: 'footer' } },
      { touch_point_page: 'home', touch_point_button: 'footer', event_type: 'area_impression' },
    ],
    [
      { eventType: 'pv', name: 'gallery_modal', properties: { touch_point_page: 'ad' } },
      { touch_point_page: 'ad', event_type: 'pv' },
    ],
  ])('%j carries the common properties', (event, expected) => {
    const collected = toCollected(event, context);
    expect(collected.visitorId).toBe('v-1');
    expect(collected.properties).toMatchObject({
      ...expected,
      ga_cookie: 'GA1',
      platform: 'mobile-html5',
      language: 'ro_RO',
    });
  });
});

describe('createBatcher', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a full batch at once and the rest after the flush delay', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const batcher = createBatcher(send);
    const event = toCollected(action, { page, currentPage: '', path: '/', visitorId: '' });
    for (let i = 0; i < BATCH_MAX_EVENTS + 3; i++) batcher.add(event);
    expect(send).toHaveBeenCalledTimes(1);
    expect((JSON.parse(send.mock.calls[0]![0] as string) as { events: unknown[] }).events).toHaveLength(
      BATCH_MAX_EVENTS,
    );
    vi.advanceTimersByTime(BATCH_FLUSH_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect((JSON.parse(send.mock.calls[1]![0] as string) as { events: unknown[] }).events).toHaveLength(3);
    batcher.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
