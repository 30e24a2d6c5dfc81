/**
 * The make facet by stretches (docs/search.md, "Slots clustered by make"; decision 0046): a load
 * and a compaction order a store's slots by make (search-memory-store.ts), so each make's slots
 * below `clustered` are one stretch, and the make facet over an exact bitset (every slot of it
 * counts) is a popcount of each stretch rather than a read of the make of every match: at 1M
 * adverts, the make facet under a gearbox and a colour read 65k scattered slots; the stretches
 * are the bitset's 17k words once. The slots added since the last compaction are counted one by one.
 */
import { stretchCount } from './search-memory-bits';
import type { CategoryStore } from './search-memory-store';

/** The makes' stretches of the clustered slots: starts[r] is where make makes[r] begins. */
interface Runs {
  generation: number;
  clustered: number;
  starts: Int32Array;
  makes: Int32Array;
}

const built = new WeakMap<CategoryStore, Runs>();

function runsOf(store: CategoryStore): Runs {
  const kept = built.get(store);
  // A renumbering (load, compaction) is the only change of `clustered`, and it moves the generation.
  if (kept && kept.generation === store.generation) return kept;
  const column = store.idColumns.make_id;
  const starts: number[] = [];
  const makes: number[] = [];
  for (let s = 0; s < store.clustered; s += 1)
    if (s === 0 || column[s] !== column[s - 1]) {
      starts.push(s);
      makes.push(column[s] as number);
    }
  const runs = {
    generation: store.generation,
    clustered: store.clustered,
    starts: Int32Array.from(starts),
    makes: Int32Array.from(makes),
  };
  built.set(store, runs);
  return runs;
}

/**
 * Adds to `counts[make]` how many slots of `bits` (live slots, `matches` of them) each make has;
 * false (nothing counted) when reading the bitset's words costs more than reading the matches.
 */
export function countMakesByRuns(
  store: CategoryStore,
  bits: Uint32Array,
  matches: number,
  counts: Int32Array,
): boolean {
  const tail = store.size - store.clustered;
  if (bits.length + tail > matches) return false;
  const { starts, makes, clustered } = runsOf(store);
  for (let r = 0; r < starts.length; r += 1) {
    const make = makes[r] as number;
    const n = stretchCount(bits, starts[r] as number, starts[r + 1] ?? clustered);
    if (n > 0) counts[make] = (counts[make] as number) + n;
  }
  const column = store.idColumns.make_id;
  for (let s = clustered; s < store.size; s += 1)
    if ((((bits[s >>> 5] ?? 0) >>> (s & 31)) & 1) === 1) {
      const make = column[s] as number;
      counts[make] = (counts[make] as number) + 1;
    }
  return true;
}
