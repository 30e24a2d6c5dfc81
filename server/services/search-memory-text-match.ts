/**
 * The live slots a free text matches in one category's store (docs/search.md, decision 0032),
 * kept until the store changes. A listing computes them for its page and its count, the facets for
 * every facet and the range bounds: one set operation over the word lists per text and store
 * version instead of one per use. Dead slots are cleared, so the set's size is the text's count.
 */
import { keepLive } from './search-memory-bits';
import type { CategoryStore } from './search-memory-store';

/** A text's matches: one bit per live matching slot, and how many there are. */
export interface TextMatch {
  bits: Uint32Array;
  count: number;
}

/** Texts kept per store (a search's texts, typed by people: a small working set). */
const MAX_KEPT = 64;
const kept = new WeakMap<CategoryStore, { version: number; matches: Map<string, TextMatch | null> }>();
const live = new WeakMap<CategoryStore, { version: number; bits: Uint32Array }>();

/** One bit per live slot (ceil(size / 32) + 1 words, as the word index's sets), kept until the store changes. */
export function liveBits(store: CategoryStore): Uint32Array {
  const hit = live.get(store);
  if (hit && hit.version === store.version) return hit.bits;
  const bits = new Uint32Array(Math.ceil(store.size / 32) + 1);
  const alive = store.alive;
  for (let i = 0; i < store.size; i += 1)
    if (alive[i] === 1) bits[i >>> 5] = (bits[i >>> 5] as number) | (1 << (i & 31));
  live.set(store, { version: store.version, bits });
  return bits;
}

/** The matches of a text prepared for the store (search-memory-text.ts prepareText); null: SQL answers (a phrase). */
export function textMatch(store: CategoryStore, text: string): TextMatch | null {
  let entry = kept.get(store);
  if (!entry || entry.version !== store.version) {
    entry = { version: store.version, matches: new Map() };
    kept.set(store, entry);
  }
  const hit = entry.matches.get(text);
  if (hit !== undefined) return hit;
  const bits = store.text.bits(text, store.size);
  let match: TextMatch | null = null;
  if (bits) {
    // Dead slots, and bits past the store's size (a negation sets them), are cleared.
    match = { bits, count: keepLive(bits, liveBits(store)) };
  }
  if (entry.matches.size >= MAX_KEPT) entry.matches.clear();
  entry.matches.set(text, match);
  return match;
}
