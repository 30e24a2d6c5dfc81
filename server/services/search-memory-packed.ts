/**
 * The facet columns of few values packed into one or two 32-bit words per slot (docs/search.md,
 * "Packed facet words"), so that a facet pass over many matches reads one word where it read a
 * column per facet, and counts several facets with one increment: the fields of one word that a
 * pass counts together are one joint histogram (at most JOINT_BITS bits of fields), split into
 * each facet's counts after the pass. A field is as wide as the largest value of its column in
 * this store; the words are built at the first facet pass (one pass over the slots) and extended
 * with the slots added since (a slot never changes once written). A new slot whose value no
 * longer fits its field makes them built again, wider; a compaction renumbers the slots and they
 * are built again. A column that does not fit in the two words is counted from its own array.
 */
import type { CategoryStore, CodeColumn, IdColumn } from './search-memory-store';

/** Columns that can be packed, in the order they are placed (the ones the car listing counts first). */
const PACKABLE: readonly PackedName[] = [
  'fuel_type',
  'gearbox',
  'seller_type',
  'is_new',
  'body_type',
  'door_count',
  'color',
  'price_indicator',
  'badges',
  'county_code',
  'subcategory_id',
  'part_type',
];

export type PackedName = CodeColumn | IdColumn | 'badges';

/** A column's place in the words: word 0 or 1, its lowest bit and its width. */
export interface PackedField {
  word: 0 | 1;
  shift: number;
  bits: number;
}

export interface PackedWords {
  words: readonly [Uint32Array, Uint32Array];
  fields: ReadonlyMap<PackedName, PackedField>;
}

interface Built extends PackedWords {
  generation: number;
  /** The slots [0, covered) are packed. */
  covered: number;
}

const built = new WeakMap<CategoryStore, Built>();

/** The store's array of a packable column. */
export function packedColumn(store: CategoryStore, name: PackedName): ArrayLike<number> {
  if (name === 'badges') return store.badges;
  return name in store.codes ? store.codes[name as CodeColumn] : store.idColumns[name as IdColumn];
}

const widthOf = (max: number): number => 32 - Math.clz32(max);

/** Each column's field, as wide as its largest value among the store's slots; columns of only 0 get none. */
function layout(store: CategoryStore): Map<PackedName, PackedField> {
  const fields = new Map<PackedName, PackedField>();
  const used = [0, 0];
  for (const name of PACKABLE) {
    const column = packedColumn(store, name);
    let max = 0;
    for (let s = 0; s < store.size; s += 1) max |= column[s] as number;
    const bits = widthOf(max);
    if (bits === 0) continue;
    const word = used[0]! + bits <= 32 ? 0 : used[1]! + bits <= 32 ? 1 : null;
    if (word === null) continue;
    fields.set(name, { word, shift: used[word]!, bits });
    used[word] = used[word]! + bits;
  }
  return fields;
}

/** Packs the slots [from, to); false when a value does not fit its field. */
function pack(store: CategoryStore, entry: Built, from: number, to: number): boolean {
  const [a, b] = entry.words;
  for (const [name, field] of entry.fields) {
    const column = packedColumn(store, name);
    const target = field.word === 0 ? a : b;
    const limit = 2 ** field.bits;
    for (let s = from; s < to; s += 1) {
      const v = column[s] as number;
      if (v >= limit) return false;
      target[s] = ((target[s] as number) | (v << field.shift)) >>> 0;
    }
  }
  return true;
}

function fresh(store: CategoryStore): Built {
  const capacity = store.alive.length;
  const entry: Built = {
    generation: store.generation,
    covered: store.size,
    fields: layout(store),
    words: [new Uint32Array(capacity), new Uint32Array(capacity)],
  };
  pack(store, entry, 0, store.size);
  return entry;
}

/** The store's packed words, up to date with its slots. */
export function packedWords(store: CategoryStore): PackedWords {
  let entry = built.get(store);
  if (!entry || entry.generation !== store.generation || entry.covered > store.size) entry = fresh(store);
  else if (entry.covered < store.size) {
    if (entry.words[0].length < store.alive.length) {
      const grow = (w: Uint32Array): Uint32Array => {
        const wider = new Uint32Array(store.alive.length);
        wider.set(w);
        return wider;
      };
      entry = { ...entry, words: [grow(entry.words[0]), grow(entry.words[1])] };
    }
    if (pack(store, entry, entry.covered, store.size)) entry.covered = store.size;
    else entry = fresh(store);
  }
  built.set(store, entry);
  return entry;
}

/** Fields of one word counted together: one histogram over their bits. */
export const JOINT_BITS = 11;
