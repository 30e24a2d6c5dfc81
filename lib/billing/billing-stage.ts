/**
 * The payment-reminder stage of an account (SPEC §4; docs/billing.md "The reminder stages"): a
 * pure function of the oldest unpaid invoice's due date, today's Bucharest date and the temporary
 * unblock state. The server computes it (billingStatus, the blocking job); machines and screens
 * only show what it answers.
 */
import type { BillingStage } from '@/lib/graphql/generated/schema-enums';
import { businessDaysBefore } from './business-days';
import { addDays, daysBetween } from './calendar-date';

/** The settings the stages depend on (server/env.ts; docs/billing.md "Configuration"). */
export interface StageSettings {
  /** Calendar days after the due date until the block (BLOCK_AFTER_DAYS, 10). */
  blockAfterDays: number;
  /** Business days a payment may take to be confirmed (2): the warning starts that early. */
  confirmationBusinessDays: number;
}

/** Defaults of docs/billing.md. */
export const DEFAULT_STAGE_SETTINGS: StageSettings = { blockAfterDays: 10, confirmationBusinessDays: 2 };

/** What the stage function reads. */
export interface StageInput {
  /** Due date of the oldest unpaid invoice; null when nothing is unpaid. */
  oldestDueDate: string | null;
  /** Today's Bucharest date. */
  today: string;
  /** End (exclusive) of the temporary unblock, if one was given. */
  unblockedUntil: string | null;
  /** The temporary unblock was used since the account last owed nothing. */
  unblockUsed: boolean;
}

/** Where the account stands. Dates are ISO; null where docs/billing.md gives none. */
export interface StageResult {
  stage: BillingStage;
  daysLeft: number | null;
  dueDate: string | null;
  blockDate: string | null;
  canUnblock: boolean;
  /** True when the account must be blocked now (BLOCKED): the job and the status read act on it. */
  blocked: boolean;
}

const NONE: StageResult = {
  stage: 'NONE',
  daysLeft: null,
  dueDate: null,
  blockDate: null,
  canUnblock: false,
  blocked: false,
};

/** The day an invoice due on `due` blocks the account. */
export function blockDateOf(due: string, settings: StageSettings = DEFAULT_STAGE_SETTINGS): string {
  return addDays(due, settings.blockAfterDays);
}

/** The first day of BLOCK_IMMINENT for an invoice due on `due`. */
export function warnFromOf(due: string, settings: StageSettings = DEFAULT_STAGE_SETTINGS): string {
  return businessDaysBefore(blockDateOf(due, settings), settings.confirmationBusinessDays);
}

/** The stage, days left and dates of docs/billing.md's table. */
export function billingStage(input: StageInput, settings: StageSettings = DEFAULT_STAGE_SETTINGS): StageResult {
  const { oldestDueDate: due, today } = input;
  if (due === null) return NONE;
  const blockDate = blockDateOf(due, settings);
  if (today <= due) {
    return { ...NONE, stage: 'NEW_INVOICE', daysLeft: daysBetween(today, due), dueDate: due, blockDate };
  }
  if (today < blockDate) {
    const stage = today < warnFromOf(due, settings) ? 'OVERDUE' : 'BLOCK_IMMINENT';
    return { ...NONE, stage, daysLeft: daysBetween(today, blockDate), dueDate: addDays(blockDate, -1), blockDate };
  }
  const until = input.unblockedUntil;
  if (until !== null && today < until) {
    const lastDay = addDays(until, -1);
    return {
      ...NONE,
      stage: 'TEMPORARILY_UNBLOCKED',
      daysLeft: daysBetween(today, lastDay),
      dueDate: lastDay,
      blockDate: until,
    };
  }
  return { ...NONE, stage: 'BLOCKED', canUnblock: !input.unblockUsed, blocked: true };
}
