/**
 * The bitsets per value of a column (search-memory-values.ts) name the same slots as a test of
 * each slot, through additions (slots past the bitsets), removals and a store's compaction (slots
 * renumbered), and the popcounts per value equal counts by a scan; the store's live bits follow
 * its live slots throughout.
 */
import { describe, expect, it } from 'vitest';
import { CategoryStore, type MemoryRow, newDictionaries } from './search-memory-store';
import { memoryRow } from './testing/memory-row';
import { countByValues, valuesBits } from './search-memory-values';
import { liveBits } from './search-memory-text-match';

const GEARBOXES = ['manual', 'automatic', null];

function row(id: number): MemoryRow {
  return memoryRow(id, {
    make_id: 1 + (id % 3),
    fuel_type: 'diesel',
    gearbox: GEARBOXES[id % 3] ?? null,
    door_count: 3 + (id % 3),
    color: id % 7 === 0 ? 'black' : 'white',
    seller_type: 'private',
    county_code: 'B',
  });
}

/** The live slots whose column value passes `ok`, by a test of each slot. */
function scanned(store: CategoryStore, column: ArrayLike<number>, ok: Uint8Array): number[] {
  const slots: number[] = [];
  for (let i = 0; i < store.size; i += 1) if (store.alive[i] === 1 && ok[column[i] as number] === 1) slots.push(i);
  return slots;
}

/** The live slots of valuesBits. */
function fromBits(store: CategoryStore, column: ArrayLike<number>, ok: Uint8Array): number[] {
  const words = Math.ceil(store.size / 32) + 1;
  const bits = valuesBits(store, 'gearbox', column, ok, words);
  if (!bits) throw new Error('gearbox has few values');
  const live = liveBits(store);
  const slots: number[] = [];
  for (let i = 0; i < store.size; i += 1)
    if ((((bits[i >>> 5] as number) & (live[i >>> 5] as number)) >>> (i & 31)) & 1) slots.push(i);
  return slots;
}

describe('bitsets per value of the in-memory index', () => {
  it('follow additions, removals and a compaction, and count like a scan', () => {
    const store = new CategoryStore(newDictionaries());
    for (let id = 1; id <= 6000; id += 1) store.put(row(id));
    const ok = new Uint8Array(8);
    ok[store.dictionaries.gearbox.find('automatic')] = 1;
    const check = (): void => {
      // The live bits the store keeps are its live slots, and nothing past them.
      const live = liveBits(store);
      const bitOf = (i: number): number => ((live[i >>> 5] as number) >>> (i & 31)) & 1;
      expect([...Array(store.size).keys()].filter((i) => bitOf(i) === 1)).toEqual(
        [...Array(store.size).keys()].filter((i) => store.alive[i] === 1),
      );
      expect([...Array(live.length * 32 - store.size).keys()].some((k) => bitOf(store.size + k) === 1)).toBe(false);
      const column = store.codes.gearbox;
      expect(fromBits(store, column, ok)).toEqual(scanned(store, column, ok));
      // Counts per value of the live slots, by popcount and by a scan.
      const counts = new Int32Array(8);
      expect(countByValues(store, 'gearbox', column, liveBits(store), store.live, counts)).toBe(true);
      const expected = new Int32Array(8);
      for (let i = 0; i < store.size; i += 1)
        if (store.alive[i] === 1) {
          const v = column[i] as number;
          expected[v] = (expected[v] as number) + 1;
        }
      expect([...counts]).toEqual([...expected]);
    };
    check();
    // New slots past the bitsets (and edits: a new slot for the same advert).
    for (let id = 6001; id <= 6500; id += 1) store.put(row(id));
    for (let id = 1; id <= 300; id += 1) store.put({ ...row(id), gearbox: 'automatic' });
    check();
    // Removals past a quarter of the slots compact the store: slots are renumbered.
    const generation = store.generation;
    for (let id = 2; id <= 5000; id += 2) store.remove(id);
    expect(store.generation).toBeGreaterThan(generation);
    check();
    for (let id = 7000; id <= 7100; id += 1) store.put(row(id));
    check();
  });
});
