/**
 * The listing's sort orders in the in-memory search index (docs/search.md, decision 0032): per sort
 * key, the store's slots in ascending (key, id) order — the order of search.ts's keyset indexes
 * (an unknown mileage as the maximum, an unknown year as 0). A descending sort reads it backwards,
 * which is (key DESC, id DESC), as in SQL. A page walks it from the cursor and stops when it has its
 * rows (search-memory-page.ts).
 *
 * A slot never changes once written (an edit takes a new slot), so an order stays true for the
 * slots it holds; dead slots stay in it and readers skip them. Slots added since (the tail) are read
 * apart until there are more than TAIL_MAX of them; then the sorted tail is merged in (linear, not
 * a new sort). A compaction renumbers the slots (clustered by make: search-memory-store.ts), and
 * the orders follow (renumberOrder).
 */
import { MILEAGE_SORT_NULL } from '@/server/db/schema/adverts';
import type { MeasureColumn } from './search-memory-store';

/** The sort keys of the listing (search.ts SORTS). */
export type OrderKey = 'created_ms' | 'price_lei' | 'mileage' | 'year' | 'relevance_key';

/** True for a column that has a sort order. */
export function isOrderKey(column: string): column is OrderKey {
  return Object.hasOwn(ORDER_NONE, column);
}

/** The value a missing key stands for (search.ts's mileageSortKey and yearSortKey). */
export const ORDER_NONE: Record<OrderKey, number> = {
  created_ms: 0,
  price_lei: 0,
  mileage: MILEAGE_SORT_NULL,
  year: 0,
  relevance_key: 0,
};

/** What an order reads from its store. */
export interface OrderSource {
  size: number;
  alive: Uint8Array;
  ids: Float64Array;
  measures: Record<MeasureColumn, Float64Array>;
}

/** Slots [0, built) of a store in ascending (key, id) order, dead ones included until a merge or remap. */
export interface SlotOrder {
  slots: Int32Array;
  built: number;
}

/** Slots added since the order was built that are read apart before they are merged in. */
export function tailMax(built: number): number {
  return Math.max(1024, built >> 6);
}

/** The key of a slot, a missing one read as `none`. */
export function keyReader(store: OrderSource, key: OrderKey): (slot: number) => number {
  const keys = store.measures[key];
  const none = ORDER_NONE[key];
  return (slot) => {
    const v = keys[slot] as number;
    return v !== v ? none : v;
  };
}

/** The first index of `slots` (ascending keys) whose key is >= value, or > value when `after`. */
export function keyBound(slots: Int32Array, keyOf: (s: number) => number, value: number, after: boolean): number {
  let lo = 0;
  let hi = slots.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const k = keyOf(slots[mid] as number);
    if (after ? k <= value : k < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sorts slots ascending by (key, id) in place. */
function sortSlots(store: OrderSource, key: OrderKey, slots: Int32Array): Int32Array {
  const keyOf = keyReader(store, key);
  const keys = new Float64Array(store.size);
  for (const s of slots) keys[s] = keyOf(s);
  const ids = store.ids;
  return slots.sort((a, b) => (keys[a] as number) - (keys[b] as number) || (ids[a] as number) - (ids[b] as number));
}

/** The live slots below `to`, in slot order. */
function liveBelow(store: OrderSource, from: number, to: number): Int32Array {
  let n = 0;
  for (let i = from; i < to; i += 1) n += store.alive[i] as number;
  const out = new Int32Array(n);
  n = 0;
  for (let i = from; i < to; i += 1) if (store.alive[i] === 1) out[n++] = i;
  return out;
}

/** A new order of every live slot. */
export function buildOrder(store: OrderSource, key: OrderKey): SlotOrder {
  return { slots: sortSlots(store, key, liveBelow(store, 0, store.size)), built: store.size };
}

/** The live slots of the tail (built..size), sorted. */
export function sortedTail(store: OrderSource, key: OrderKey, built: number): Int32Array {
  return sortSlots(store, key, liveBelow(store, built, store.size));
}

/** The order with its tail merged in, dead slots dropped (one linear pass). */
export function mergeTail(store: OrderSource, key: OrderKey, order: SlotOrder): SlotOrder {
  const tail = sortedTail(store, key, order.built);
  const keyOf = keyReader(store, key);
  const ids = store.ids;
  const before = (a: number, b: number): boolean => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    return ka < kb || (ka === kb && (ids[a] as number) < (ids[b] as number));
  };
  const main = order.slots;
  const out = new Int32Array(main.length + tail.length);
  let n = 0;
  let t = 0;
  for (let k = 0; k < main.length; k += 1) {
    const s = main[k] as number;
    if (store.alive[s] !== 1) continue;
    while (t < tail.length && before(tail[t] as number, s)) out[n++] = tail[t++] as number;
    out[n++] = s;
  }
  while (t < tail.length) out[n++] = tail[t++] as number;
  return { slots: out.slice(0, n), built: store.size };
}

/**
 * The order after the store's slots are renumbered (`map`: old slot -> new slot, -1 for a dead
 * one; any permutation, as a compaction clusters the slots by make): the tail is merged in first,
 * so that the order holds every new slot below `size`.
 */
export function renumberOrder(
  store: OrderSource,
  key: OrderKey,
  order: SlotOrder,
  map: Int32Array,
  size: number,
): SlotOrder {
  const full = order.built < store.size ? mergeTail(store, key, order) : order;
  const out = new Int32Array(full.slots.length);
  let n = 0;
  for (const s of full.slots) {
    const moved = map[s] ?? -1;
    if (moved >= 0) out[n++] = moved;
  }
  return { slots: out.slice(0, n), built: size };
}

/** A store's order by `key`, built at the first use, its tail merged in once it is long. */
export function storeOrder(store: OrderSource & { orders: Map<OrderKey, SlotOrder> }, key: OrderKey): SlotOrder {
  let order = store.orders.get(key);
  if (!order) order = buildOrder(store, key);
  else if (store.size - order.built > tailMax(order.built)) order = mergeTail(store, key, order);
  else return order;
  store.orders.set(key, order);
  return order;
}

/** Every order of a store, built ahead (after a load) so that no page waits for a sort. */
export function buildOrders(store: OrderSource & { orders: Map<OrderKey, SlotOrder> }): void {
  for (const key of Object.keys(ORDER_NONE) as OrderKey[]) storeOrder(store, key);
}
