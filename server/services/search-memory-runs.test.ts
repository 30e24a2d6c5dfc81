/**
 * A load (trim) and a compaction order a store's slots by make, then model; the make facet over a
 * bitset by the makes' stretches (search-memory-runs.ts) equals a count of each set slot's make,
 * with slots added since the compaction (the tail), dead slots and adverts without a make.
 */
import { describe, expect, it } from 'vitest';
import { CategoryStore, type MemoryRow, newDictionaries } from './search-memory-store';
import { memoryRow } from './testing/memory-row';
import { countMakesByRuns } from './search-memory-runs';
import { liveBits } from './search-memory-text-match';

function row(id: number): MemoryRow {
  const make = id % 7 === 0 ? null : 1 + (id % 5);
  return memoryRow(id, { make_id: make, model_id: make === null ? null : make * 10 + (id % 3) });
}

/** Every third live slot (by id), as bits over the store's slots. */
function someBits(store: CategoryStore): { bits: Uint32Array; matches: number } {
  const bits = new Uint32Array(Math.ceil(store.size / 32) + 1);
  const live = liveBits(store);
  let matches = 0;
  for (let s = 0; s < store.size; s += 1)
    if ((((live[s >>> 5] as number) >>> (s & 31)) & 1) === 1 && (store.ids[s] as number) % 3 !== 0) {
      bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
      matches += 1;
    }
  return { bits, matches };
}

function expectCounts(store: CategoryStore): void {
  const { bits, matches } = someBits(store);
  const counts = new Int32Array(store.maxIds.make_id + 1);
  expect(countMakesByRuns(store, bits, matches, counts)).toBe(true);
  const expected = new Int32Array(store.maxIds.make_id + 1);
  for (let s = 0; s < store.size; s += 1)
    if ((((bits[s >>> 5] as number) >>> (s & 31)) & 1) === 1) {
      const make = store.idColumns.make_id[s] as number;
      expected[make] = (expected[make] as number) + 1;
    }
  expect([...counts]).toEqual([...expected]);
  // A bitset of few matches is left to the scan.
  expect(countMakesByRuns(store, bits, 1, new Int32Array(counts.length))).toBe(false);
}

/** The clustered slots are ordered by make, then model. */
function expectClustered(store: CategoryStore): void {
  const make = store.idColumns.make_id;
  const model = store.idColumns.model_id;
  for (let s = 1; s < store.clustered; s += 1)
    expect((make[s - 1] as number) * 1000 + (model[s - 1] as number)).toBeLessThanOrEqual(
      (make[s] as number) * 1000 + (model[s] as number),
    );
}

describe('slots clustered by make', () => {
  it('after a load and a compaction, counted by stretches like a read of each slot', () => {
    const store = new CategoryStore(newDictionaries());
    for (let id = 1; id <= 6000; id += 1) store.put(row(id));
    expect(store.clustered).toBe(0);
    store.trim();
    expect(store.clustered).toBe(6000);
    expectClustered(store);
    // Each advert kept its values through the renumbering.
    for (const id of [1, 7, 2999, 6000]) {
      const slot = store.slotOf.get(id) as number;
      expect(store.idColumns.make_id[slot]).toBe(row(id).make_id ?? 0);
      expect(store.ids[slot]).toBe(id);
    }
    expect([...(store.byMake.get(2) ?? [])].every((s) => store.idColumns.make_id[s] === 2)).toBe(true);
    expectCounts(store);
    // Slots added since (a tail, and edits that leave dead slots in the stretches).
    for (let id = 6001; id <= 6400; id += 1) store.put(row(id));
    for (let id = 1; id <= 200; id += 1) store.put({ ...row(id), make_id: 4 });
    expect(store.clustered).toBe(6000);
    expectCounts(store);
    // Removals past a quarter of the slots compact the store, clustered again.
    const generation = store.generation;
    for (let id = 1; id <= 4000; id += 2) store.remove(id);
    expect(store.generation).toBeGreaterThan(generation);
    expect(store.clustered).toBe(store.size);
    expectClustered(store);
    expectCounts(store);
    for (let id = 7000; id <= 7100; id += 1) store.put(row(id));
    expectCounts(store);
  });
});
