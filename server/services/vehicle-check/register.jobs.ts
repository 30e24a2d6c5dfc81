/** The 'Verified details' check on the job queue (server/jobs): every 5 minutes, the pending adverts that are due. */
import { getEnv } from '@/server/env';
import type { JobDefinition, JobSchedule } from '@/server/jobs/jobs.types';
import { verifyPendingRegisters } from './register-status';

export const REGISTER_CHECK_JOB = 'vehicle-check.register';

export const registerCheckJobs: JobDefinition[] = [
  {
    name: REGISTER_CHECK_JOB,
    leaseMs: 10 * 60_000,
    run: async ({ db, now, log }) => {
      const run = await verifyPendingRegisters(db, now, getEnv().REGISTER_CHECK_DELAY_MINUTES * 60_000);
      if (run.verified + run.failed > 0) log(`register check: ${run.verified} verified, ${run.failed} failed`);
    },
  },
];

export const registerCheckSchedules: JobSchedule[] = [{ job: REGISTER_CHECK_JOB, everyMinutes: 5 }];
