/**
 * The slots of chosen makes or models as a bitset (docs/search.md, "Lists as bitsets"; decision
 * 0046), so that a count, the facets or the range bounds under a popular make intersect it with
 * the other filters' bitsets (values, ranges, free text) by word operations instead of walking the
 * make's list once per facet pass: at 1M adverts a popular make has 50k slots and a facet call
 * walked them three times. A list longer than LIST_TUNING.refineOver keeps its bitset while the
 * store keeps its slots (built at its first use, extended with the slots appended since; a
 * compaction renumbers the slots and they are built again); a shorter one is set at each use.
 * Dead slots keep their bits: the set of the chosen keys is intersected with the live slots and
 * kept until the store changes (search-memory-bits.ts).
 */
import { keepLive, keptForVersion, type LiveSet } from './search-memory-bits';
import type { CategoryStore } from './search-memory-store';
import { ensureWords } from './search-memory-values';

/** A list's bitset: its slots list[0, covered) are set. */
interface ListBits {
  list: readonly number[];
  covered: number;
  bits: Uint32Array;
}

/** Per store: the generation the bitsets were built for, and a bitset per list name and key. */
const built = new WeakMap<CategoryStore, { generation: number; lists: Map<string, ListBits> }>();

/** The bitset of one list (dead slots included), up to date with the list. */
function listBits(store: CategoryStore, id: string, list: readonly number[]): Uint32Array {
  let entry = built.get(store);
  if (!entry || entry.generation !== store.generation) {
    entry = { generation: store.generation, lists: new Map() };
    built.set(store, entry);
  }
  let kept = entry.lists.get(id);
  if (!kept || kept.list !== list || kept.covered > list.length) {
    kept = { list, covered: 0, bits: new Uint32Array(0) };
    entry.lists.set(id, kept);
  }
  if (kept.covered < list.length) {
    // As wide as the store's capacity: the store grows by doubling, the bitset with it.
    kept.bits = ensureWords(kept.bits, Math.ceil(store.alive.length / 32) + 1);
    const bits = kept.bits;
    for (let k = kept.covered; k < list.length; k += 1) {
      const s = list[k] as number;
      bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
    }
    kept.covered = list.length;
  }
  return kept.bits;
}

/**
 * The live slots of the lists of `keys` in `lists` (the store's byMake or byModel, named `name`),
 * kept until the store changes. Lists longer than `keepOver` keep their bitset between versions.
 */
export function listSet(
  store: CategoryStore,
  name: string,
  lists: ReadonlyMap<number, readonly number[]>,
  keys: readonly number[],
  live: Uint32Array,
  keepOver: number,
): LiveSet {
  return keptForVersion(store, `set:list:${name}:${keys.join(',')}`, () => {
    const out = new Uint32Array(Math.ceil(store.size / 32) + 1);
    for (const key of keys) {
      const list = lists.get(key);
      if (!list) continue;
      if (list.length > keepOver) {
        const bits = listBits(store, `${name}:${key}`, list);
        const n = Math.min(out.length, bits.length);
        for (let w = 0; w < n; w += 1) out[w] = (out[w] as number) | (bits[w] as number);
      } else for (const s of list) out[s >>> 5] = (out[s >>> 5] as number) | (1 << (s & 31));
    }
    return { bits: out, count: keepLive(out, live) };
  });
}
