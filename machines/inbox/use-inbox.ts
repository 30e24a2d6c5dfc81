/**
 * useInbox(input, deps): runs the inbox list with the real GraphQL calls and returns the view of
 * InboxScreen (docs/view-api.md): values, booleans and intents, never the snapshot. `update` is how
 * live delivery tells the list that a conversation changed (the CONVERSATION_UPDATED event).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { deleteThread, fetchInboxPage, restoreThread } from '@/lib/messages/inbox-api';
import { flowInspector } from '../flow-inspector';
import { inboxMachine } from './inbox.machine';
import type { InboxContext, InboxConversationRow, InboxInput, InboxPage, InboxPageRequest } from './inbox.types';

/** What InboxScreen shows and can ask for. */
export interface InboxView extends Pick<InboxContext, 'tab' | 'unread' | 'error' | 'actionError' | 'notice'> {
  /** The first page is being loaded (nothing else is shown). */
  readonly loading: boolean;
  /** The first page could not be loaded: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  readonly conversations: readonly InboxConversationRow[];
  /** The tab has no conversation (after a successful load). */
  readonly empty: boolean;
  /** More conversations can be loaded. */
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** The conversation being deleted or restored, or null. */
  readonly pendingId: string | null;
  /** A call is under way: the buttons wait. */
  readonly busy: boolean;
  readonly retry: () => void;
  readonly loadMore: () => void;
  readonly remove: (id: string) => void;
  readonly restore: (id: string) => void;
  /** Live delivery: a conversation changed (the list reloads the rows it shows). */
  readonly update: (conversationId: string) => void;
}

const realActors = {
  loadPage: fromPromise<InboxPage, InboxPageRequest>(({ input }) => fetchInboxPage(input.tab, input.after, input.rows)),
  deleteConversation: fromPromise<void, { id: string }>(({ input }) => deleteThread(input.id)),
  restoreConversation: fromPromise<void, { id: string }>(({ input }) => restoreThread(input.id)),
};

/** Replacement actors (model tests park them). */
export interface InboxDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function useInbox(input: InboxInput, deps: InboxDeps = {}): InboxView {
  const [logic] = useState(() => inboxMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const loadingMore = useSelector(actor, (s) => s.matches('loadingMore'));
  const pending = useSelector(actor, (s) => s.matches('deleting') || s.matches('restoring'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      tab: context.tab,
      unread: context.unread,
      error: context.error,
      actionError: context.actionError,
      notice: context.notice,
      loading,
      loadFailed,
      conversations: context.items,
      empty: !loading && !loadFailed && context.items.length === 0,
      hasMore: context.endCursor !== null,
      loadingMore,
      pendingId: pending ? context.target : null,
      busy,
      retry: () => actor.send({ type: 'inbox.retry' }),
      loadMore: () => actor.send({ type: 'inbox.loadMore' }),
      remove: (id: string) => actor.send({ type: 'conversation.delete', id }),
      restore: (id: string) => actor.send({ type: 'conversation.restore', id }),
      update: (conversationId: string) => actor.send({ type: 'CONVERSATION_UPDATED', conversationId }),
    }),
    [actor, context, loading, loadFailed, loadingMore, pending, busy],
  );
}
