/**
 * Context, events, input and actor contracts of the session machine (SPEC §3, §4).
 */
import type { ClientSession } from '@/lib/session/session.types';

/** What the browser knows when the machine starts. */
export interface SessionInput {
  /** Inside the app web view (lib/session/in-app-browser): "no session" is reported there. */
  readonly inAppBrowser?: boolean;
}

/** What fetchSession answers: the session (null when none) and when it arrived (ms since the epoch). */
export interface SessionFetchResult {
  readonly session: ClientSession | null;
  readonly receivedAt: number;
}

/** fetchSession's input: force makes the server renew the id token (bypasses every cache). */
export interface SessionFetchInput {
  readonly force: boolean;
}

/** The machine's memory: plain data only. */
export interface SessionContext {
  /** The last session fetched; null when signed out. */
  readonly session: ClientSession | null;
  /** When it arrived, ms since the epoch (the cache rules count from here). */
  readonly receivedAt: number;
  readonly inAppBrowser: boolean;
}

/** What the browser and the app tell the machine. */
export type SessionEvent =
  /** The window became visible (refetch on focus, on by default). */
  | { type: 'window.visible' }
  /** Another tab broadcast a session change through local storage. */
  | { type: 'storage.changed' }
  /** The optional poll ticked; skipped while offline. */
  | { type: 'session.poll'; online: boolean }
  /** A token read found the cached token too old (less than 10 s left, or fetched 5 minutes ago). */
  | { type: 'session.refetch' }
  /** Forced refresh: the server renews the id token (GraphQL answered UNAUTHENTICATED). */
  | { type: 'session.refresh' }
  /** The user signs out. */
  | { type: 'session.signOut' };
