/**
 * Where a scan of the in-memory search index looks (docs/search.md, decision 0032): fewer slots
 * than the whole category when some filter can name its matches without a scan.
 *
 * - the chosen models' or makes' slots (lists kept by the store);
 * - the free-text matches (a bitset, search-memory-text-match.ts) and the price, year and mileage
 *   ranges: a range is a contiguous stretch of its sort order (search-memory-order.ts), found by
 *   binary search, whose slots are set in a bitset. The bitsets are intersected, and the tests they
 *   stand for are left out of the scan ("covered"); a count with nothing else left is the
 *   intersection's size;
 * - the slots of the cities a city or radius filter keeps (lists kept by the store), when fewer;
 *   for counts, facets and bounds, a bitset of them among the others when they are many and each
 *   kept city passes whole (a radius decides per city: search-memory-radius.ts).
 *
 * A range costs word operations between checkpoints of its order plus at most two stretches of
 * 1/64 of it, however wide it is.
 */
import type { FilterGroup } from './search-conditions';
import type { ResolvedFilters } from './search-filters';
import { keyBound, keyReader, type OrderKey, type SlotOrder, storeOrder } from './search-memory-order';
import type { Atom, Source } from './search-memory-scan';
import type { CategoryStore } from './search-memory-store';
import { intersect, keptLiveSet, type LiveSet } from './search-memory-bits';
import { liveBits, textMatch } from './search-memory-text-match';
import { valuesBits } from './search-memory-values';
import { listSet } from './search-memory-lists';

/** A filter group's tests (search-memory-query.ts). */
export interface GroupTests {
  group: FilterGroup;
  atoms: Atom[];
}

/** Where to look, how many slots that is at most, and which tests the source already passed. */
export interface Narrowed {
  source: Source;
  size: number;
  covered: ReadonlySet<Atom>;
  /** The source is exactly the matches of every test (bits): a count is `size`. */
  exact: boolean;
}

const NONE: ReadonlySet<Atom> = new Set();

/** Checkpoints of an order: marks[j] has a bit for each slot of its first j * step entries. */
interface Marks {
  step: number;
  marks: Uint32Array[];
}

const MARKS = 64;
/** The sort keys that have range filters (search-memory-query.ts rangeAtoms). */
const RANGE_KEYS: OrderKey[] = ['price_lei', 'year', 'mileage'];
const marksOf = new WeakMap<SlotOrder, Marks>();

/**
 * An order's checkpoints, made at its first range (one pass over the order; 64 bitsets of a bit
 * per slot: 8 bytes per slot and sort key). A new order (merge, compaction) gets new ones.
 */
function orderMarks(order: SlotOrder): Marks {
  let m = marksOf.get(order);
  if (m) return m;
  const slots = order.slots;
  const step = Math.max(1, Math.ceil(slots.length / MARKS));
  const bits = new Uint32Array(Math.ceil(order.built / 32) + 1);
  const marks = [bits.slice()];
  for (let k = 0; k < slots.length; k += 1) {
    const s = slots[k] as number;
    bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
    if ((k + 1) % step === 0) marks.push(bits.slice());
  }
  m = { step, marks };
  marksOf.set(order, m);
  return m;
}

/**
 * The slots whose key lies in [lo, hi] (dead ones too): the entries between two checkpoints of
 * the order by word operations, the few entries past them one by one, and the order's tail.
 */
function rangeBits(store: CategoryStore, key: OrderKey, lo: number, hi: number, words: number): Uint32Array {
  const order = storeOrder(store, key);
  const keyOf = keyReader(store, key);
  const slots = order.slots;
  const bits = new Uint32Array(words);
  /** Flips the bits of the order's entries [from, to): sets those outside the base, clears those in it. */
  const flip = (from: number, to: number): void => {
    for (let k = from; k < to; k += 1) {
      const s = slots[k] as number;
      bits[s >>> 5] = (bits[s >>> 5] as number) ^ (1 << (s & 31));
    }
  };
  const from = keyBound(slots, keyOf, lo, false);
  const to = keyBound(slots, keyOf, hi, true);
  const { step, marks } = orderMarks(order);
  // The nearest checkpoints as the base, then the entries between each checkpoint and its end of
  // the range flipped (set when the range reaches past it, cleared when it stops short): at most
  // half a stretch at each end.
  const a = Math.round(from / step);
  const b = Math.min(Math.round(to / step), marks.length - 1);
  if (a < b) {
    const upper = marks[b] as Uint32Array;
    const lower = marks[a] as Uint32Array;
    for (let w = 0; w < upper.length && w < words; w += 1) bits[w] = (upper[w] as number) & ~(lower[w] as number);
    flip(Math.min(from, a * step), Math.max(from, a * step));
    flip(Math.min(to, b * step), Math.max(to, b * step));
  } else flip(from, to);
  for (let s = order.built; s < store.size; s += 1) {
    const v = keyOf(s);
    if (v >= lo && v <= hi) bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
  }
  return bits;
}

/** The checkpoints of the orders that ranges narrow by, made ahead (after a load). */
export function prepareRanges(store: CategoryStore): void {
  for (const key of RANGE_KEYS) orderMarks(storeOrder(store, key));
}

/** The key of an atom's bitset (a range, or chosen values); null for an atom without one. */
function atomKey(atom: Atom): string | null {
  const n = atom.narrow;
  if (n?.kind === 'range') return `range:${n.key}:${n.lo}:${n.hi}`;
  if (n?.kind !== 'values') return null;
  const chosen: number[] = [];
  for (let v = 0; v < n.ok.length; v += 1) if (n.ok[v] === 1) chosen.push(v);
  return `values:${n.name}:${chosen.join(',')}`;
}

