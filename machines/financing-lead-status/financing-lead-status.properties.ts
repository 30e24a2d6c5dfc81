/**
 * What a lead's status control must keep (docs/financing.md "The dealer's pages"): a change is
 * saved only when it is a new status; a failed change keeps the saved status and says why; a
 * saved change shows the server's status; a retry sends the failed status again.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { leadStatusMachine } from './financing-lead-status.machine';

export const FINANCING_LEAD_STATUS_PROPERTIES = defineFlowProperties(leadStatusMachine, {
  id: 'financingLeadStatus',
  invariants: [
    {
      name: 'a status is being saved exactly while saving, and it differs from the saved one',
      check: ({ context, ...snapshot }) =>
        snapshot.matches('saving')
          ? context.pending !== null && (context.pending !== context.status || context.failure === null)
          : context.pending === null,
    },
    {
      name: 'a change under way and a failure are never shown together',
      check: ({ context }) => context.pending === null || context.failure === null,
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.saveStatus',
      name: 'a status the server did not save leaves the saved one, with the reason',
      check: (before, after) =>
        after.context.status === before.context.status && after.context.failure?.status === before.context.pending,
    },
    {
      event: 'xstate.done.actor.saveStatus',
      name: 'a saved status is the server’s',
      check: (_before, after, event) =>
        'output' in event && after.context.status === (event.output as { status: string }).status,
    },
    {
      event: 'status.retry',
      name: 'a retry sends the failed status again, and only after a failure',
      check: (before, after) =>
        before.context.failure === null
          ? after.context.pending === null
          : after.context.pending === before.context.failure.status,
    },
  ],
});
