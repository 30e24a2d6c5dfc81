/**
 * Counting of repeated attempts per account and per client address (SPEC §8 'Password attempts
 * exceeded', 'Attempt limit exceeded'). Sign-in and code checks are never locked: each attempt is
 * reserved first (one upsert that returns the new count, so concurrent attempts cannot slip past),
 * and past the free attempts the next one needs a solved proof-of-work challenge whose difficulty
 * and delay grow with the failures (server/auth/attempt-gate.ts). Code mails (`send_code`) pass the
 * same gate with a much steeper delay. Team invitations keep a plain hourly limit that locks the
 * inviting dealer (and its address) until it runs out: nobody else is locked by it.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { authThrottles, type ThrottleScope } from '@/server/db/schema/auth';
import type { GuardedAction } from './challenge';

/**
 * What is being throttled. `send_code` counts every code mail sent, not only failures;
 * `send_invitation` every team invitation a main account mails (its account is the inviter).
 */
export type ThrottleAction = GuardedAction | LockedAction;

/** Actions limited by a lock. */
export type LockedAction = 'send_invitation';

/** Limit, window and lock of one scope. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  lockMs: number;
}

/** Free attempts in a window, then one more bit of difficulty every `failuresPerBit` failures. */
export interface ChallengeRule {
  free: number;
  windowMs: number;
  failuresPerBit: number;
  /** The progressive delay past the free attempts: `firstWaitMs`, doubling, at most `maxWaitMs`. */
  firstWaitMs: number;
  maxWaitMs: number;
}

const MINUTE = 60_000;

