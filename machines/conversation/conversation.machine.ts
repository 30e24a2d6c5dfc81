/**
 * A conversation's page (SPEC §2.5 messages): the thread is loaded and marked read; a reply is
 * written under it with the contact form's rules (10..2000 characters, up to five JPG, PNG or PDF
 * files of at most 5 MB, checked by their first bytes when added) and sent with its upload's
 * progress; a failed send keeps everything and offers a retry. The conversation is deleted (moved
 * to my deleted tab) or restored. Two regions run side by side: the thread (read mark, refresh,
 * delete, restore) and the reply box, so a live update never interrupts what is being written.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageProblem } from '@/lib/messages/contact-rules';
import { outputOf } from '../actor-events';
import {
  composeGuards,
  composeStates,
  followProblem,
  progressed,
  refusalOf,
  withFileRemoved,
  withFilesAdded,
  withUploadProgress,
} from '../compose-send';
import type {
  AcceptedFile,
  ConversationContext,
  ConversationEvent,
  ConversationInput,
  InboxThread,
  ReplyOutcome,
} from './conversation.types';

/** What the reply actor gets. */
export interface ReplySendInput {
  readonly conversationId: string;
  readonly message: string;
  readonly attachments: readonly AcceptedFile[];
  readonly onProgress: (percent: number) => void;
}

/** i18n keys of the failures (account catalogue). */
export const CONVERSATION_ERRORS = {
  load: 'account:messages.errors.thread',
  delete: 'account:messages.errors.delete',
  restore: 'account:messages.errors.restore',
  refresh: 'account:messages.errors.refresh',
} as const;

const notProvided = () => Promise.reject(new Error('provided by useConversation'));

const reply = composeStates({
  submit: 'reply.submit',
  change: 'reply.change',
  valid: 'isReplyValid',
  files: true,
  progress: true,
  recheckOnRetry: false,
  tags: { form: [], sending: ['sending'] },
  descriptions: {
    editing: 'Mesajul cu caracterele rămase și atașamentele; problemele apar după „Trimite”.',
    sending: 'Răspunsul și fișierele se încarcă, cu procentul încărcat.',
    failed: 'Trimiterea a eșuat (rețea, server): ce s-a scris rămâne; „Încearcă din nou”.',
  },
  send: {
    src: 'sendReply',
    input: withUploadProgress(({ conversationId, draft, attachments }: ConversationContext) => ({
      conversationId,
      message: draft,
      attachments,
    })),
    sent: { target: 'editing', actions: { type: 'addReply', params: outputOf } },
  },
});

