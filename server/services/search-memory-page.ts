/**
 * The ids of one listing page from the in-memory search index (docs/search.md, decisions 0021 and
 * 0032), with the keys and order of search.ts (NEWEST: created_at, PRICE: price_lei, MILEAGE: an
 * unknown mileage last, YEAR: an unknown year as 0, RELEVANCE: relevance_key; ties by id in the
 * same direction), after the keyset cursor. The caller reads those rows' cards from SQL.
 *
 * Two ways, by how many slots the search can visit at most (its candidates):
 * - few (a model's or make's slots, a rare word): test them all and keep the best `limit` in a heap;
 * - many: walk the sort order (search-memory-order.ts) from the cursor and stop at the `limit`-th
 *   match: about `limit / share of matches` slots, whatever the depth and the category's size.
 *   A walk that reads four slots per candidate (at most 1/8 of the category) without filling the
 *   page gives up and the heap answers, over the slots the filters on columns of few values narrow
 *   to as well (new cars by ascending price: their few slots, not the category's every slot, which
 *   grew ten times from 100k to 1M adverts): a selective search costs at most that much more.
 * The slots added since the order was built (its tail) are tested apart and merged in.
 */
import type { AdvertSort } from './ads.types';
import type { CursorPosition } from './search-cursor';
import type { ResolvedFilters } from './search-filters';
import { keyBound, keyReader, type OrderKey, storeOrder } from './search-memory-order';
import { memoryPlan } from './search-memory-query';
import { scanSlots, walkOrder } from './search-memory-scan';
import type { CategoryStore } from './search-memory-store';

/**
 * Up to `heapCandidates` candidates, the heap over all of them, unless the walk should be shorter:
 * it reads about `limit × live / candidates` slots (matches spread over the order), and a candidate
 * of the heap costs about `heapCost` slots of a walk. Else a walk that reads at most four slots per
 * candidate, and at most `walkShare` of the category (at least `walkMin` slots); a walk that gives
 * up falls back to the heap. A walk reads a slot several times faster than the heap takes a
 * candidate (scan, cursor test, heap; at 550k cars: 28k slots walked in 0.7 ms, the heap over 28k
 * candidates 2-4 ms). So a search of a few thousand matches (a pair of words, a make and a model)
 * walks at 1M adverts, where the heap would take ten times the candidates of 100k. Tests change
 * them to force each way.
 */
export const PAGE_TUNING = { heapCandidates: 16_384, heapCost: 4, walkShare: 1 / 8, walkMin: 4096 };

const SORT_KEYS: Record<AdvertSort, { key: OrderKey; asc: boolean }> = {
  NEWEST: { key: 'created_ms', asc: false },
  PRICE_ASC: { key: 'price_lei', asc: true },
  PRICE_DESC: { key: 'price_lei', asc: false },
  MILEAGE_ASC: { key: 'mileage', asc: true },
  YEAR_DESC: { key: 'year', asc: false },
  RELEVANCE: { key: 'relevance_key', asc: false },
};

/**
 * The first `limit` matching ids of the store in reading order (the sort's order, or the opposite
 * when reading backwards), after `cursor`; null when the index cannot answer (a phrase). The caller
 * makes sure the store is up to date (search.ts, memoryPageRows).
 */