/** Invitations: 20 per inviting account / 40 per address an hour. */
export const THROTTLE_RULES: Readonly<Record<LockedAction, Readonly<Record<ThrottleScope, ThrottleRule>>>> = {
  send_invitation: {
    account: { limit: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
    address: { limit: 40, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  },
};

const GUESS_WAIT = { firstWaitMs: 1000, maxWaitMs: 30_000 };
/** Code mails wait far longer: a mail bomb past the free mails is a few an hour (docs/auth.md). */
const MAIL_WAIT = { firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE };

/**
 * Guesses: 5 free failures per account and 20 per address in 15 minutes; then a challenge, one bit
 * harder per further failure of the account and per 5 of the address, after 1 s doubling to 30 s.
 * Code mails: 5 free per account and 20 per address an hour (every mail counts); then a challenge,
 * one bit harder per mail, after 1 min, 2, 4, 8, then 15 min per mail of the account.
 */
export const CHALLENGE_RULES: Readonly<Record<GuardedAction, Readonly<Record<ThrottleScope, ChallengeRule>>>> = {
  sign_in: {
    account: { free: 5, windowMs: 15 * MINUTE, failuresPerBit: 1, ...GUESS_WAIT },
    address: { free: 20, windowMs: 15 * MINUTE, failuresPerBit: 5, ...GUESS_WAIT },
  },
  verify_code: {
    account: { free: 5, windowMs: 15 * MINUTE, failuresPerBit: 1, ...GUESS_WAIT },
    address: { free: 20, windowMs: 15 * MINUTE, failuresPerBit: 5, ...GUESS_WAIT },
  },
  send_code: {
    account: { free: 5, windowMs: 60 * MINUTE, failuresPerBit: 1, ...MAIL_WAIT },
    address: { free: 20, windowMs: 60 * MINUTE, failuresPerBit: 5, ...MAIL_WAIT },
  },
};

/**
 * Difficulty bounds in bits: 2^10 hashes are instant; 2^15 (about 33,000 SHA-256 through Web
 * Crypto) take a second or two on a phone. An attacker with better hardware pays the same per guess
 * relative to the owner; the delay below bounds the pace of a sequential one.
 */
export const MIN_DIFFICULTY = 10;
export const MAX_DIFFICULTY = 15;

/** The difficulty the `attempt`-th attempt in the window needs from this scope, or null while it is free. */
export function requiredDifficulty(rule: ChallengeRule, attempt: number): number | null {
  if (attempt <= rule.free) return null;
  return Math.min(MIN_DIFFICULTY + Math.floor((attempt - rule.free - 1) / rule.failuresPerBit), MAX_DIFFICULTY);
}

/** How long the `attempt`-th attempt on an account waits after its challenge is issued. */
export function requiredWaitMs(rule: ChallengeRule, attempt: number): number {
  if (attempt <= rule.free) return 0;
  return Math.min(rule.firstWaitMs * 2 ** Math.min(attempt - rule.free - 1, 15), rule.maxWaitMs);
}

/** Who an attempt is charged to: the lower-cased e-mail and, when known, the client address. */
export interface ThrottleSubjects {
  account: string;
  address: string | null;
}

function subjectsOf(subjects: ThrottleSubjects): [ThrottleScope, string][] {
  const list: [ThrottleScope, string][] = [['account', subjects.account.toLowerCase()]];
  if (subjects.address) list.push(['address', subjects.address]);
  return list;
}

/** The scope that is locked for this action right now, or null. */
export async function lockedScope(
  db: Db,
  action: LockedAction,
  subjects: ThrottleSubjects,
  now: Date,
): Promise<ThrottleScope | null> {
  const keys = subjectsOf(subjects);
  const rows = await db
    .select({ scope: authThrottles.scope })
    .from(authThrottles)
    .where(
      and(
        eq(authThrottles.action, action),
        or(...keys.map(([scope, subject]) => and(eq(authThrottles.scope, scope), eq(authThrottles.subject, subject)))),
        sql`${authThrottles.lockedUntil} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return rows.find((row) => row.scope === 'account')?.scope ?? rows[0]?.scope ?? null;
}

/** Counts one attempt against every subject; locks those that reach their limit. */
export async function recordAttempt(
  db: Db,
  action: LockedAction,
  subjects: ThrottleSubjects,
  now: Date,
): Promise<void> {
  await pruneOccasionally(db, now);
  const at = now.toISOString();
  for (const [scope, subject] of subjectsOf(subjects)) {
    const rule = THROTTLE_RULES[action][scope];
    const windowOpen = sql`${authThrottles.windowStartedAt} > ${at}::timestamptz - make_interval(secs => ${rule.windowMs / 1000})`;
    const failures = sql`CASE WHEN ${windowOpen} THEN ${authThrottles.failures} + 1 ELSE 1 END`;
    await db
      .insert(authThrottles)
      .values({
        action,
        scope,
        subject,
        failures: 1,
        windowStartedAt: now,
        lockedUntil: rule.limit <= 1 ? new Date(now.getTime() + rule.lockMs) : null,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [authThrottles.action, authThrottles.scope, authThrottles.subject],
        set: {
          failures,
          windowStartedAt: sql`CASE WHEN ${windowOpen} THEN ${authThrottles.windowStartedAt} ELSE ${at}::timestamptz END`,
          lockedUntil: sql`CASE WHEN ${failures} >= ${rule.limit} THEN ${at}::timestamptz + make_interval(secs => ${rule.lockMs / 1000}) ELSE ${authThrottles.lockedUntil} END`,
          updatedAt: now,
        },
      });
  }
}

/** The attempt counts of a guarded action, per scope (null: no address known). */
export interface AttemptCounts {
  account: number;
  address: number | null;
}

/**
 * Reserves one attempt against every subject before it is evaluated: one upsert per subject that
 * returns the new count in the window, so concurrent attempts each see a distinct number and the
 * caller decides on it. A success or a refused attempt gives the reservation back (releaseAttempt).
 */
export async function reserveAttempt(
  db: Db,
  action: GuardedAction,
  subjects: ThrottleSubjects,
  now: Date,
): Promise<AttemptCounts> {
  await pruneOccasionally(db, now);
  const at = now.toISOString();
  const counts: AttemptCounts = { account: 0, address: null };
  for (const [scope, subject] of subjectsOf(subjects)) {
    const rule = CHALLENGE_RULES[action][scope];
    const windowOpen = sql`${authThrottles.windowStartedAt} > ${at}::timestamptz - make_interval(secs => ${rule.windowMs / 1000})`;
    const [row] = await db
      .insert(authThrottles)
      .values({ action, scope, subject, failures: 1, windowStartedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [authThrottles.action, authThrottles.scope, authThrottles.subject],
        set: {
          failures: sql`CASE WHEN ${windowOpen} THEN ${authThrottles.failures} + 1 ELSE 1 END`,
          windowStartedAt: sql`CASE WHEN ${windowOpen} THEN ${authThrottles.windowStartedAt} ELSE ${at}::timestamptz END`,
          updatedAt: now,
        },
      })
      .returning({ failures: authThrottles.failures });
    counts[scope] = row?.failures ?? 1;
  }
  return counts;
}

/** Gives back a reservation (the attempt was refused before evaluation, or it succeeded). */
export async function releaseAttempt(
  db: Db,
  action: GuardedAction,
  subjects: ThrottleSubjects,
  scopes: readonly ThrottleScope[] = ['account', 'address'],
): Promise<void> {
  for (const [scope, subject] of subjectsOf(subjects)) {
    if (!scopes.includes(scope)) continue;
    await db
      .update(authThrottles)
      .set({ failures: sql`GREATEST(${authThrottles.failures} - 1, 0)` })
      .where(and(eq(authThrottles.action, action), eq(authThrottles.scope, scope), eq(authThrottles.subject, subject)));
  }
}

/** The counts so far in the open windows (no reservation): what the next attempt will be measured on. */
export async function attemptCounts(
  db: Db,
  action: GuardedAction,
  subjects: ThrottleSubjects,
  now: Date,
): Promise<AttemptCounts> {
  const keys = subjectsOf(subjects);
  const rows = await db
    .select({
      scope: authThrottles.scope,
      failures: authThrottles.failures,
      windowStartedAt: authThrottles.windowStartedAt,
    })
    .from(authThrottles)
    .where(
      and(
        eq(authThrottles.action, action),
        or(...keys.map(([scope, subject]) => and(eq(authThrottles.scope, scope), eq(authThrottles.subject, subject)))),
      ),
    );
  const counts: AttemptCounts = { account: 0, address: subjects.address ? 0 : null };
  for (const row of rows) {
    const open = row.windowStartedAt.getTime() > now.getTime() - CHALLENGE_RULES[action][row.scope].windowMs;
    counts[row.scope] = open ? row.failures : 0;
  }
  return counts;
}

/** Forgets the account's failures for this action (after a success). The address keeps its count. */
export async function clearAccount(db: Db, action: ThrottleAction, account: string): Promise<void> {
  await db
    .delete(authThrottles)
    .where(
      and(
        eq(authThrottles.action, action),
        eq(authThrottles.scope, 'account'),
        eq(authThrottles.subject, account.toLowerCase()),
      ),
    );
}

let lastPrune = 0;

/** Rows untouched for a day are over (every window and lock is shorter); dropped at most hourly. */
async function pruneOccasionally(db: Db, now: Date): Promise<void> {
  if (Math.abs(now.getTime() - lastPrune) < 60 * MINUTE) return;
  lastPrune = now.getTime();
  await db.delete(authThrottles).where(lt(authThrottles.updatedAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
}