/**
 * The live slots of a range or of chosen values (an atom that narrows by a bitset), kept until the
 * store changes; null for another atom, or a column of too many values.
 */
function atomSet(store: CategoryStore, atom: Atom): LiveSet | null {
  const n = atom.narrow;
  const key = atomKey(atom);
  if (key === null || (n?.kind !== 'range' && n?.kind !== 'values')) return null;
  const words = Math.ceil(store.size / 32) + 1;
  return keptLiveSet(store, key, liveBits(store), () =>
    n.kind === 'range' ? rangeBits(store, n.key, n.lo, n.hi, words) : valuesBits(store, n.name, n.column, n.ok, words),
  );
}

/**
 * A make's or model's slots above `refineOver` are a bitset intersected with the filters whose
 * matches are bitsets (columns of few values, price/year/mileage ranges, free text), so that a
 * rare combination (a county, a make and an automatic gearbox; a make in a narrow price band) is a
 * few slots rather than the make's every slot: at 1M adverts a popular make has 50k slots, and a
 * page of it either walked a long stretch of the sort order or scanned them all. The cities of a
 * city or radius filter above it are a bitset too. Tests change it.
 */
export const LIST_TUNING = { refineOver: 4096 };

type CitiesNarrow = Extract<NonNullable<Atom['narrow']>, { kind: 'cities' }>;

/** The cities a city or radius atom keeps, how many slots they have, and whether each passes whole. */
function citiesOf(
  store: CategoryStore,
  atoms: readonly Atom[],
): { atom: Atom; narrow: CitiesNarrow; keys: number[]; size: number; sure: boolean } | null {
  const atom = atoms.find((a) => a.narrow?.kind === 'cities');
  const narrow = atom?.narrow;
  if (!atom || narrow?.kind !== 'cities') return null;
  const keys: number[] = [];
  let size = 0;
  let sure = true;
  for (const [city, list] of store.byCity)
    if (narrow.keep(city)) {
      keys.push(city);
      size += list.length;
      sure &&= narrow.sure(city);
    }
  return { atom, narrow, keys, size, sure };
}

/**
 * The narrowest source for the tests of `f`, leaving out the groups in `omit` (they may fail).
 * `byValues`: also narrow by the filters on columns of few values (counts, facets, bounds); a
 * page leaves them to its walk, which finds a page of a frequent value sooner than a heap over
 * all its slots, unless a long make's or model's list narrows it already.
 */
export function narrowSource(
  store: CategoryStore,
  f: ResolvedFilters,
  omit: ReadonlySet<FilterGroup>,
  tests: readonly GroupTests[],
  byValues = true,
): Narrowed {
  const used = tests.filter((t) => !omit.has(t.group));
  const atoms = used.flatMap((t) => t.atoms);
  const covered = new Set<Atom>();
  const sets: LiveSet[] = [];
  // The chosen models' (else makes') slots: their lists; a long list is one more bitset among the
  // sets, and then a page is narrowed by the filters on columns of few values too.
  const list =
    f.modelIds && !omit.has('model')
      ? ({ group: 'model', map: store.byModel, keys: f.modelIds } as const)
      : f.makeIds && !omit.has('make')
        ? ({ group: 'make', map: store.byMake, keys: f.makeIds } as const)
        : null;
  if (list) {
    const chosen = list.keys.map((key) => list.map.get(key) ?? []);
    const size = chosen.reduce((n, slots) => n + slots.length, 0);
    const plain: Narrowed = { source: { kind: 'lists', lists: chosen }, size, covered: NONE, exact: false };
    if (size <= LIST_TUNING.refineOver) return plain;
    sets.push(listSet(store, `${list.group}:${list.keys.join(',')}`, list.map, list.keys));
    for (const t of used) if (t.group === list.group) for (const atom of t.atoms) covered.add(atom);
  }
  const withValues = byValues || list !== null;
  const match = f.query !== null && !omit.has('query') ? textMatch(store, f.query) : null;
  if (match) {
    sets.push(match);
    for (const t of used) if (t.group === 'query') for (const atom of t.atoms) covered.add(atom);
  }
  for (const atom of atoms) {
    const kind = atom.narrow?.kind;
    if (kind !== 'range' && (kind !== 'values' || !withValues)) continue;
    const found = atomSet(store, atom);
    if (!found) continue;
    sets.push(found);
    covered.add(atom);
  }
  const cities = citiesOf(store, atoms);
  if (cities) {
    // Many slots in cities that pass whole (a city, a radius): for counts, facets and bounds, one
    // more bitset. Otherwise the cities' lists, when fewer slots than the narrowest bitset.
    if (byValues && cities.sure && cities.size > LIST_TUNING.refineOver) {
      sets.push(listSet(store, cities.narrow.key, store.byCity, cities.keys));
      covered.add(cities.atom);
    } else if (cities.size < (sets.length > 0 ? Math.min(...sets.map((set) => set.count)) : store.live)) {
      const lists = cities.keys.map((city) => store.byCity.get(city) ?? []);
      return { source: { kind: 'lists', lists }, size: cities.size, covered: NONE, exact: false };
    }
  }
  if (sets.length === 0) return { source: { kind: 'all' }, size: store.size, covered: NONE, exact: false };
  const { bits, count } = intersect(sets);
  const exact = atoms.every((atom) => covered.has(atom));
  return { source: { kind: 'bits', bits }, size: count, covered, exact };
}
