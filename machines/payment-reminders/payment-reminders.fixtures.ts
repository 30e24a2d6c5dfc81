/**
 * Concrete events and inputs of the payment reminders: the account overview at BLOCK_IMMINENT (the
 * 'Ai plătit factura?' modal), at BLOCKED with an unblock left, a page whose status must be loaded,
 * and a page with the banner only. Failures: the network, and the server's refusal.
 */
import { BILLING_STATUS, DECLARED_STATUS } from '@/lib/billing/billing.fixtures';
import { BillingRefusal } from '@/lib/billing/billing-refusal';
import type { FixtureEvent } from '../registry.types';
import type { PaymentRemindersEvent, PaymentRemindersInput } from './payment-reminders.types';

/** The account overview at BLOCK_IMMINENT, nothing declared yet. */
export const PAYMENT_REMINDERS_INPUT: PaymentRemindersInput = {
  status: BILLING_STATUS.BLOCK_IMMINENT,
  modals: true,
  declareClosed: false,
};

/** The invoices page of a blocked account that may still unblock once. */
export const BLOCKED_INPUT: PaymentRemindersInput = {
  status: BILLING_STATUS.BLOCKED,
  modals: true,
  declareClosed: false,
};

/** A page rendered without the status (it is read in the browser). */
export const UNLOADED_INPUT: PaymentRemindersInput = { status: null, modals: false, declareClosed: false };

/** The declaration path: declared, refused, failed. */
export const DECLARE_EVENTS: readonly FixtureEvent<PaymentRemindersEvent>[] = [
  { type: 'declare.confirm' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.declare', output: DECLARED_STATUS },
  { type: 'xstate.error.actor.declare', error: new Error('network') },
  { type: 'xstate.done.actor.refresh', output: DECLARED_STATUS },
  { type: 'xstate.error.actor.refresh', error: new Error('network') },
];

/** The unblock path: ticking, confirming, refused, failed. */
export const UNBLOCK_EVENTS: readonly FixtureEvent<PaymentRemindersEvent>[] = [
  { type: 'unblock.open' },
  { type: 'unblock.toggle', confirmed: true },
  { type: 'unblock.toggle', confirmed: false },
  { type: 'unblock.confirm' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.unblock', output: BILLING_STATUS.TEMPORARILY_UNBLOCKED },
  { type: 'xstate.error.actor.unblock', error: new BillingRefusal('errors:billing.cannotUnblock') },
  { type: 'xstate.error.actor.unblock', error: new Error('network') },
  { type: 'xstate.done.actor.refresh', output: BILLING_STATUS.TEMPORARILY_UNBLOCKED },
  { type: 'xstate.error.actor.refresh', error: new Error('network') },
];

/** Loading the status in the browser. */
export const LOAD_EVENTS: readonly FixtureEvent<PaymentRemindersEvent>[] = [
  { type: 'xstate.done.actor.loadStatus', output: BILLING_STATUS.OVERDUE },
  { type: 'xstate.error.actor.loadStatus', error: new Error('network') },
  { type: 'status.retry' },
];
