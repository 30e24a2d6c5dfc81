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

/**
 * One bit per live slot (at least ceil(size / 32) + 1 words, as the word index's sets; the words
 * past the store's slots are 0). The store keeps it with every change; callers only read it.
 */
export function liveBits(store: CategoryStore): Uint32Array {
  return store.liveWords;
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
