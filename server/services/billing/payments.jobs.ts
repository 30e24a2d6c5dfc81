/**
 * The payment, wallet and promotion jobs on the queue (server/jobs), each with the worker's clock
 * (the test clock moves it): card payments left 30 minutes without an answer expire (every 5
 * minutes), the sandbox bank statement confirms transfers booked an hour after they started
 * (every 15 minutes), expired credit lots are written off (daily, 00:30 UTC) and promotions whose
 * time is over end (every 15 minutes).
 */
import type { JobDefinition, JobSchedule } from '@/server/jobs/jobs.types';
import { expirePayments } from './payments';
import { endPromotions } from './promotions';
import { appSandbox } from './sandbox';
import { confirmSandboxTransfers } from './sandbox-payments';
import { expireCredits } from './wallet';

export const EXPIRE_PAYMENTS_JOB = 'billing.expire-payments';
export const SANDBOX_BANK_STATEMENT_JOB = 'billing.sandbox-bank-statement';
export const EXPIRE_CREDITS_JOB = 'billing.expire-credits';
export const END_PROMOTIONS_JOB = 'billing.end-promotions';

export const paymentJobs: JobDefinition[] = [
  {
    name: EXPIRE_PAYMENTS_JOB,
    run: async ({ db, now, log }) => {
      const expired = await expirePayments(db, now);
      if (expired > 0) log(`payments: ${expired} expired`);
    },
  },
  {
    name: SANDBOX_BANK_STATEMENT_JOB,
    run: async ({ db, now, log }) => {
      const confirmed = await confirmSandboxTransfers(db, appSandbox(), now);
      if (confirmed > 0) log(`sandbox bank statement: ${confirmed} transfers confirmed`);
    },
  },
  {
    name: EXPIRE_CREDITS_JOB,
    run: async ({ db, now, log }) => {
      const accounts = await expireCredits(db, now);
      if (accounts > 0) log(`wallet: expired credits written off on ${accounts} accounts`);
    },
  },
  {
    name: END_PROMOTIONS_JOB,
    run: async ({ db, now, log }) => {
      const ended = await endPromotions(db, now);
      if (ended > 0) log(`promotions: ${ended} ended`);
    },
  },
];

export const paymentSchedules: JobSchedule[] = [
  { job: EXPIRE_PAYMENTS_JOB, everyMinutes: 5 },
  { job: SANDBOX_BANK_STATEMENT_JOB, everyMinutes: 15 },
  { job: EXPIRE_CREDITS_JOB, everyMinutes: 1440, offsetMinutes: 30 },
  { job: END_PROMOTIONS_JOB, everyMinutes: 15 },
];
