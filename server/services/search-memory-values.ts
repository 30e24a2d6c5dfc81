/**
 * The slots of each value of a column with few values (gearbox, colour, fuel, body, doors, seller
 * type, price indicator, part type, county, condition, sub-category), one bitset per value, so that
 * a filter on such a column names its matches by word operations instead of a test per slot
 * (docs/search.md, "Narrowed scans"; decision 0038). The bitsets of a column are built at its
 * first use (one pass) and extended with the slots added since (a slot never changes once
 * written); a compaction renumbers the slots and they are built again. Dead slots keep their bits:
 * the caller intersects with the live slots (liveBits).
 */
import { andCount } from './search-memory-bits';
import type { CategoryStore } from './search-memory-store';

/** A column with more distinct values than this is not narrowed by values (a bitset each is too much). */
export const MAX_VALUES = 64;

interface ValueBits {
  /** The store generation the bitsets were built for. */
  generation: number;
  /** The slots [0, covered) are in the bitsets. */
  covered: number;
  /** Value -> slots with that value; null when the column has too many values. */
  byValue: Map<number, Uint32Array> | null;
}

/** Per store, per column name (the arrays are replaced when the store grows; their slots stay). */
const built = new WeakMap<CategoryStore, Map<string, ValueBits>>();

function ensureWords(bits: Uint32Array, words: number): Uint32Array {
  if (bits.length >= words) return bits;
  const grown = new Uint32Array(Math.max(words, bits.length * 2));
  grown.set(bits);
  return grown;
}

/** The bitsets of the column `name` (its array `column`), up to date with the slots; null for a column of many values. */
function valueBits(store: CategoryStore, name: string, column: ArrayLike<number>): Map<number, Uint32Array> | null {
  let columns = built.get(store);
  if (!columns) {
    columns = new Map();
    built.set(store, columns);
  }
  let entry = columns.get(name);
  if (!entry || entry.generation !== store.generation || entry.covered > store.size) {
    entry = { generation: store.generation, covered: 0, byValue: new Map() };
    columns.set(name, entry);
  }
  const byValue = entry.byValue;
  if (!byValue || entry.covered === store.size) return byValue;
  const words = Math.ceil(store.size / 32) + 1;
  for (const [value, bits] of byValue) byValue.set(value, ensureWords(bits, words));
  for (let s = entry.covered; s < store.size; s += 1) {
    const value = column[s] as number;
    let bits = byValue.get(value);
    if (!bits) {
      if (byValue.size >= MAX_VALUES) {
        entry.byValue = null;
        return null;
      }
      bits = new Uint32Array(words);
      byValue.set(value, bits);
    }
    bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
  }
  entry.covered = store.size;
  return byValue;
}

/**
 * The slots (dead ones too) whose `column` value v has ok[v] === 1, as a bitset of `words` words;
 * null when the column has too many values to keep a bitset each.
 */
export function valuesBits(
  store: CategoryStore,
  name: string,
  column: ArrayLike<number>,
  ok: ArrayLike<number>,
  words: number,
): Uint32Array | null {
  const byValue = valueBits(store, name, column);
  if (!byValue) return null;
  const out = new Uint32Array(words);
  for (const [value, bits] of byValue) {
    if (ok[value] !== 1) continue;
    const n = Math.min(words, bits.length);
    for (let w = 0; w < n; w += 1) out[w] = (out[w] as number) | (bits[w] as number);
  }
  return out;
}

/**
 * Adds to `counts[value]` how many slots of `bits` (live slots, `matches` of them) have each value
 * of the column, by the popcount of `bits` AND the value's bitset, word by word; false (nothing
 * counted) when the column has too many values, or when that would read more words than a scan
 * reads matches (a sparse set is cheaper to scan).
 */
export function countByValues(
  store: CategoryStore,
  name: string,
  column: ArrayLike<number>,
  bits: Uint32Array,
  matches: number,
  counts: Int32Array,
): boolean {
  const byValue = valueBits(store, name, column);
  if (!byValue || byValue.size * bits.length > matches) return false;
  for (const [value, slots] of byValue) {
    if (value >= counts.length) return false;
    counts[value] = (counts[value] as number) + andCount(bits, slots);
  }
  return true;
}
