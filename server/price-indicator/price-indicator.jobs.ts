/** The price indicator's jobs and schedules on the queue (server/jobs). */
import type { JobDefinition, JobSchedule } from '@/server/jobs/jobs.types';
import { recomputeAllPriceIndicators, recomputeChangedPriceIndicators } from './price-indicator';

/** New and edited adverts. */
export const PRICE_INDICATOR_CHANGED_JOB = 'price-indicator.changed';
/** Every active car advert. */
export const PRICE_INDICATOR_ALL_JOB = 'price-indicator.all';

export const priceIndicatorJobs: JobDefinition[] = [
  {
    name: PRICE_INDICATOR_CHANGED_JOB,
    leaseMs: 10 * 60_000,
    run: async ({ db, now, log }) => {
      const run = await recomputeChangedPriceIndicators(db, now);
      if (run.computed > 0) log(`price indicator: ${run.computed} changed adverts, ${run.labelled} labelled`);
    },
  },
  {
    name: PRICE_INDICATOR_ALL_JOB,
    leaseMs: 60 * 60_000,
    run: async ({ db, now, log }) => {
      const run = await recomputeAllPriceIndicators(db, now);
      log(`price indicator: ${run.computed} adverts, ${run.labelled} labelled`);
    },
  },
];

export const priceIndicatorSchedules: JobSchedule[] = [
  { job: PRICE_INDICATOR_CHANGED_JOB, everyMinutes: 5 },
  // Nightly at 02:30 UTC, when the site is quiet.
  { job: PRICE_INDICATOR_ALL_JOB, everyMinutes: 24 * 60, offsetMinutes: 150 },
];
