/**
 * The ids of one page of a free-text search from the in-memory search index (docs/search.md,
 * decision 0021). SQL reads a text search's matches from the GIN index and sorts them all, so a
 * frequent word costs as many heap reads as it has matches; here the matching slots (every filter,
 * the text through the word index) are walked once and the best `limit` kept by the page's sort
 * key and id — the same keys and order as search.ts (NEWEST: created_at, PRICE: price_lei,
 * MILEAGE: an unknown mileage last, YEAR: an unknown year as 0, RELEVANCE: relevance_key; ties by
 * id in the same direction), after the keyset cursor. The caller reads those rows' cards from SQL.
 */
import { MILEAGE_SORT_NULL } from '@/server/db/schema/adverts';
import type { Db } from '@/server/db/client';
import type { AdvertSort } from './ads.types';
import type { CursorPosition } from './search-cursor';
import type { ResolvedFilters } from './search-filters';
import { memoryStore } from './search-memory';
import { memoryMatches } from './search-memory-query';
import type { CategoryStore } from './search-memory-store';

/** The sort key per slot, and the value a missing one stands for. */
function sortKeys(store: CategoryStore, sort: AdvertSort): { keys: Float64Array; none: number; asc: boolean } {
  const m = store.measures;
  switch (sort) {
    case 'NEWEST':
      return { keys: m.created_ms, none: 0, asc: false };
    case 'PRICE_ASC':
      return { keys: m.price_lei, none: 0, asc: true };
    case 'PRICE_DESC':
      return { keys: m.price_lei, none: 0, asc: false };
    case 'MILEAGE_ASC':
      return { keys: m.mileage, none: MILEAGE_SORT_NULL, asc: true };
    case 'YEAR_DESC':
      return { keys: m.year, none: 0, asc: false };
    case 'RELEVANCE':
      return { keys: m.relevance_key, none: 0, asc: false };
  }
}

/**
 * The first `limit` matching ids in reading order (the sort's order, or the opposite when reading
 * backwards), after `cursor`; null when the index cannot answer (loading, a phrase, no free text).
 */
export async function memoryPageIds(
  db: Db,
  f: ResolvedFilters,
  sort: AdvertSort,
  limit: number,
  cursor: CursorPosition | null,
  backward: boolean,
): Promise<number[] | null> {
  if (f.query === null) return null;
  const store = await memoryStore(db, f.categoryId, f.query);
  const slots = store ? memoryMatches(store, f) : null;
  if (!store || !slots) return null;
  const { keys, none, asc } = sortKeys(store, sort);
  const ascending = asc !== backward;
  const ids = store.ids;
  const keyOf = (slot: number): number => {
    const v = keys[slot] as number;
    return v !== v ? none : v;
  };
  /** True when slot a comes before slot b in reading order. */
  const before = (a: number, b: number): boolean => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    if (ka !== kb) return ascending ? ka < kb : ka > kb;
    return ascending ? (ids[a] as number) < (ids[b] as number) : (ids[a] as number) > (ids[b] as number);
  };
  const cursorKey = cursor ? (sort === 'NEWEST' ? Date.parse(String(cursor.key)) : Number(cursor.key)) : 0;
  const cursorId = cursor ? Number(cursor.id) : 0;
  const afterCursor = (slot: number): boolean => {
    if (!cursor) return true;
    const k = keyOf(slot);
    if (k !== cursorKey) return ascending ? k > cursorKey : k < cursorKey;
    return ascending ? (ids[slot] as number) > cursorId : (ids[slot] as number) < cursorId;
  };
  // A heap of the best `limit` slots, the last of them (in reading order) on top.
  const heap: number[] = [];
  const siftDown = (): void => {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && before(heap[worst] as number, heap[l] as number)) worst = l;
      if (r < heap.length && before(heap[worst] as number, heap[r] as number)) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst] as number, heap[i] as number];
      i = worst;
    }
  };
  const siftUp = (): void => {
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[parent] as number, heap[i] as number)) return;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  };
  // Slots follow the adverts' load and posting order, so a newest-first read looks at the last first.
  const n = slots.length;
  for (let k = 0; k < n; k += 1) {
    const slot = slots[ascending ? k : n - 1 - k] as number;
    if (!afterCursor(slot)) continue;
    if (heap.length < limit) {
      heap.push(slot);
      siftUp();
    } else if (limit > 0 && before(slot, heap[0] as number)) {
      heap[0] = slot;
      siftDown();
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1)).map((slot) => ids[slot] as number);
}
