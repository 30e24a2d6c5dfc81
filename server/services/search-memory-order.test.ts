/**
 * The sort orders of the in-memory search index (search-memory-order.ts) hold the live slots in
 * ascending (key, id) order, a missing key read as search.ts reads it, through additions (the
 * tail, then its merge), removals and a store's compaction.
 */
import { describe, expect, it } from 'vitest';
import { MILEAGE_SORT_NULL } from '@/server/db/schema/adverts';
import { keyReader, type OrderKey, storeOrder, tailMax } from './search-memory-order';
import { CategoryStore, type MemoryRow, newDictionaries } from './search-memory-store';
import { memoryRow } from './testing/memory-row';

function row(id: number, mileage: number | null, price: number): MemoryRow {
  return memoryRow(id, {
    make_id: 1 + (id % 3),
    fuel_type: 'diesel',
    seller_type: 'private',
    county_code: 'B',
    price_lei: price,
    price_net_lei: price,
    mileage,
    created_ms: 1_700_000_000_000 + (id % 17) * 1000,
  });
}

/** The live slots of a store sorted directly (the expected order). */
function expected(store: CategoryStore, key: OrderKey): number[] {
  const keyOf = keyReader(store, key);
  const live: number[] = [];
  for (let i = 0; i < store.size; i += 1) if (store.alive[i] === 1) live.push(i);
  return live.sort((a, b) => keyOf(a) - keyOf(b) || (store.ids[a] as number) - (store.ids[b] as number));
}

/** An order's live slots are the live slots below its `built`, in the expected order; the rest is its tail. */
function expectTrue(store: CategoryStore, key: OrderKey): void {
  const order = storeOrder(store, key);
  const all = expected(store, key);
  expect([...order.slots].filter((s) => store.alive[s] === 1)).toEqual(all.filter((s) => s < order.built));
  expect(order.slots.every((s) => s < order.built)).toBe(true);
}

describe('sort orders of the in-memory index', () => {
  it('hold the live slots by (key, id), a missing mileage last, through additions, a merge, removals and a compaction', () => {
    const store = new CategoryStore(newDictionaries());
    // Ties on price (ids decide) and missing mileages.
    for (let id = 1; id <= 3000; id += 1) store.put(row(id, id % 7 === 0 ? null : (id * 37) % 500, (id * 13) % 50));
    const mileage = storeOrder(store, 'mileage');
    expect([...mileage.slots]).toEqual(expected(store, 'mileage'));
    const lastSlot = mileage.slots[mileage.slots.length - 1] as number;
    expect(keyReader(store, 'mileage')(lastSlot)).toBe(MILEAGE_SORT_NULL);
    expect([...storeOrder(store, 'price_lei').slots]).toEqual(expected(store, 'price_lei'));

    // A short tail is read apart; edits leave dead slots in the order.
    for (let id = 3001; id <= 3100; id += 1) store.put(row(id, id % 400, id % 50));
    for (let id = 1; id <= 50; id += 1) store.put(row(id, 5, 5));
    expect(storeOrder(store, 'price_lei').built).toBe(3000);
    expectTrue(store, 'price_lei');

    // A long tail is merged in, dead slots dropped.
    for (let id = 3101; id <= 3101 + tailMax(3000); id += 1) store.put(row(id, null, id % 50));
    const merged = storeOrder(store, 'price_lei');
    expect(merged.built).toBe(store.size);
    expect([...merged.slots]).toEqual(expected(store, 'price_lei'));

    // Removals down to a compaction (under 3/4 of the slots alive) renumber the slots; the orders follow.
    const before = store.size;
    for (let id = 1; id <= 2000; id += 1) store.remove(id);
    expect(store.size).toBeLessThan(before);
    for (const key of ['price_lei', 'mileage'] as const) {
      expectTrue(store, key);
      expect(storeOrder(store, key).built).toBeLessThanOrEqual(store.size);
    }
  });
});
