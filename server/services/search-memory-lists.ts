/**
 * The slots of chosen makes or models as a bitset (docs/search.md, "Slots clustered by make";
 * decision 0046), so that a count, the facets or the range bounds under a popular make intersect
 * it with the other filters' bitsets (values, ranges, free text) by word operations instead of
 * walking the make's list once per facet pass: at 1M adverts a popular make has 50k slots and a
 * facet call walked them three times. The set is made from the lists once per store version
 * (a load or compaction puts a make's slots side by side, so its bits are set word after word)
 * and kept with the other bitsets until the store changes (search-memory-bits.ts). The cities of
 * a city or radius filter are one too, when every slot of each kept city passes.
 */
import { keepLive, keptForVersion, type LiveSet, wordSpan } from './search-memory-bits';
import type { CategoryStore } from './search-memory-store';

/**
 * The live slots of the lists of `keys` in `lists` (the store's byMake, byModel or byCity), kept
 * under `name` (which names the keys).
 */
export function listSet(
  store: CategoryStore,
  name: string,
  lists: ReadonlyMap<number, readonly number[]>,
  keys: readonly number[],
): LiveSet {
  return keptForVersion(store, `set:list:${name}`, () => {
    const bits = new Uint32Array(Math.ceil(store.size / 32) + 1);
    for (const key of keys)
      for (const s of lists.get(key) ?? []) bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
    const count = keepLive(bits, store.liveWords);
    // The words it spans: one stretch for a make (a load puts its slots side by side), plus the
    // slots added since; intersections read only those.
    return { bits, count, ...wordSpan(bits) };
  });
}
