/**
 * A shared in-memory cache of page data for anonymous visitors (SPEC §3 pageCacheTTL): fresh for
 * `ttlMs`, then served stale for up to `staleMs` more while one background refresh runs
 * (stale-while-revalidate); concurrent misses of one key wait for a single load. Least recently
 * used entries go first once `maxEntries` is reached. The clock is injected so tests need no timers.
 *
 * Whether a request may use the cache at all (signed out, no Authorization) is decided by the
 * caller (server/page/load-page.ts); a load says whether its own result may be kept.
 */

/** A load's result and whether it may be stored and shared (no 5xx, no Set-Cookie). */
export interface Loaded<V> {
  value: V;
  cacheable: boolean;
}

/** How the value was found: fresh, stale (a refresh started or running), loaded, or shared with a concurrent load. */
export type CacheState = 'hit' | 'stale' | 'miss' | 'coalesced';

/** Options of a PageCache. */
export interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  /** Milliseconds; Date.now by default. */
  now?: () => number;
  /** Told when a background refresh fails (the stale value stays until it expires). */
  onRefreshError?: (error: unknown, key: string) => void;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/** The cache; one per process in the app (sharedPageCache in load-page.ts). */
export class PageCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inflight = new Map<string, Promise<Loaded<V>>>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Entries held now. */
  get size(): number {
    return this.entries.size;
  }

  /** The value for `key`, from the cache or from `load`. A failed load rejects (nothing is stored). */
  async get(key: string, load: () => Promise<Loaded<V>>): Promise<{ value: V; state: CacheState }> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age < this.options.ttlMs) {
      this.touch(key, entry);
      return { value: entry.value, state: 'hit' };
    }
    if (entry && age < this.options.ttlMs + this.options.staleMs) {
      this.touch(key, entry);
      if (!this.inflight.has(key)) {
        this.start(key, load).catch((error: unknown) => this.options.onRefreshError?.(error, key));
      }
      return { value: entry.value, state: 'stale' };
    }
    if (entry) this.entries.delete(key);
    const pending = this.inflight.get(key);
    if (pending) {
      const shared = await pending;
      // A result that may not be shared (Set-Cookie, 5xx) was meant for its own request only.
      if (shared.cacheable) return { value: shared.value, state: 'coalesced' };
      return { value: (await load()).value, state: 'miss' };
    }
    return { value: (await this.start(key, load)).value, state: 'miss' };
  }

  /** Drops everything (tests, and a switch of settings). */
  clear(): void {
    this.entries.clear();
  }

  private start(key: string, load: () => Promise<Loaded<V>>): Promise<Loaded<V>> {
    const pending = load().then((loaded) => {
      if (loaded.cacheable) this.store(key, loaded.value);
      return loaded;
    });
    this.inflight.set(key, pending);
    const done = (): void => {
      if (this.inflight.get(key) === pending) this.inflight.delete(key);
    };
    pending.then(done, done);
    return pending;
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Moves `key` to the most recently used end (a Map iterates in insertion order). */
  private touch(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
