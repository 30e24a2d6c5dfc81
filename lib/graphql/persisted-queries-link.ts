/**
 * Automatic persisted queries (SPEC §4): a query goes out as its SHA-256 hash only (by GET);
 * on PersistedQueryNotFound it is re-sent in full; on PersistedQueryNotSupported persisted
 * queries stay off for the rest of the session. Apollo's PersistedQueryLink does all three.
 */
import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** Hex SHA-256 of a string through Web Crypto (no dependency; same digest yoga computes). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Web Crypto's digest exists only in secure contexts (https, localhost); elsewhere we cannot hash. */
export function canHash(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

/**
 * The persisted-queries link, or a pass-through link when hashing is unavailable (a page served
 * over plain http from a non-localhost host): then every query is sent in full, by POST.
 */
export function createPersistedQueriesLink(): ApolloLink {
  if (!canHash()) return new ApolloLink((operation, forward) => forward(operation));
  return new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true });
}
