import { COOKIE_SIZES_ACTION, startCookieMonitor } from './cookie-monitor';
import { connectTrackingSink, type TrackingEvent } from './track-queue';

afterEach(() => vi.useRealTimers());

it('deletes a long _fbc and reports the sizes 2 s after load, then every 30 s', () => {
  vi.useFakeTimers();
  let jar = `a=1; _fbc=${'f'.repeat(201)}`;
  const write = vi.fn((assignment: string) => {
    if (assignment.startsWith('_fbc=;')) jar = 'a=1';
  });
  const events: TrackingEvent[] = [];
  const disconnect = connectTrackingSink((event) => events.push(event));
  const stop = startCookieMonitor({ read: () => jar, write });
  vi.advanceTimersByTime(1999);
  expect(events).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(write).toHaveBeenCalledWith('_fbc=; Path=/; Max-Age=0');
  expect(events).toEqual([
    { eventType: 'page_action', name: COOKIE_SIZES_ACTION, properties: { length: 3, count: 1 } },
  ]);
  jar = 'a=1; b=2';
  vi.advanceTimersByTime(30_000);
  expect(events.at(-1)?.properties).toEqual({ length: 8, count: 2 });
  expect(write).toHaveBeenCalledTimes(1);
  stop();
  vi.advanceTimersByTime(60_000);
  expect(events).toHaveLength(2);
  disconnect();
});

it('keeps an _fbc of 200 characters', () => {
  vi.useFakeTimers();
  const write = vi.fn();
  const disconnect = connectTrackingSink(() => undefined);
  const stop = startCookieMonitor({ read: () => `_fbc=${'f'.repeat(200)}`, write });
  vi.advanceTimersByTime(2000);
  expect(write).not.toHaveBeenCalled();
  stop();
  disconnect();
});