export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    input: {} as ConversationInput,
    tags: {} as 'busy' | 'sending',
  },
  actors: {
    loadThread: fromPromise<InboxThread, { id: string }>(notProvided),
    markRead: fromPromise<void, { id: string }>(notProvided),
    deleteConversation: fromPromise<void, { id: string }>(notProvided),
    restoreConversation: fromPromise<void, { id: string }>(notProvided),
    sendReply: fromPromise<ReplyOutcome, ReplySendInput>(notProvided),
  },
  guards: {
    isStale: ({ context }) => context.stale,
    /** A new message in this conversation, or possibly one (a reconnect names no kind); never a read mark or a move. */
    isNewMessageHere: ({ context, event }) =>
      event.type === 'CONVERSATION_UPDATED' &&
      event.conversationId === context.conversationId &&
      (event.kind === undefined || event.kind === 'MESSAGE'),
    isActive: ({ context }) => context.thread?.deleted === false,
    isDeleted: ({ context }) => context.thread?.deleted === true,
    isReplyValid: ({ context }) => messageProblem(context.draft) === undefined,
    ...composeGuards,
    /** The text really changed (the browser sends no change for the same value). */
    differs: ({ context, event }) =>
      event.type === 'reply.change' && typeof event.value === 'string' && context.draft !== event.value,
  },
  actions: {
    setThread: assign((_, thread: InboxThread) => ({ thread, error: null })),
    refreshThread: assign(({ context }, thread: InboxThread) => ({
      thread,
      actionError: null,
      notice: context.notice,
    })),
    showLoadError: assign({ error: CONVERSATION_ERRORS.load }),
    showRefreshError: assign({ actionError: CONVERSATION_ERRORS.refresh }),
    showDeleteError: assign({ actionError: CONVERSATION_ERRORS.delete }),
    showRestoreError: assign({ actionError: CONVERSATION_ERRORS.restore }),
    clearMessages: assign({ error: null, actionError: null, notice: null }),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    setDeleted: assign(({ context }, deleted: boolean) => ({
      thread: context.thread ? { ...context.thread, deleted } : null,
      notice: deleted ? ('deleted' as const) : ('restored' as const),
      actionError: null,
    })),
    change: assign(({ context, event }) => {
      if (event.type !== 'reply.change') return {};
      // A problem already shown follows the text as it is corrected; none appears while typing.
      if (context.problems.message === undefined) return { draft: event.value, notice: null };
      return { draft: event.value, problems: followProblem(context.problems, 'message', messageProblem(event.value)) };
    }),
    add: assign(({ context, event }) =>
      event.type === 'attachments.add' ? { ...withFilesAdded(context, event.files), notice: null } : {},
    ),
    remove: assign(({ context, event }) =>
      event.type === 'attachments.remove' ? withFileRemoved(context, event.index) : {},
    ),
    showProblems: assign(({ context }) => {
      const message = messageProblem(context.draft);
      return { problems: message ? { ...context.problems, message } : context.problems, notice: null };
    }),
    startSending: assign({ refusal: null, progress: 0, notice: null }),
    progress: assign(({ context, event }) =>
      event.type === 'upload.progress' ? { progress: progressed(context.progress, event.percent) } : {},
    ),
    refuse: assign(({ context }, outcome: ReplyOutcome) => refusalOf(context.problems, outcome)),
    /** The reply joins the thread (once, even if a refresh brought it already); a reply restores the conversation for both sides. */
    addReply: assign(({ context }, outcome: ReplyOutcome) => {
      if (outcome.kind !== 'sent' || !context.thread) return {};
      const known = context.thread.messages.some((m) => m.id === outcome.message.id);
      return {
        thread: {
          ...context.thread,
          deleted: false,
          messages: known ? context.thread.messages : [...context.thread.messages, outcome.message],
        },
        draft: '',
        attachments: [],
        problems: {},
        refusal: null,
        progress: 0,
        notice: 'sent' as const,
      };
    }),
  },
}).createMachine({
  id: 'conversation',
  description:
    'Pagina unei conversații: mesajele cu atașamente, marcarea ca citită, răspunsul cu atașamente, ștergerea și restaurarea.',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    thread: null,
    draft: '',
    attachments: [],
    problems: {},
    refusal: null,
    progress: 0,
    error: null,
    actionError: null,
    notice: null,
    stale: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Se încarcă mesajele conversației.',
      tags: ['busy'],
      on: { CONVERSATION_UPDATED: { guard: 'isNewMessageHere', target: 'loading', reenter: true } },
      invoke: {
        id: 'loadThread',
        src: 'loadThread',
        input: ({ context }) => ({ id: context.conversationId }),
        onDone: { target: 'ready', actions: { type: 'setThread', params: outputOf } },
        onError: { target: 'failed', actions: 'showLoadError' },
      },
    },
    failed: {
      description: 'Conversația nu s-a putut încărca; „Încearcă din nou” o cere iar.',
      on: {
        'conversation.retry': { target: 'loading', actions: 'clearMessages' },
        CONVERSATION_UPDATED: { guard: 'isNewMessageHere', target: 'loading', actions: 'clearMessages' },
      },
    },
    ready: {
      description: 'Mesajele și caseta de răspuns.',
      type: 'parallel',
      states: {
        thread: {
          description: 'Citirea, reîmprospătarea, ștergerea și restaurarea conversației.',
          initial: 'marking',
          // A change while the thread is busy is remembered; `shown` refetches once it is idle again.
          on: { CONVERSATION_UPDATED: { guard: 'isNewMessageHere', actions: 'markStale' } },
          states: {
            marking: {
              description: 'Conversația se marchează ca citită (o eroare aici nu împiedică nimic).',
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ id: context.conversationId }),
                onDone: { target: 'shown' },
                onError: { target: 'shown' },
              },
            },
            shown: {
              description: 'Mesajele, cu „Șterge” (sau „Restaurează” pentru o conversație ștearsă).',
              always: { guard: 'isStale', target: 'refreshing' },
              on: {
                CONVERSATION_UPDATED: { guard: 'isNewMessageHere', target: 'refreshing' },
                'conversation.delete': { guard: 'isActive', target: 'deleting', actions: 'clearMessages' },
                'conversation.restore': { guard: 'isDeleted', target: 'restoring', actions: 'clearMessages' },
              },
            },
            refreshing: {
              description: 'A sosit un mesaj nou: conversația se încarcă din nou, apoi se marchează citită.',
              entry: 'clearStale',
              on: { CONVERSATION_UPDATED: { guard: 'isNewMessageHere', target: 'refreshing', reenter: true } },
              invoke: {
                id: 'refreshThread',
                src: 'loadThread',
                input: ({ context }) => ({ id: context.conversationId }),
                onDone: { target: 'marking', actions: { type: 'refreshThread', params: outputOf } },
                onError: { target: 'shown', actions: 'showRefreshError' },
              },
            },
            deleting: {
              description: 'Conversația se mută în Șterse (doar pentru mine).',
              tags: ['busy'],
              invoke: {
                id: 'deleteConversation',
                src: 'deleteConversation',
                input: ({ context }) => ({ id: context.conversationId }),
                onDone: { target: 'shown', actions: { type: 'setDeleted', params: true } },
                onError: { target: 'shown', actions: 'showDeleteError' },
              },
            },
            restoring: {
              description: 'Conversația se întoarce din Șterse.',
              tags: ['busy'],
              invoke: {
                id: 'restoreConversation',
                src: 'restoreConversation',
                input: ({ context }) => ({ id: context.conversationId }),
                onDone: { target: 'shown', actions: { type: 'setDeleted', params: false } },
                onError: { target: 'shown', actions: 'showRestoreError' },
              },
            },
          },
        },
        reply: {
          description: 'Caseta de răspuns.',
          initial: 'editing',
          states: reply,
        },
      },
    },
  },
});
