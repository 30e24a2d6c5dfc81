/**
 * A job worker: claims one due job at a time (queue.ts), runs its handler, completes it or
 * schedules its retry, and keeps the recurring schedules enqueued. start() polls; stop() ends the
 * loop after the running job finishes. Several workers (threads of one process or several
 * processes) may share a database: a job is only ever run by the worker that claimed it.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
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
  now?: () => Date;
  log?: (message: string) => void;
}

/** What a run of one job ended with. */
export interface JobOutcome {
  job: ClaimedJob;
  ok: boolean;
  error?: unknown;
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
  /** Stops polling and resolves once the running job, if any, has finished. */
  stop: () => Promise<void>;
}

/** Creates a worker (not started). */
export function createWorker(options: WorkerOptions): Worker {
  const { db } = options;
  const id = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.info(`[jobs] ${message}`));
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const names = [...byName.keys()];
  const leaseMs = Math.max(...options.jobs.map((job) => job.leaseMs ?? DEFAULT_LEASE_MS), 1);
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
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
      log(`${job.name} #${job.id} attempt ${job.attempt}/${job.maxAttempts} failed: ${(error as Error).message}`);
      await fail(db, job, id, now(), error);
      return { job, ok: false, error };
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    while (!stopping && (await runOne())) count += 1;
    return count;
  }

  async function cycle(): Promise<void> {
    try {
      if (options.schedules?.length) await ensureScheduled(db, options.schedules, now());
      const ran = await drain();
      // A finished scheduled job leaves its slot empty: enqueue the next one now.
      if (ran > 0 && options.schedules?.length) await ensureScheduled(db, options.schedules, now());
    } catch (error) {
      // A database outage must not end the loop: the next poll tries again.
      log(`poll failed: ${(error as Error).message}`);
    }
    if (!stopping) timer = setTimeout(loop, options.pollMs ?? 5_000);
  }

  function loop(): void {
    running = cycle();
  }

  return {
    id,
    runOne,
    drain,
    start() {
      stopping = false;
      loop();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
