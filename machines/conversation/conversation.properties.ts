/**
 * SPEC properties of a conversation's page (§2.5 messages, §5): a reply is sent only when its text
 * passes the contact form's rule; no file that breaks the attachment rules is ever attached; a
 * failed send keeps everything written; a sent reply joins the thread once and empties the box; a
 * live update about another conversation changes nothing.
 */
import { ATTACHMENTS_MAX, ATTACHMENT_MAX_BYTES, messageProblem } from '@/lib/messages/contact-rules';
import { defineFlowProperties } from '../flow-properties.types';
import { conversationMachine } from './conversation.machine';

const names = (s: { context: { attachments: readonly { name: string }[] } }) =>
  s.context.attachments.map((a) => a.name).join('|');

export const CONVERSATION_PROPERTIES = defineFlowProperties(conversationMachine, {
  id: 'conversation',
  invariants: [
    {
      name: 'a reply is sent only when its text passes SPEC §5',
      check: (s) => !s.hasTag('sending') || messageProblem(s.context.draft) === undefined,
    },
    {
      name: 'at most 5 files, each at most 5 MB',
      check: (s) =>
        s.context.attachments.length <= ATTACHMENTS_MAX &&
        s.context.attachments.every((a) => a.size > 0 && a.size <= ATTACHMENT_MAX_BYTES),
    },
    {
      name: 'each message of the thread is shown once',
      check: ({ context }) =>
        !context.thread || new Set(context.thread.messages.map((m) => m.id)).size === context.thread.messages.length,
    },
    {
      name: 'a failed load shows an error message',
      check: (s) => !s.matches('failed') || s.context.error !== null,
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.sendReply',
      name: 'a failed send keeps the text and the files',
      check: (before, after) => before.context.draft === after.context.draft && names(before) === names(after),
    },
    {
      event: 'xstate.done.actor.sendReply',
      name: 'a sent reply joins the thread and empties the box; a refused one keeps everything',
      check: (before, after) =>
        after.context.notice === 'sent'
          ? after.context.draft === '' &&
            after.context.attachments.length === 0 &&
            (after.context.thread?.messages.length ?? 0) === (before.context.thread?.messages.length ?? 0) + 1
          : after.context.draft === before.context.draft && names(before) === names(after),
    },
    {
      event: 'CONVERSATION_UPDATED',
      name: 'a live update never loses what is being written',
      check: (before, after) => before.context.draft === after.context.draft && names(before) === names(after),
    },
  ],
});
