/** What a job handler, its definition and a recurring schedule look like. */
import type { Db } from '@/server/db/client';
import type { ClaimedJob } from './queue';

/** What a handler receives. */
export interface JobContext {
  db: Db;
  job: ClaimedJob;
  /** The worker's clock at the claim. */
  now: Date;
  log: (message: string) => void;
}

/** A job the workers can run, registered in code (server/jobs/registry.ts). */
export interface JobDefinition {
  name: string;
  run: (context: JobContext) => Promise<void>;
  /** How long a claim lasts before another worker may take the job again (default 15 minutes). */
  leaseMs?: number;
  /** Attempts before the job becomes a dead letter (default 5). */
  maxAttempts?: number;
  /**
   * Called once when the job becomes a dead letter (its last attempt failed), after it is marked:
   * e.g. tell someone, or record the loss on the domain's side. An error here is logged, not retried.
   */
  onDead?: (context: DeadJobContext) => Promise<void>;
}

/** What an onDead hook receives: the handler's context and the last attempt's error. */
export interface DeadJobContext extends JobContext {
  error: unknown;
}

/**
 * A recurring job: one run per slot of `everyMinutes`, slots counted from 00:00 UTC plus
 * `offsetMinutes` (a nightly job at 02:00 UTC is every 1440 minutes with offset 120).
 */
export interface JobSchedule {
  job: string;
  everyMinutes: number;
  offsetMinutes?: number;
  payload?: Record<string, unknown>;
}
