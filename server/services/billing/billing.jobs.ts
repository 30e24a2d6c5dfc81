/**
 * The billing jobs on the queue (docs/billing.md "Jobs"), both on the worker's clock (server/clock.ts,
 * which the test clock moves):
 * - `billing.issue-invoices`: hourly, doing its work from 06:00 Bucharest time: renews the
 *   subscriptions whose period ended and invoices them (idempotent: a subscription period is
 *   billed once, whatever the number of runs).
 * - `billing.escalate`: hourly: blocks the accounts whose oldest unpaid invoice reached its block
 *   date, blocks again those whose temporary unblock ended, lifts settled blocks.
 */
import type { Db } from '@/server/db/client';
import { BILLING_TIME_ZONE, bucharestDate } from '@/lib/billing/calendar-date';
import type { JobDefinition, JobSchedule } from '@/server/jobs/jobs.types';
import { accountsToReconcile, type ReconcileAction } from './blocking';
import { reconcileAndNotify } from './billing-notices';
import { billingSettings, type BillingSettings } from './billing-settings';
import { renewDueSubscriptions } from './subscriptions';

export const BILLING_JOBS = { issueInvoices: 'billing.issue-invoices', escalate: 'billing.escalate' } as const;
/** Local hour from which the day's invoices are issued. */
export const ISSUE_HOUR = 6;

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: BILLING_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The Bucharest hour of an instant (0–23). */
export function bucharestHour(at: Date): number {
  return Number(hourFormat.format(at));
}

/** Issues the day's invoices when it is 06:00 or later in Bucharest; returns what it did. */
export async function runIssueInvoices(
  db: Db,
  now: Date,
  settings: BillingSettings,
): Promise<{ ran: boolean; accounts: number; invoices: number }> {
  if (bucharestHour(now) < ISSUE_HOUR) return { ran: false, accounts: 0, invoices: 0 };
  return { ran: true, ...(await renewDueSubscriptions(db, now, settings)) };
}

/** Brings every account that may need it in line with its stage; counts what was done. */
export async function runEscalation(
  db: Db,
  now: Date,
  settings: BillingSettings,
): Promise<Record<ReconcileAction, number>> {
  const counts: Record<ReconcileAction, number> = { blocked: 0, lifted: 0, none: 0 };
  for (const accountId of await accountsToReconcile(db, bucharestDate(now), settings)) {
    const { action } = await reconcileAndNotify(db, accountId, now, settings);
    counts[action] += 1;
  }
  return counts;
}

export const billingJobs: readonly JobDefinition[] = [
  {
    name: BILLING_JOBS.issueInvoices,
    run: async ({ db, now, log }) => {
      const result = await runIssueInvoices(db, now, billingSettings());
      if (result.ran)
        log(`issue-invoices: ${String(result.invoices)} invoices for ${String(result.accounts)} accounts`);
    },
  },
  {
    name: BILLING_JOBS.escalate,
    run: async ({ db, now, log }) => {
      const counts = await runEscalation(db, now, billingSettings());
      log(`escalate: ${String(counts.blocked)} blocked, ${String(counts.lifted)} lifted`);
    },
  },
];

export const billingSchedules: readonly JobSchedule[] = [
  { job: BILLING_JOBS.issueInvoices, everyMinutes: 60, offsetMinutes: 1 },
  { job: BILLING_JOBS.escalate, everyMinutes: 60, offsetMinutes: 5 },
];
