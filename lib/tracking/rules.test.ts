/** The timing rules of SPEC §9 (2 s page-view rule, readiness polling, experiments fallback) and the _modal rule of §7. */
import { createPageViewClock, isModalPageName, PAGE_VIEW_WAIT_MS, type PageViewEmission } from './page-views';
import { EXPERIMENTS_READY_EVENT, pollUntilReady, waitForExperimentsReady } from './readiness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('isModalPageName', () => {
  it.each([
    ['ad_page_modal', true],
    ['gallery_modal', true],
    ['_modal', true],
    ['home', false],
    ['modal', false],
    ['ad_modal_page', false],
  ])('%s → %s', (name, modal) => {
    expect(isModalPageName(name)).toBe(modal);
  });
});

describe('page-view clock', () => {
  function clock() {
    const emitted: PageViewEmission[] = [];
    return { emitted, clock: createPageViewClock((e) => emitted.push(e)) };
  }

  it('tracks a _modal name as a pv event on the underlying page, not as a page view', () => {
    const { emitted, clock: c } = clock();
    c.pageView('ad', { ad_id: 1 });
    c.pageView('gallery_modal');
    expect(emitted.map((e) => [e.kind, e.name, e.page])).toEqual([
      ['pageView', 'ad', 'ad'],
      ['modalEvent', 'gallery_modal', 'ad'],
    ]);
    expect(c.currentPage()).toBe('ad');
  });

  it.each([
    ['a page view within 2 s', PAGE_VIEW_WAIT_MS - 1, true, ['home', 'listing']],
    ['no page view within 2 s: the previous one is used', PAGE_VIEW_WAIT_MS, false, ['home', 'home (reused)']],
  ])('%s', (_title, elapsed, arrives, expected) => {
    const { emitted, clock: c } = clock();
    c.pageView('home');
    c.navigated();
    vi.advanceTimersByTime(elapsed);
    if (arrives) c.pageView('listing');
    vi.advanceTimersByTime(PAGE_VIEW_WAIT_MS * 2);
    expect(emitted.map((e) => (e.reused ? `${e.name} (reused)` : e.name))).toEqual(expected);
  });

  it('uses nothing when there was no previous page view', () => {
    const { emitted, clock: c } = clock();
    c.navigated();
    vi.advanceTimersByTime(PAGE_VIEW_WAIT_MS);
    expect(emitted).toEqual([]);
  });

  it('a modal pv does not stop the 2 s rule; a second navigation restarts it', () => {
    const { emitted, clock: c } = clock();
    c.pageView('home');
    c.navigated();
    vi.advanceTimersByTime(1500);
    c.navigated();
    c.pageView('x_modal');
    vi.advanceTimersByTime(1999);
    expect(emitted).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(emitted.at(-1)).toMatchObject({ kind: 'pageView', name: 'home', reused: true });
  });
});

describe('pollUntilReady (every 100 ms, at most 50 attempts)', () => {
  it.each([
    ['ready at once', 1, true, 0],
    ['ready at the 10th attempt', 10, true, 900],
    ['ready at the 50th attempt', 50, true, 4900],
    ['never ready within 50 attempts', 51, false, 4900],
  ])('%s', async (_title, readyAt, expected, elapsedMs) => {
    let attempts = 0;
    const started = Date.now();
    const result = pollUntilReady(() => ++attempts >= readyAt);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(expected);
    expect(Math.min(attempts, 50)).toBe(Math.min(readyAt, 50));
    expect(Date.now() - started).toBe(elapsedMs);
  });
});

describe('waitForExperimentsReady (fallback 1 s)', () => {
  it.each([
    ['the event within 1 s', 999, 'ready'],
    ['no event: the fallback', null, 'fallback'],
  ])('%s', async (_title, firesAt, expected) => {
    const target = new EventTarget();
    const result = waitForExperimentsReady(target);
    if (firesAt !== null) {
      vi.advanceTimersByTime(firesAt);
      target.dispatchEvent(new Event(EXPERIMENTS_READY_EVENT));
    }
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(expected);
  });

  it('falls back at exactly 1 s', async () => {
    let outcome = '';
    void waitForExperimentsReady(new EventTarget()).then((r) => (outcome = r));
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('fallback');
  });
});
