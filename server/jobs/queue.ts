/**
 * The job queue's storage operations on the `jobs` table (PostgreSQL and PGlite alike): enqueue
 * with a dedupe key, claim with FOR UPDATE SKIP LOCKED, complete, fail with exponential backoff.
 * Times come from the caller's clock so tests can move time without waiting.
 */
import { type Db, rawQuery } from '@/server/db/client';

/** A claimed job as a handler and the worker see it. */
export interface ClaimedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  /** This claim's attempt number, from 1. */
  attempt: number;
  maxAttempts: number;
}

/** What enqueue accepts. */
export interface EnqueueOptions {
  payload?: Record<string, unknown>;
  /** While a job with this key is pending (not done, not failed), enqueueing again does nothing. */
  dedupeKey?: string;
  /** Earliest start (default: now). */
  runAt?: Date;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/** Retry delays: 30 s, 1 min, 2 min, … doubling, at most one hour. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 3_600_000;

/** Delay before the retry that follows failed attempt number `attempt` (1-based). */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/** Adds a job; returns its id, or null when a pending job with the same dedupe key exists. */
export async function enqueue(db: Db, name: string, options: EnqueueOptions = {}): Promise<number | null> {
  const rows = await rawQuery<{ id: string | number }>(
    db,
    // NOT EXISTS answers the common repeat (a schedule re-enqueued on every poll) without drawing an
    // id from the sequence; ON CONFLICT settles the race between two processes enqueueing at once.
    `INSERT INTO jobs (name, payload, dedupe_key, run_at, max_attempts)
     SELECT $1, $2::jsonb, $3::text, coalesce($4::timestamptz, now()), $5
     WHERE $3::text IS NULL OR NOT EXISTS (
       SELECT 1 FROM jobs WHERE dedupe_key = $3::text AND done_at IS NULL AND failed_at IS NULL)
     ON CONFLICT (dedupe_key) WHERE done_at IS NULL AND failed_at IS NULL DO NOTHING
     RETURNING id`,
    [
      name,
      JSON.stringify(options.payload ?? {}),
      options.dedupeKey ?? null,
      options.runAt?.toISOString() ?? null,
      options.maxAttempts ?? 5,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

interface JobRow {
  id: string | number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

function toClaimed(row: JobRow): ClaimedJob {
  return {
    id: Number(row.id),
    name: row.name,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** What claim needs: who claims, for how long, which job names it can run, and the time. */
export interface ClaimOptions {
  workerId: string;
  names: readonly string[];
  now: Date;
  leaseMs: number;
  /** Claim this job only (the CLI's run-now). */
  jobId?: number;
}

/**
 * Takes the next due job: pending, run_at reached and not leased (or its lease expired). SKIP
 * LOCKED lets concurrent workers pass over a row another is claiming instead of waiting for it
 * and then taking the same job; the UPDATE's own re-check of the lease covers the rest.
 */
export async function claimNext(db: Db, options: ClaimOptions): Promise<ClaimedJob | null> {
  const due = `done_at IS NULL AND failed_at IS NULL AND run_at <= $3::timestamptz
    AND (locked_until IS NULL OR locked_until < $3::timestamptz)`;
  const rows = await rawQuery<JobRow>(
    db,
    `UPDATE jobs SET locked_by = $1, locked_until = $3::timestamptz + make_interval(secs => $4::float8 / 1000),
       attempts = attempts + 1
     WHERE id = (
       SELECT id FROM jobs WHERE ${due} AND name = ANY($2::text[]) AND ($5::bigint IS NULL OR id = $5::bigint)
       ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
     ) AND ${due}
     RETURNING id, name, payload, attempts, max_attempts`,
    [options.workerId, [...options.names], options.now.toISOString(), options.leaseMs, options.jobId ?? null],
  );
  return rows[0] ? toClaimed(rows[0]) : null;
}

/** Marks a claimed job done (only while this worker holds it). */
export async function complete(db: Db, job: ClaimedJob, workerId: string, now: Date): Promise<void> {
  await rawQuery(
    db,
    `UPDATE jobs SET done_at = $3::timestamptz, locked_until = NULL, locked_by = NULL, last_error = NULL
     WHERE id = $1 AND locked_by = $2`,
    [job.id, workerId, now.toISOString()],
  );
}

/** What fail() did: scheduled a retry, or made the job a dead letter (no attempt left). */
export interface FailResult {
  dead: boolean;
}

/**
 * Records a failure: retried after backoffMs(attempt), or, after the last attempt, made a dead
 * letter (failed_at set: never claimed again until retryDeadJob puts it back).
 */
export async function fail(db: Db, job: ClaimedJob, workerId: string, now: Date, error: unknown): Promise<FailResult> {
  const message = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4000);
  const final = job.attempt >= job.maxAttempts;
  const rows = await rawQuery(
    db,
    `UPDATE jobs SET locked_until = NULL, locked_by = NULL, last_error = $3,
       failed_at = CASE WHEN $4::boolean THEN $5::timestamptz END,
       run_at = CASE WHEN $4::boolean THEN run_at ELSE $5::timestamptz + make_interval(secs => $6::float8 / 1000) END
     WHERE id = $1 AND locked_by = $2
     RETURNING id`,
    [job.id, workerId, message, final, now.toISOString(), backoffMs(job.attempt)],
  );
  // No row: the lease ran out and another worker holds the job now; its outcome is that worker's to record.
  return { dead: final && rows.length > 0 };
}

/** A job row as stored, for tests and the CLI's report. */
export interface JobState {
  id: number;
  name: string;
  attempts: number;
  runAt: Date;
  doneAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
  lockedBy: string | null;
}

/** Reads one job. */
export async function getJob(db: Db, id: number): Promise<JobState | null> {
  const rows = await rawQuery<{
    id: string | number;
    name: string;
    attempts: number;
    run_at: string | Date;
    done_at: string | Date | null;
    failed_at: string | Date | null;
    last_error: string | null;
    locked_by: string | null;
  }>(db, 'SELECT id, name, attempts, run_at, done_at, failed_at, last_error, locked_by FROM jobs WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) return null;
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return {
    id: Number(row.id),
    name: row.name,
    attempts: row.attempts,
    runAt: new Date(row.run_at),
    doneAt: date(row.done_at),
    failedAt: date(row.failed_at),
    lastError: row.last_error,
    lockedBy: row.locked_by,
  };
}

/** A dead letter: a job that used all its attempts (failed_at set), as `npm run jobs -- dead` lists it. */
export interface DeadJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  dedupeKey: string | null;
  attempts: number;
  failedAt: Date;
  lastError: string | null;
}

/** The dead letters, newest first (at most `limit`). */
export async function listDeadJobs(db: Db, limit = 100): Promise<DeadJob[]> {
  const rows = await rawQuery<{
    id: string | number;
    name: string;
    payload: Record<string, unknown>;
    dedupe_key: string | null;
    attempts: number;
    failed_at: string | Date;
    last_error: string | null;
  }>(
    db,
    `SELECT id, name, payload, dedupe_key, attempts, failed_at, last_error FROM jobs
     WHERE failed_at IS NOT NULL ORDER BY failed_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    payload: row.payload,
    dedupeKey: row.dedupe_key,
    attempts: row.attempts,
    failedAt: new Date(row.failed_at),
    lastError: row.last_error,
  }));
}

/** What retryDeadJob did. */
export type RetryResult =
  | {
      retried: true;
      id: number;
      runAt: Date;
      /** The dedupe key was given up: a pending job holds it. */ keyDropped: boolean;
    }
  | { retried: false; reason: 'not-found' | 'not-dead' };

/**
 * Puts a dead letter back in the queue: pending again, due at `now`, with a fresh set of
 * attempts (its last error stays until it succeeds). When another pending job holds its dedupe
 * key (a schedule's next run, enqueued once this one died), the retried job runs without the key
 * rather than waiting for that one or replacing it: handlers are idempotent, running both is safe.
 */
export async function retryDeadJob(db: Db, id: number, now: Date): Promise<RetryResult> {
  const rows = await rawQuery<{ id: string | number; run_at: string | Date; key_dropped: boolean }>(
    db,
    `UPDATE jobs j SET failed_at = NULL, attempts = 0, locked_by = NULL, locked_until = NULL,
       run_at = $2::timestamptz,
       dedupe_key = CASE WHEN EXISTS (
         SELECT 1 FROM jobs o WHERE o.dedupe_key = j.dedupe_key AND o.id <> j.id
           AND o.done_at IS NULL AND o.failed_at IS NULL) THEN NULL ELSE j.dedupe_key END
     FROM jobs prev WHERE j.id = $1 AND prev.id = j.id AND j.failed_at IS NOT NULL
     RETURNING j.id, j.run_at, (prev.dedupe_key IS NOT NULL AND j.dedupe_key IS NULL) AS key_dropped`,
    [id, now.toISOString()],
  );
  const row = rows[0];
  if (row) return { retried: true, id: Number(row.id), runAt: new Date(row.run_at), keyDropped: row.key_dropped };
  const exists = await rawQuery(db, 'SELECT 1 FROM jobs WHERE id = $1', [id]);
  return { retried: false, reason: exists.length > 0 ? 'not-dead' : 'not-found' };
}

/** A recurring job's last finished run and its pending one, for the dev clock's report. */
export interface ScheduleRunState {
  job: string;
  lastDoneAt: Date | null;
  nextRunAt: Date | null;
}

/** The last done run and the next pending run of each job name. */
export async function scheduleRuns(db: Db, names: readonly string[]): Promise<ScheduleRunState[]> {
  const rows = await rawQuery<{ name: string; last_done_at: string | Date | null; next_run_at: string | Date | null }>(
    db,
    `SELECT n.name,
       (SELECT max(done_at) FROM jobs WHERE name = n.name AND done_at IS NOT NULL) AS last_done_at,
       (SELECT min(run_at) FROM jobs WHERE name = n.name AND done_at IS NULL AND failed_at IS NULL) AS next_run_at
     FROM unnest($1::text[]) AS n(name)`,
    [[...names]],
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({ job: row.name, lastDoneAt: date(row.last_done_at), nextRunAt: date(row.next_run_at) }));
}

/** Deletes finished (done) jobs of a name that ended before `before`; answers how many. A frequent schedule calls it so its history stays short. */
export async function pruneDone(db: Db, name: string, before: Date): Promise<number> {
  const rows = await rawQuery<{ id: string | number }>(
    db,
    'DELETE FROM jobs WHERE name = $1 AND done_at IS NOT NULL AND done_at < $2::timestamptz RETURNING id',
    [name, before.toISOString()],
  );
  return rows.length;
}
