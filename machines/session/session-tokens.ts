/**
 * The session's answers to the Apollo links (SPEC §4 "API calls"): the current id token, reused
 * from the cache while the machine says it is fresh, and the forced refresh after UNAUTHENTICATED.
 */
import { waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

/** A running session machine. */
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

function freshToken(snapshot: SessionSnapshot): string | null {
  return snapshot.matches({ authenticated: 'fresh' }) ? (snapshot.context.session?.idToken ?? null) : null;
}

async function settled(actor: SessionActorRef): Promise<SessionSnapshot> {
  const snapshot = actor.getSnapshot();
  return snapshot.hasTag('fetching') ? waitFor(actor, (next) => !next.hasTag('fetching')) : snapshot;
}

/** The id token for a request: the cached one while fresh, else after a refetch; null when signed out. */
export async function readSessionToken(actor: SessionActorRef): Promise<string | null> {
  const snapshot = await settled(actor);
  if (freshToken(snapshot)) return freshToken(snapshot);
  if (!snapshot.matches({ authenticated: 'stale' })) return null;
  actor.send({ type: 'session.refetch' });
  return freshToken(await settled(actor));
}

/**
 * Forces the server to renew the id token (bypassing the cache) and returns it; null when there is
 * none. With `rejected` (the token the server refused): when the session already holds another
 * fresh token — a refresh for another operation finished, or was in flight, since that request
 * left — that one is returned and no second refresh is made.
 */
export async function refreshSessionToken(actor: SessionActorRef, rejected?: string): Promise<string | null> {
  if (rejected) {
    const current = freshToken(await settled(actor));
    if (current && current !== rejected) return current;
  }
  // Sent at once: a refresh replaces a plain refetch in flight (loading ignores it and answers after).
  actor.send({ type: 'session.refresh' });
  return freshToken(await settled(actor));
}

/** Signs out; true once signed out (also when already signed out), false when the request failed. */
export async function signOutSession(actor: SessionActorRef): Promise<boolean> {
  // Only the first load is waited for: a refetch in flight is simply cancelled by signing out.
  const current = actor.getSnapshot();
  const before = current.matches('loading') ? await settled(actor) : current;
  if (before.matches('endingSession')) return (await settled(actor)).matches('unauthenticated');
  if (!before.hasTag('authenticated')) return true;
  actor.send({ type: 'session.signOut' });
  const after = await settled(actor);
  return after.matches('unauthenticated');
}

/** Both token functions for the Apollo client config. */
export function sessionTokenReaders(actor: SessionActorRef): {
  getToken: () => Promise<string | null>;
  refreshToken: (rejected?: string) => Promise<string | null>;
} {
  return {
    getToken: () => readSessionToken(actor),
    refreshToken: (rejected?: string) => refreshSessionToken(actor, rejected),
  };
}
