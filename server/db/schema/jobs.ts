/** The job queue (server/jobs): scheduled and background work, claimed by workers with SKIP LOCKED. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One unit of work. Pending: done_at and failed_at null. A worker claims it by setting
 * locked_by/locked_until (a lease: a crashed worker's job is claimable again once it expires).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The handler's registered name, e.g. price-indicator.changed. */
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one pending (not done, not failed) job per key: enqueueing again is a no-op. */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Claims so far (a claim counts as an attempt even if the worker dies). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, precision: 3 }),
    /** Set when the last allowed attempt failed; the job is not retried again. */
    failedAt: timestamp('failed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The claim query: pending jobs in run order.
    index('jobs_pending_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    uniqueIndex('jobs_dedupe_pending_uq')
      .on(t.dedupeKey)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
