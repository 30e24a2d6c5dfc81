/** Context, events and input of the experiments runtime (SPEC §4 Experiments, §7 bootstrap). */

import type { BootstrapData, PendingCookie } from '@/lib/experiments/experiments-browser';

export type { BootstrapData, PendingCookie };

/** What the hook reads from the browser when the page starts. */
export interface ExperimentsInput {
  /** The random UUID of this page load, sent as the bootstrap's query. */
  readonly requestId: string;
  /** The experiment cookie (laquesis) as it is now. */
  readonly experimentCookie: string;
  /** The hash cookie (ock) is present. */
  readonly hasHash: boolean;
  /** The experimentsBootstrap flag. */
  readonly bootstrapEnabled: boolean;
  /** Flags cached in session storage by an earlier bootstrap in this tab; null when none. */
  readonly cachedFlags: Readonly<Record<string, unknown>> | null;
}

export interface ExperimentsContext {
  readonly requestId: string;
  readonly experimentCookie: string;
  readonly needsBootstrap: boolean;
  /** The visitor's flags from the bootstrap (or this tab's cache); null: the page's own. */
  readonly featureFlags: Readonly<Record<string, unknown>> | null;
  readonly pendingCookies: readonly PendingCookie[];
  /** Failed bootstrap calls so far (bounded by MAX_BOOTSTRAP_ATTEMPTS). */
  readonly failures: number;
  /** Queued calls have been replayed (lib/experiments/ready-queue.ts). */
  readonly ready: boolean;
}

export type ExperimentsEvent =
  /** The idle-time check (every 1 s) saw another experiment cookie. */
  { type: 'cookie.changed'; experimentCookie: string };
