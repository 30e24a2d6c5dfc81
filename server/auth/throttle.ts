/**
 * Throttling of repeated failures per account and per client address (SPEC §8 'Password attempts
 * exceeded', 'Attempt limit exceeded'): each failure counts in a window; reaching the limit locks
 * the subject until the lock runs out. Counting happens in one upsert, so concurrent failures
 * cannot slip past the limit.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { authThrottles, type ThrottleScope } from '@/server/db/schema/auth';

/**
 * What is being throttled. `send_code` counts every mail sent, not only failures;
 * `send_invitation` every team invitation a main account mails (its account is the inviter).
 */
export type ThrottleAction = 'sign_in' | 'verify_code' | 'send_code' | 'send_invitation';

/** Limit, window and lock of one scope. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60_000;

/**
 * 5 per account and 20 per address in 15 minutes lock for 15 minutes; mail: 5 / 20 an hour;
 * invitations: 20 per inviting account and 40 per address an hour.
 */
export const THROTTLE_RULES: Readonly<Record<ThrottleAction, Readonly<Record<ThrottleScope, ThrottleRule>>>> = {
  sign_in: { account: { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }, address: { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } },
  verify_code: { account: { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }, address: { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } },
  send_code: { account: { limit: 5, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE }, address: { limit: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE } },
  send_invitation: { account: { limit: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE }, address: { limit: 40, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE } },
};

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
export async function lockedScope(db: Db, action: ThrottleAction, subjects: ThrottleSubjects, now: Date): Promise<ThrottleScope | null> {
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
export async function recordAttempt(db: Db, action: ThrottleAction, subjects: ThrottleSubjects, now: Date): Promise<void> {
  await pruneOccasionally(db, now);
  const at = now.toISOString();
  for (const [scope, subject] of subjectsOf(subjects)) {
    const rule = THROTTLE_RULES[action][scope];
    const windowOpen = sql`${authThrottles.windowStartedAt} > ${at}::timestamptz - make_interval(secs => ${rule.windowMs / 1000})`;
    const failures = sql`CASE WHEN ${windowOpen} THEN ${authThrottles.failures} + 1 ELSE 1 END`;
    await db
      .insert(authThrottles)
      .values({ action, scope, subject, failures: 1, windowStartedAt: now, lockedUntil: rule.limit <= 1 ? new Date(now.getTime() + rule.lockMs) : null, updatedAt: now })
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

/** Forgets the account's failures for this action (after a success). The address keeps its count. */
export async function clearAccount(db: Db, action: ThrottleAction, account: string): Promise<void> {
  await db
    .delete(authThrottles)
    .where(and(eq(authThrottles.action, action), eq(authThrottles.scope, 'account'), eq(authThrottles.subject, account.toLowerCase())));
}

let lastPrune = 0;

/** Rows untouched for a day are over (every window and lock is shorter); dropped at most hourly. */
async function pruneOccasionally(db: Db, now: Date): Promise<void> {
  if (Math.abs(now.getTime() - lastPrune) < 60 * MINUTE) return;
  lastPrune = now.getTime();
  await db.delete(authThrottles).where(lt(authThrottles.updatedAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
}
