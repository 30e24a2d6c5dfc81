/**
 * Automatic persisted queries (SPEC §4): a query goes out as its SHA-256 hash only (by GET);
 * on PersistedQueryNotFound it is re-sent in full; on PersistedQueryNotSupported persisted
 * queries stay off for the rest of the session. Apollo's PersistedQueryLink does all three.
 * The persistedQueries feature flag (issue 15) chooses the mode per operation: off, every query
 * goes out in full by POST (the server accepts both, in production too: server/graphql/yoga.ts).
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
 * The persisted-queries link while `enabled()` says so (read for each operation), else a
 * pass-through: then the query is sent in full, by POST. Always the pass-through when hashing is
 * unavailable (a page served over plain http from a non-localhost host).
 */
export function createPersistedQueriesLink(enabled: () => boolean = () => true): ApolloLink {
  const fullText = new ApolloLink((operation, forward) => forward(operation));
  if (!canHash()) return fullText;
  return ApolloLink.split(
    () => enabled(),
    new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true }),
    fullText,
  );
}
