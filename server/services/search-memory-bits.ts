/**
 * Bitsets of live slots shared by the in-memory search index's parts (docs/search.md, "Narrowed
 * scans"): the popcount, and a store's bitsets kept until it changes. A facet call narrows once per
 * pass and once more for its range bounds, and each pass used to rebuild the same range and value
 * bitsets (word operations over the whole category, ten times as many at 1M adverts as at 100k);
 * now each is built once per store version and only intersected.
 */
import type { CategoryStore } from './search-memory-store';

export function popcount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A set of live slots: one bit per slot (never written once made), and how many there are. */
export interface LiveSet {
  bits: Uint32Array;
  count: number;
  /**
   * The words [from, to) outside which every word is 0, when known (a make's or a radius's slots,
   * side by side after a load: search-memory-lists.ts); an intersection reads only those.
   */
  from?: number;
  to?: number;
}

/**
 * What is kept per store and version (a few searches' ranges, values and lists at a time): the
 * least recently used goes first, so the bitsets of the common ranges (a year from, a mileage up
 * to) stay while the price bounds move.
 */
const MAX_KEPT = 64;
const kept = new WeakMap<CategoryStore, { version: number; values: Map<string, unknown> }>();

/** `make()` under `key`, kept until the store changes. */
export function keptForVersion<T>(store: CategoryStore, key: string, make: () => T): T {
  let entry = kept.get(store);
  if (!entry || entry.version !== store.version) {
    entry = { version: store.version, values: new Map() };
    kept.set(store, entry);
  }
  const values = entry.values;
  if (values.has(key)) {
    // The most recently used last: a full map forgets the least recently used first.
    const found = values.get(key);
    values.delete(key);
    values.set(key, found);
    return found as T;
  }
  const value = make();
  if (values.size >= MAX_KEPT) values.delete(values.keys().next().value as string);
  values.set(key, value);
  return value;
}

/**
 * The set under `key`, computed by `make` (the slots as bits, dead ones allowed: they are cleared
 * here with `live`), kept until the store changes. `make` may answer null (no bitset for it).
 */
export function keptLiveSet(
  store: CategoryStore,
  key: string,
  live: Uint32Array,
  make: () => Uint32Array | null,
): LiveSet | null {
  return keptForVersion(store, `set:${key}`, () => {
    const bits = make();
    return bits ? { bits, count: keepLive(bits, live) } : null;
  });
}

/*
 * The word loops that count bits live here, beside popcount: called from another module, popcount
 * is read through the module's export binding at every word (a getter in the bundles tsx and Next
 * make), which took a quarter of a facet call's time at 1M adverts. Other modules call these once
 * per bitset instead.
 */

/** Clears in `bits` the slots `live` does not have (bits past its end too) and counts those left. */
export function keepLive(bits: Uint32Array, live: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w += 1) {
    const word = (bits[w] as number) & (live[w] ?? 0);
    bits[w] = word;
    if (word !== 0) count += popcount(word);
  }
  return count;
}

/** How many slots `a` and `b` both have (over the words of the shorter). */
export function andCount(a: Uint32Array, b: Uint32Array): number {
  const words = Math.min(a.length, b.length);
  let count = 0;
  for (let w = 0; w < words; w += 1) {
    const word = (a[w] as number) & (b[w] as number);
    if (word !== 0) count += popcount(word);
  }
  return count;
}

/** The words [from, to) of `bits` that are not 0 (an empty set: [0, 0)). */
export function wordSpan(bits: Uint32Array): { from: number; to: number } {
  let from = 0;
  while (from < bits.length && bits[from] === 0) from += 1;
  let to = bits.length;
  while (to > from && bits[to - 1] === 0) to -= 1;
  return { from, to };
}

/**
 * The intersection of `sets` (at least one; the only one is given back as it is) and its size,
 * over the words where each set may have slots.
 */
export function intersect(sets: readonly LiveSet[]): LiveSet {
  const [first, second, ...rest] = [...sets].sort((a, b) => a.count - b.count);
  if (!first) throw new Error('intersect: no set');
  if (!second) return first;
  const from = Math.max(...sets.map((s) => s.from ?? 0));
  const to = Math.min(...sets.map((s) => Math.min(s.to ?? s.bits.length, s.bits.length)));
  const bits = new Uint32Array(first.bits.length);
  const a = first.bits;
  const b = second.bits;
  for (let w = from; w < to; w += 1) bits[w] = (a[w] as number) & (b[w] as number);
  for (const { bits: c } of rest) for (let w = from; w < to; w += 1) bits[w] = (bits[w] as number) & (c[w] as number);
  let count = 0;
  for (let w = from; w < to; w += 1) if (bits[w] !== 0) count += popcount(bits[w] as number);
  return { bits, count, from: Math.min(from, to), to };
}

/** How many slots of `bits` lie in [from, to) (a stretch of slots: whole words, and masks at its ends). */
export function stretchCount(bits: Uint32Array, from: number, to: number): number {
  if (from >= to) return 0;
  const first = from >>> 5;
  const last = (to - 1) >>> 5;
  const low = ~0 << (from & 31);
  const high = ~0 >>> (31 - ((to - 1) & 31));
  if (first === last) return popcount((bits[first] ?? 0) & low & high);
  let count = popcount((bits[first] ?? 0) & low) + popcount((bits[last] ?? 0) & high);
  const end = Math.min(last, bits.length);
  for (let w = first + 1; w < end; w += 1) {
    const word = bits[w] as number;
    if (word !== 0) count += popcount(word);
  }
  return count;
}