export function pageOfStore(
  store: CategoryStore,
  f: ResolvedFilters,
  sort: AdvertSort,
  limit: number,
  cursor: CursorPosition | null,
  backward: boolean,
): number[] | null {
  const plan = memoryPlan(store, f);
  if (!plan) return null;
  if (limit <= 0) return [];
  const { key, asc } = SORT_KEYS[sort];
  const ascending = asc !== backward;
  const keyOf = keyReader(store, key);
  const ids = store.ids;
  /** True when slot a comes before slot b in reading order. */
  const before = (a: number, b: number): boolean => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    if (ka !== kb) return ascending ? ka < kb : ka > kb;
    return ascending ? (ids[a] as number) < (ids[b] as number) : (ids[a] as number) > (ids[b] as number);
  };
  const cursorKey = cursor ? (sort === 'NEWEST' ? Date.parse(String(cursor.key)) : Number(cursor.key)) : 0;
  const cursorId = cursor ? Number(cursor.id) : 0;
  /** True when slot s comes after the cursor in reading order. */
  const afterCursor = (s: number): boolean => {
    if (!cursor) return true;
    const k = keyOf(s);
    if (k !== cursorKey) return ascending ? k > cursorKey : k < cursorKey;
    return ascending ? (ids[s] as number) > cursorId : (ids[s] as number) < cursorId;
  };
  const best = (slots: readonly number[]): number[] => bestOf(slots.filter(afterCursor), limit, before);
  const expectedWalk = (limit * store.live) / plan.candidates;
  if (plan.candidates <= PAGE_TUNING.heapCandidates && plan.candidates * PAGE_TUNING.heapCost <= expectedWalk)
    return best(scanSlots(store, plan.source, plan.sourceAtoms)).map(idOf(store));

  const order = storeOrder(store, key);
  // The first entry after the cursor in ascending (key, id) order.
  let lo = 0;
  let hi = order.slots.length;
  while (cursor && lo < hi) {
    const mid = (lo + hi) >>> 1;
    const s = order.slots[mid] as number;
    const k = keyOf(s);
    if (k < cursorKey || (k === cursorKey && (ids[s] as number) <= cursorId)) lo = mid + 1;
    else hi = mid;
  }
  // Reading backwards from the cursor starts before the cursor's own entries (an edited advert's
  // dead slot may sit beside its live one).
  let start = ascending ? lo : lo - 1;
  while (!ascending && cursor && start >= 0) {
    const s = order.slots[start] as number;
    if (keyOf(s) !== cursorKey || (ids[s] as number) !== cursorId) break;
    start -= 1;
  }
  if (!cursor) start = ascending ? 0 : order.slots.length - 1;
  // A range on the sort's own key bounds the walk to its stretch of the order.
  let from = 0;
  let to = order.slots.length;
  for (const atom of plan.atoms)
    if (atom.narrow?.kind === 'range' && atom.narrow.key === key) {
      from = Math.max(from, keyBound(order.slots, keyOf, atom.narrow.lo, false));
      to = Math.min(to, keyBound(order.slots, keyOf, atom.narrow.hi, true));
    }
  start = ascending ? Math.max(start, from) : Math.min(start, to - 1);
  const budget = Math.max(
    PAGE_TUNING.walkMin,
    Math.min(plan.candidates * 4, Math.ceil(store.live * PAGE_TUNING.walkShare)),
  );
  const step = ascending ? 1 : -1;
  const walked = walkOrder(store, order.slots, { start, step, from, to }, plan.atoms, limit, budget);
  if (walked === null) {
    const { source, sourceAtoms } = plan.narrowest();
    return best(scanSlots(store, source, sourceAtoms)).map(idOf(store));
  }
  const tail = scanSlots(store, { kind: 'span', from: order.built, to: store.size }, plan.atoms);
  return best([...walked, ...tail]).map(idOf(store));
}

function idOf(store: CategoryStore): (slot: number) => number {
  return (slot) => store.ids[slot] as number;
}

/** The first `limit` slots in reading order (`before`): a heap of the best, the last of them on top. */
function bestOf(slots: readonly number[], limit: number, before: (a: number, b: number) => boolean): number[] {
  const heap: number[] = [];
  const swap = (i: number, j: number): void => {
    [heap[i], heap[j]] = [heap[j] as number, heap[i] as number];
  };
  for (const slot of slots) {
    if (heap.length < limit) {
      heap.push(slot);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!before(heap[parent] as number, heap[i] as number)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (before(slot, heap[0] as number)) {
      heap[0] = slot;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let worst = i;
        if (l < heap.length && before(heap[worst] as number, heap[l] as number)) worst = l;
        if (r < heap.length && before(heap[worst] as number, heap[r] as number)) worst = r;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
}
