/**
 * A job worker: claims one due job at a time (queue.ts), runs its handler, completes it or
 * schedules its retry, and keeps the recurring schedules enqueued. start() polls; stop() ends the
 * loop after the running job finishes; pollNow() runs a poll at once (the e2e test clock). Several
 * workers (in one process or several processes) may share a database: a job is only ever run by
 * the worker that claimed it. A job whose last attempt fails becomes a dead letter: logged at
 * error level, its definition's onDead hook called, kept until `npm run jobs -- retry <id>`.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { createLogger, type Logger, logger as appLogger } from '@/lib/logger/logger';
import { appNow } from '@/server/clock';
import type { Db } from '@/server/db/client';
import type { JobDefinition, JobSchedule } from './jobs.types';
import { type ClaimedJob, claimNext, complete, fail } from './queue';
import { ensureScheduled } from './schedules';

const DEFAULT_LEASE_MS = 15 * 60_000;

/** Options of createWorker. */
export interface WorkerOptions {
  db: Db;
  jobs: readonly JobDefinition[];
  schedules?: readonly JobSchedule[];
  /** Default `<host>:<pid>:<random>`. */
  workerId?: string;
  /** Pause between polls when nothing is due (default 5 s). */
  pollMs?: number;
  /** The clock (default appNow: real time, or the test clock with TEST_CLOCK=1). */
  now?: () => Date;
  /** Where the worker logs (default the app's logger). */
  logger?: Logger;
  /** Tests: every log line as plain text instead (wins over `logger`). */
  log?: (message: string) => void;
}

/** What a run of one job ended with. */
export interface JobOutcome {
  job: ClaimedJob;
  ok: boolean;
  error?: unknown;
  /** The failure used the last attempt: the job is now a dead letter. */
  dead?: boolean;
}

/** A worker. */
export interface Worker {
  readonly id: string;
  /** Claims and runs one due job (optionally a given one); null when none was due. */
  runOne: (jobId?: number) => Promise<JobOutcome | null>;
  /** Runs due jobs until none is left; returns how many ran. */
  drain: () => Promise<number>;
  /** Starts polling (schedules are ensured first). */
  start: () => void;
  /**
   * Polls now (after the running poll, if any): ensures the schedules and runs every due job;
   * resolves with how many ran. Nothing when stopped or never started.
   */
  pollNow: () => Promise<number>;
  /** Stops polling and resolves once the running job, if any, has finished. */
  stop: () => Promise<void>;
}

/** The worker's log: the given function as a plain-text sink, else the given or the app's logger. */
function workerLogger(options: WorkerOptions): Logger {
  const { log } = options;
  if (log) return createLogger({ level: 'debug', sinks: [(record) => log(record.message)] });
  return options.logger ?? appLogger;
}

/** Creates a worker (not started). */
export function createWorker(options: WorkerOptions): Worker {
  const { db } = options;
  const id = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => appNow());
  const logger = workerLogger(options);
  // The app's log says where a line comes from; a test's own log function gets the bare message.
  const prefix = options.log ? '' : '[jobs] ';
  const log = (message: string) => logger.info(`${prefix}${message}`);
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const names = [...byName.keys()];
  const leaseMs = Math.max(...options.jobs.map((job) => job.leaseMs ?? DEFAULT_LEASE_MS), 1);
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;

  async function runOne(jobId?: number): Promise<JobOutcome | null> {
    const claimedAt = now();
    const job = await claimNext(db, { workerId: id, names, now: claimedAt, leaseMs, ...(jobId ? { jobId } : {}) });
    if (!job) return null;
    const definition = byName.get(job.name);
    try {
      if (!definition) throw new Error(`no handler for job ${job.name}`);
      await definition.run({ db, job, now: claimedAt, log });
      await complete(db, job, id, now());
      return { job, ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn(`${prefix}${job.name} #${job.id} attempt ${job.attempt}/${job.maxAttempts} failed: ${message}`);
      const { dead } = await fail(db, job, id, now(), error);
      if (dead) await deadLetter(job, definition, error);
      return { job, ok: false, error, dead };
    }
  }

  /** The job is out of attempts: say so at error level and call its onDead hook. */
  async function deadLetter(job: ClaimedJob, definition: JobDefinition | undefined, error: unknown): Promise<void> {
    logger.error(
      `${prefix}${job.name} #${job.id} is a dead letter after ${job.attempt} attempts (npm run jobs -- dead)`,
      {
        job: job.name,
        jobId: job.id,
        attempts: job.attempt,
        error: error instanceof Error ? error.message : String(error),
      },
    );
    if (!definition?.onDead) return;
    try {
      await definition.onDead({ db, job, now: now(), log, error });
    } catch (hookError) {
      logger.error(`${prefix}${job.name} #${job.id}: its onDead hook failed`, {
        error: hookError instanceof Error ? hookError.message : String(hookError),
      });
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    while (!stopping && (await runOne())) count += 1;
    return count;
  }

  async function cycle(): Promise<number> {
    let ran = 0;
    try {
      if (options.schedules?.length) await ensureScheduled(db, options.schedules, now());
      ran = await drain();
      // A finished scheduled job leaves its slot empty: enqueue the next one now.
      if (ran > 0 && options.schedules?.length) await ensureScheduled(db, options.schedules, now());
    } catch (error) {
      // A database outage must not end the loop: the next poll tries again.
      logger.warn(`${prefix}poll failed: ${(error as Error).message}`);
    }
    if (!stopping) timer = setTimeout(loop, options.pollMs ?? 5_000);
    return ran;
  }

  function loop(): void {
    running = cycle();
  }

  return {
    id,
    runOne,
    drain,
    start() {
      started = true;
      stopping = false;
      loop();
    },
    pollNow() {
      if (!started || stopping) return Promise.resolve(0);
      const next = running.then(() => {
        if (stopping) return 0;
        // The poll that just ended set its timer: this poll replaces it (and sets its own).
        clearTimeout(timer);
        return cycle();
      });
      running = next;
      return next;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
