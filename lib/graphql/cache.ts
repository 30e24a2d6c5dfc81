/**
 * The Apollo cache, configured once for both sides: the server fills it during SSR and the
 * browser restores the extracted state, which only works when both use the same policies.
 */
import { InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

/** A fresh cache, optionally restored from extracted state. */
export function createApolloCache(initialState?: NormalizedCacheObject | null): InMemoryCache {
  const cache = new InMemoryCache();
  if (initialState) cache.restore(initialState);
  return cache;
}

/**
 * Merges freshly extracted SSR state into the state a browser cache already holds: per entity,
 * incoming fields win and fields only the browser knows are kept (the usual initializeApollo
 * merge, without a deep-merge dependency — normalized state is two levels deep).
 */
export function mergeCacheState(existing: NormalizedCacheObject, incoming: NormalizedCacheObject): NormalizedCacheObject {
  const merged: NormalizedCacheObject = { ...existing };
  for (const [id, entity] of Object.entries(incoming)) {
    const current = merged[id];
    merged[id] = current && entity ? { ...current, ...entity } : entity;
  }
  return merged;
}
