/** The shared page cache: TTL, stale-while-revalidate, coalescing, what is never stored, the LRU cap. No timers: the clock is injected. */
import { describe, expect, it } from 'vitest';
import { PageCache, type Loaded } from './page-cache';

function setup(options: { ttlMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const refreshErrors: unknown[] = [];
  const cache = new PageCache<string>({
    ttlMs: options.ttlMs ?? 10_000,
    staleMs: options.staleMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
    onRefreshError: (error) => refreshErrors.push(error),
  });
  return { cache, refreshErrors, advance: (ms: number) => (now += ms) };
}

/** A load whose calls are counted and which answers `value` (cacheable unless told otherwise). */
function loader(value: string, cacheable = true) {
  const calls = { count: 0 };
  const load = (): Promise<Loaded<string>> => {
    calls.count += 1;
    return Promise.resolve({ value: `${value}#${calls.count}`, cacheable });
  };
  return { load, calls };
}

/** A load that stays pending until released. */
function gate() {
  let release: (loaded: Loaded<string>) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const calls = { count: 0 };
  const load = (): Promise<Loaded<string>> => {
    calls.count += 1;
    return new Promise((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return { load, calls, release: (loaded: Loaded<string>) => release(loaded), fail: (error: unknown) => fail(error) };
}

/** Lets settled promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('PageCache', () => {
  it('serves a stored page while it is fresh, then loads again after TTL + stale window', async () => {
    const { cache, advance } = setup({ ttlMs: 10_000, staleMs: 30_000 });
    const { load, calls } = loader('home');
    expect(await cache.get('/', load)).toEqual({ value: 'home#1', state: 'miss' });
    advance(9_999);
    expect(await cache.get('/', load)).toEqual({ value: 'home#1', state: 'hit' });
    advance(40_001 - 9_999);
    expect(await cache.get('/', load)).toEqual({ value: 'home#2', state: 'miss' });
    expect(calls.count).toBe(2);
  });

  it('after the TTL serves the stale page and refreshes it once in the background', async () => {
    const { cache, advance } = setup({ ttlMs: 10_000, staleMs: 30_000 });
    await cache.get('/', () => Promise.resolve({ value: 'old', cacheable: true }));
    advance(10_000);
    const refresh = gate();
    expect(await cache.get('/', refresh.load)).toEqual({ value: 'old', state: 'stale' });
    expect(await cache.get('/', refresh.load)).toEqual({ value: 'old', state: 'stale' });
    expect(refresh.calls.count).toBe(1);
    refresh.release({ value: 'new', cacheable: true });
    await settle();
    expect(await cache.get('/', refresh.load)).toEqual({ value: 'new', state: 'hit' });
    expect(refresh.calls.count).toBe(1);
  });

  it('keeps the stale page when its refresh fails, and reports the failure', async () => {
    const { cache, advance, refreshErrors } = setup();
    await cache.get('/', () => Promise.resolve({ value: 'old', cacheable: true }));
    advance(15_000);
    const refresh = gate();
    expect((await cache.get('/', refresh.load)).value).toBe('old');
    refresh.fail(new Error('database away'));
    await settle();
    expect(refreshErrors).toEqual([new Error('database away')]);
    expect(await cache.get('/', refresh.load)).toEqual({ value: 'old', state: 'stale' });
    expect(refresh.calls.count).toBe(2);
  });

  it('coalesces concurrent misses of one key into one load', async () => {
    const { cache } = setup();
    const first = gate();
    const pending = [cache.get('/a', first.load), cache.get('/a', first.load), cache.get('/a', first.load)];
    const other = cache.get('/b', () => Promise.resolve({ value: 'b', cacheable: true }));
    expect(first.calls.count).toBe(1);
    first.release({ value: 'a', cacheable: true });
    expect(await Promise.all(pending)).toEqual([
      { value: 'a', state: 'miss' },
      { value: 'a', state: 'coalesced' },
      { value: 'a', state: 'coalesced' },
    ]);
    expect(await other).toEqual({ value: 'b', state: 'miss' });
  });

  it('never stores an uncacheable result (5xx, Set-Cookie), and concurrent waiters load their own', async () => {
    const { cache } = setup();
    const first = gate();
    const own = loader('own');
    const pending = [cache.get('/', first.load), cache.get('/', own.load)];
    first.release({ value: 'personal', cacheable: false });
    expect(await Promise.all(pending)).toEqual([
      { value: 'personal', state: 'miss' },
      { value: 'own#1', state: 'miss' },
    ]);
    expect(cache.size).toBe(0);
    const next = loader('next');
    expect(await cache.get('/', next.load)).toEqual({ value: 'next#1', state: 'miss' });
  });

  it('stores nothing when the load fails; waiters share the failure and the next request loads again', async () => {
    const { cache } = setup();
    const first = gate();
    const pending = [cache.get('/', first.load), cache.get('/', first.load)].map((p) =>
      p.catch((error: unknown) => error),
    );
    first.fail(new Error('boom'));
    expect(await Promise.all(pending)).toEqual([new Error('boom'), new Error('boom')]);
    expect(cache.size).toBe(0);
    const { load, calls } = loader('ok');
    expect(await cache.get('/', load)).toEqual({ value: 'ok#1', state: 'miss' });
    expect(calls.count).toBe(1);
  });

  it('drops the least recently used page beyond the cap', async () => {
    const { cache } = setup({ maxEntries: 2 });
    const put = (key: string) => cache.get(key, () => Promise.resolve({ value: key, cacheable: true }));
    await put('/a');
    await put('/b');
    // Reading /a makes /b the least recently used.
    expect((await put('/a')).state).toBe('hit');
    await put('/c');
    expect(cache.size).toBe(2);
    expect((await put('/a')).state).toBe('hit');
    expect((await put('/c')).state).toBe('hit');
    expect((await put('/b')).state).toBe('miss');
  });
});
