// @vitest-environment jsdom
/**
 * The tracking layer end to end in the browser (fake timers, fetch stubbed): nothing leaves before
 * the experiments fallback; analytics waits for consent and goes only with C0002; page actions go
 * anonymous either way; the visitor cookie follows C0002; experiments-ready connects at once.
 */
import { NONE_GRANTED, ALL_GRANTED } from '@/lib/consent/consent-cookie';
import { publishConsent } from '@/lib/consent/consent-store';
import type { CollectedEvent } from './collector';
import { EXPERIMENTS_READY_EVENT } from './readiness';
import { recordPageAction } from './track-queue';
import { startTracking, VISITOR_COOKIE, type RouterEvents } from './tracking-runtime';

type Handler = (url: string) => void;

function setup() {
  const handlers = new Map<string, Handler>();
  const routerEvents: RouterEvents = {
    on: (name, handler) => void handlers.set(name, handler),
    off: (name) => void handlers.delete(name),
  };
  let path = '/';
  const stop = startTracking({
    path: () => path,
    routerEvents,
    visitor: () => ({ device: 'desktop', session: null, loginType: null }),
  });
  const navigate = (to: string) => {
    handlers.get('routeChangeStart')?.(to);
    path = to;
    handlers.get('routeChangeComplete')?.(to);
  };
  return { stop, navigate };
}

const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));

function sent(): CollectedEvent[] {
  return fetchMock.mock.calls.flatMap(
    ([, init]) => (JSON.parse(init.body as string) as { events: CollectedEvent[] }).events,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  document.cookie = `${VISITOR_COOKIE}=; Path=/; Max-Age=0`;
  publishConsent(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('holds the page view until consent, then sends it with the common properties and sets volan_vid', async () => {
  const { stop } = setup();
  await vi.advanceTimersByTimeAsync(5000);
  expect(sent().map((e) => e.name)).toEqual(['cookie_sizes']);
  publishConsent({ choices: ALL_GRANTED, decidedAt: 1 });
  await vi.advanceTimersByTimeAsync(2000);
  const pv = sent().find((e) => e.eventType === 'pv');
  expect(pv).toMatchObject({ eventType: 'pv', name: 'home', page: '/' });
  expect(pv?.properties).toMatchObject({ touch_point_page: 'home', user_status: 'unlogged', language: 'ro_RO' });
  expect(document.cookie).toContain(`${VISITOR_COOKIE}=${pv?.visitorId}`);
  stop();
});

it('after a refusal sends only anonymous page actions and sets no visitor cookie', async () => {
  const { stop, navigate } = setup();
  publishConsent({ choices: NONE_GRANTED, decidedAt: 1 });
  navigate('/autoturisme');
  recordPageAction('fetch.request', { operation: 'Listing_Search' });
  await vi.advanceTimersByTimeAsync(6000);
  const events = sent();
  expect(events.map((e) => e.eventType)).toEqual(expect.arrayContaining(['page_action']));
  expect(events.filter((e) => e.eventType !== 'page_action')).toEqual([]);
  expect(events.every((e) => e.visitorId === '')).toBe(true);
  expect(document.cookie).not.toContain(VISITOR_COOKIE);
  stop();
});

it('connects when the experiments are ready, before the 1 s fallback', async () => {
  const { stop } = setup();
  publishConsent({ choices: ALL_GRANTED, decidedAt: 1 });
  window.dispatchEvent(new Event(EXPERIMENTS_READY_EVENT));
  recordPageAction('fetch.request', {});
  await vi.advanceTimersByTimeAsync(10);
  stop(); // flushes what was collected (as a beacon when the browser has one; jsdom has none)
  expect(sent().map((e) => e.name)).toEqual(['home', 'fetch.request']);
});
