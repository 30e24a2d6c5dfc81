/**
 * SPEC properties of the payment reminders (§4, docs/billing.md): the 'Ai plătit factura?' modal only
 * at BLOCK_IMMINENT for an invoice not declared paid, never again once closed; the unblock modal
 * only at BLOCKED with canUnblock; no unblock without the ticked confirmation; a failure keeps its
 * modal open and says why; the machine never invents a status (it shows the server's).
 */
import { defineFlowProperties } from '../flow-properties.types';
import { paymentRemindersMachine } from './payment-reminders.machine';

export const PAYMENT_REMINDERS_PROPERTIES = defineFlowProperties(paymentRemindersMachine, {
  id: 'paymentReminders',
  invariants: [
    {
      name: '„Ai plătit factura?” is open only at BLOCK_IMMINENT for an undeclared invoice',
      check: (s) =>
        !s.matches('asking') ||
        (s.context.status?.stage === 'BLOCK_IMMINENT' && s.context.status.paymentDeclaredAt === null),
    },
    {
      name: 'a closed „Ai plătit factura?” modal is not offered again',
      check: (s) => !s.matches('asking') || !s.context.declareClosed,
    },
    {
      name: 'the unblock modal is open only at BLOCKED with an unblock left',
      check: (s) => !s.matches('unblockOpen') || (s.context.status?.stage === 'BLOCKED' && s.context.status.canUnblock),
    },
    {
      name: 'an unblock is asked only with the confirmation ticked',
      check: (s) => !s.matches('unblocking') || s.context.confirmed,
    },
    {
      name: 'a status that could not be read says so',
      check: (s) => !s.matches('unavailable') || s.context.error !== null,
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.declare',
      name: 'a failed declaration keeps the modal open and says why',
      check: (_before, after) => after.matches('asking') && after.context.error !== null,
    },
    {
      event: 'xstate.error.actor.unblock',
      name: 'a failed unblock keeps the modal open and says why',
      check: (_before, after) => after.matches('unblockOpen') && after.context.error !== null,
    },
    {
      event: 'unblock.confirm',
      name: 'confirming without the tick explains instead of unblocking',
      check: (before, after) =>
        before.context.confirmed || (after.matches('unblockOpen') && after.context.error !== null),
    },
    {
      event: 'xstate.done.actor.declare',
      name: 'after a declaration the session is refreshed and the status read again',
      check: (_before, after) => after.matches('refreshing'),
    },
    {
      event: 'xstate.done.actor.unblock',
      name: 'after an unblock the session is refreshed and the status read again',
      check: (_before, after) => after.matches('refreshing'),
    },
    {
      event: 'xstate.done.actor.refresh',
      name: 'the status shown is the one the server answered',
      check: (_before, after, event) =>
        'output' in event && JSON.stringify(after.context.status) === JSON.stringify(event.output),
    },
  ],
});
