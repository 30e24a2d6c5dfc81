/**
 * The inbox list (SPEC §2.5 messages): a tab (received, sent, deleted) of my conversations, newest
 * first, a page at a time ('Încarcă mai multe' follows the keyset cursor); a conversation is
 * deleted from received / sent and restored from deleted. A failed first load offers a retry; a
 * failed later call keeps the list and says so. `CONVERSATION_UPDATED` (live delivery) reloads the
 * list from the top — as many rows as it shows, so the pages read with 'Încarcă mai multe' stay — at
 * once when the list is idle, after the call under way otherwise.
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type {
  InboxContext,
  InboxConversationRow,
  InboxEvent,
  InboxInput,
  InboxPage,
  InboxPageRequest,
} from './inbox.types';

/** i18n keys of the failures (account catalogue). */
export const INBOX_ERRORS = {
  load: 'account:messages.errors.load',
  more: 'account:messages.errors.more',
  delete: 'account:messages.errors.delete',
  restore: 'account:messages.errors.restore',
  refresh: 'account:messages.errors.refresh',
} as const;

const notProvided = () => Promise.reject(new Error('provided by useInbox'));

/** The rows of `more` appended to `items`, each conversation once (a row may move between pages). */
function appended(items: readonly InboxConversationRow[], more: readonly InboxConversationRow[]) {
  const known = new Set(items.map((row) => row.id));
  return [...items, ...more.filter((row) => !known.has(row.id))];
}

export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as InboxInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPage: fromPromise<InboxPage, InboxPageRequest>(notProvided),
    deleteConversation: fromPromise<void, { id: string }>(notProvided),
    restoreConversation: fromPromise<void, { id: string }>(notProvided),
  },
  guards: {
    hasMore: ({ context }) => context.endCursor !== null,
    isStale: ({ context }) => context.stale,
    /** A listed conversation of the received or sent tab. */
    canDelete: ({ context, event }) =>
      event.type === 'conversation.delete' &&
      context.tab !== 'DELETED' &&
      context.items.some((row) => row.id === event.id),
    /** A listed conversation of the deleted tab. */
    canRestore: ({ context, event }) =>
      event.type === 'conversation.restore' &&
      context.tab === 'DELETED' &&
      context.items.some((row) => row.id === event.id),
  },
  actions: {
    showPage: assign((_, page: InboxPage) => ({
      items: page.items,
      endCursor: page.endCursor,
      unread: page.unread,
      error: null,
      actionError: null,
    })),
    appendPage: assign(({ context }, page: InboxPage) => ({
      items: appended(context.items, page.items),
      endCursor: page.endCursor,
      unread: page.unread,
      actionError: null,
    })),
    showLoadError: assign({ error: INBOX_ERRORS.load }),
    showMoreError: assign({ actionError: INBOX_ERRORS.more }),
    showDeleteError: assign({ actionError: INBOX_ERRORS.delete, target: null }),
    showRestoreError: assign({ actionError: INBOX_ERRORS.restore, target: null }),
    showRefreshError: assign({ actionError: INBOX_ERRORS.refresh }),
    clearMessages: assign({ error: null, actionError: null, notice: null }),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    targetEvent: assign(({ event }) =>
      event.type === 'conversation.delete' || event.type === 'conversation.restore'
        ? { target: event.id, actionError: null, notice: null }
        : {},
    ),
    dropTarget: assign(({ context }, notice: 'deleted' | 'restored') => {
      const gone = context.items.find((row) => row.id === context.target);
      return {
        items: context.items.filter((row) => row.id !== context.target),
        // A deleted conversation no longer counts as unread; a restored one counts again after the next load.
        unread: notice === 'deleted' && gone?.unread ? Math.max(0, context.unread - 1) : context.unread,
        target: null,
        notice,
      };
    }),
  },
}).createMachine({
  id: 'inbox',
  description:
    'Lista conversațiilor unui tab din Mesaje (Primite, Trimise, Șterse), pe pagini, cu ștergere și restaurare.',
  context: ({ input }) => ({
    tab: input.tab,
    items: [],
    endCursor: null,
    unread: 0,
    error: null,
    actionError: null,
    notice: null,
    target: null,
    stale: false,
  }),
  initial: 'loading',
  on: {
    // Whatever the list is doing, a change is remembered; the states below decide when to reload.
    CONVERSATION_UPDATED: { actions: 'markStale' },
  },
  states: {
    loading: {
      description: 'Se încarcă prima pagină a tabului.',
      tags: ['busy'],
      entry: 'clearStale',
      on: { CONVERSATION_UPDATED: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }): InboxPageRequest => ({ tab: context.tab, after: null, rows: null }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: outputOf } },
        onError: { target: 'failed', actions: 'showLoadError' },
      },
    },
    failed: {
      description: 'Lista nu s-a putut încărca; „Încearcă din nou” o cere iar.',
      on: {
        'inbox.retry': { target: 'loading', actions: 'clearMessages' },
        CONVERSATION_UPDATED: { target: 'loading', actions: 'clearMessages' },
      },
    },
    ready: {
      description: 'Conversațiile (sau mesajul tabului gol), cu „Încarcă mai multe” cât timp mai sunt.',
      always: { guard: 'isStale', target: 'refreshing' },
      on: {
        'inbox.loadMore': { guard: 'hasMore', target: 'loadingMore', actions: 'clearMessages' },
        'conversation.delete': { guard: 'canDelete', target: 'deleting', actions: 'targetEvent' },
        'conversation.restore': { guard: 'canRestore', target: 'restoring', actions: 'targetEvent' },
        CONVERSATION_UPDATED: { target: 'refreshing' },
      },
    },
    refreshing: {
      description:
        'O conversație s-a schimbat: lista se încarcă din nou de sus, cu atâtea rânduri câte arăta; rămâne vizibilă.',
      tags: ['busy'],
      entry: 'clearStale',
      on: { CONVERSATION_UPDATED: { target: 'refreshing', reenter: true } },
      invoke: {
        id: 'refreshPage',
        src: 'loadPage',
        input: ({ context }): InboxPageRequest => ({
          tab: context.tab,
          after: null,
          rows: context.items.length || null,
        }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: outputOf } },
        onError: { target: 'ready', actions: 'showRefreshError' },
      },
    },
    loadingMore: {
      description: 'Se încarcă pagina următoare (după cursorul ultimei conversații).',
      tags: ['busy'],
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }): InboxPageRequest => ({ tab: context.tab, after: context.endCursor, rows: null }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: outputOf } },
        onError: { target: 'ready', actions: 'showMoreError' },
      },
    },
    deleting: {
      description: 'Conversația se mută în Șterse (doar pentru mine; cealaltă parte o păstrează).',
      tags: ['busy'],
      invoke: {
        id: 'deleteConversation',
        src: 'deleteConversation',
        input: ({ context }) => ({ id: context.target ?? '' }),
        onDone: { target: 'ready', actions: { type: 'dropTarget', params: 'deleted' as const } },
        onError: { target: 'ready', actions: 'showDeleteError' },
      },
    },
    restoring: {
      description: 'Conversația se întoarce din Șterse în Primite sau Trimise.',
      tags: ['busy'],
      invoke: {
        id: 'restoreConversation',
        src: 'restoreConversation',
        input: ({ context }) => ({ id: context.target ?? '' }),
        onDone: { target: 'ready', actions: { type: 'dropTarget', params: 'restored' as const } },
        onError: { target: 'ready', actions: 'showRestoreError' },
      },
    },
  },
});
