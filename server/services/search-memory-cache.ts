/**
 * Results of a search (counts, facet counts, range bounds) kept until the category's in-memory
 * store changes (docs/search.md). The store's version moves with every advert it takes or forgets,
 * and it takes every change the log of migration 0012 records before it answers, so a kept result
 * is as exact as a new one: repeated searches (the category's facets without filters, the mobile
 * sheet's count while a filter is edited back and forth) skip the scan and the rollup queries.
 * Free text is kept like any filter: its matches change only with the store (the log also records
 * edits of search_vector). A database without the index (still loading, SEARCH_MEMORY=off) keeps
 * nothing.
 */
import type { Db } from '@/server/db/client';
import { type ResolvedFilters, searchKey } from './search-filters';
import { memoryStore } from './search-memory';
import type { CategoryStore } from './search-memory-store';

/** Results kept per store (a reloaded index has new stores: the old results go with the old stores). */
const MAX_KEPT = 2000;
const kept = new WeakMap<CategoryStore, Map<string, { version: number; value: unknown }>>();

function keyOf(kind: string, f: ResolvedFilters): string {
  return `${kind}:${JSON.stringify(searchKey(f))}`;
}

function remember(store: CategoryStore, key: string, version: number, value: unknown): void {
  let results = kept.get(store);
  if (!results) {
    results = new Map();
    kept.set(store, results);
  }
  if (results.size >= MAX_KEPT) results.clear();
  results.set(key, { version, value });
}

function recall(store: CategoryStore, key: string): { value: unknown } | null {
  const hit = kept.get(store)?.get(key);
  return hit && hit.version === store.version ? hit : null;
}

/** `compute()` of the store's current contents, kept until the store changes. */
export function keptOnStore<T>(store: CategoryStore, kind: string, f: ResolvedFilters, compute: () => T): T {
  return keptByKey(store, keyOf(kind, f), compute);
}

/** keptOnStore under a key of the caller's (a result that depends on no filter). */
export function keptByKey<T>(store: CategoryStore, key: string, compute: () => T): T {
  const hit = recall(store, key);
  if (hit) return hit.value as T;
  const version = store.version;
  const value = compute();
  remember(store, key, version, value);
  return value;
}

/**
 * An asynchronous result (which may also read the rollups), kept until the category's store
 * changes. It is kept only when the store did not change while it was computed.
 */
export async function keptUntilChange<T>(
  db: Db,
  kind: string,
  f: ResolvedFilters,
  compute: () => Promise<T>,
): Promise<T> {
  const store = await memoryStore(db, f.categoryId, f.query);
  if (!store) return compute();
  const key = keyOf(kind, f);
  const hit = recall(store, key);
  if (hit) return hit.value as T;
  const version = store.version;
  const value = await compute();
  if (store.version === version) remember(store, key, version, value);
  return value;
}
