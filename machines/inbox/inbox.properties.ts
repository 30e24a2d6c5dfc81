/**
 * SPEC properties of the inbox list (§2.5 messages): each conversation is listed once; the deleted
 * tab holds only deleted conversations and the others none; a delete or restore is about a listed
 * conversation and takes it off this tab; a failed first load shows an error with a retry.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { inboxMachine } from './inbox.machine';

export const INBOX_PROPERTIES = defineFlowProperties(inboxMachine, {
  id: 'inbox',
  invariants: [
    {
      name: 'each conversation is listed once',
      check: ({ context }) => new Set(context.items.map((row) => row.id)).size === context.items.length,
    },
    {
      name: 'the deleted tab lists only deleted conversations, the other tabs none',
      check: ({ context }) => context.items.every((row) => row.deleted === (context.tab === 'DELETED')),
    },
    {
      name: 'a failed first load shows an error message',
      check: (s) => !s.matches('failed') || s.context.error !== null,
    },
    {
      name: 'a delete or a restore in progress is about a listed conversation',
      check: (s) =>
        !(s.matches('deleting') || s.matches('restoring')) ||
        s.context.items.some((row) => row.id === s.context.target),
    },
  ],
  rules: [
    {
      event: 'xstate.done.actor.deleteConversation',
      name: 'a deleted conversation leaves the received or sent tab',
      check: (before, after) => !after.context.items.some((row) => row.id === before.context.target),
    },
    {
      event: 'xstate.done.actor.restoreConversation',
      name: 'a restored conversation leaves the deleted tab',
      check: (before, after) => !after.context.items.some((row) => row.id === before.context.target),
    },
    {
      event: 'xstate.error.actor.loadMore',
      name: 'a failed next page keeps the conversations shown',
      check: (before, after) => after.context.items.length === before.context.items.length,
    },
    {
      event: 'CONVERSATION_UPDATED',
      name: 'a live update never empties the list shown',
      check: (before, after) => after.context.items.length === before.context.items.length,
    },
  ],
});
