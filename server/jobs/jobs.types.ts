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
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
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
