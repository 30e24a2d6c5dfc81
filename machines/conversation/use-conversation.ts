/**
 * useConversation(input, deps): runs a conversation's page with the real GraphQL calls and upload
 * and returns the view of ConversationScreen (docs/view-api.md): values, booleans and intents,
 * never the snapshot. `update` is how live delivery tells the page that a conversation changed
 * (the CONVERSATION_UPDATED event; the machine ignores other conversations, read marks and moves).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ConversationEventKind } from '@/lib/graphql/generated/schema-enums';
import {
  deleteThread,
  fetchThread,
  markThreadRead,
  restoreThread,
  sendReply,
  type InboxThread,
  type ReplyOutcome,
} from '@/lib/messages/inbox-api';
import { pickFiles } from '@/lib/messages/picked-files';
import { flowInspector } from '../flow-inspector';
import { conversationMachine, type ReplySendInput } from './conversation.machine';
import type { ConversationContext, ConversationInput } from './conversation.types';

/** A file attached to the reply, as the box lists it. */
export interface ReplyFileView {
  readonly name: string;
  readonly size: number;
}

/** What ConversationScreen shows and can ask for. */
export interface ConversationView extends Pick<
  ConversationContext,
  'thread' | 'draft' | 'problems' | 'refusal' | 'progress' | 'error' | 'actionError' | 'notice'
> {
  /** The thread is being loaded (nothing else is shown). */
  readonly loading: boolean;
  /** The thread could not be loaded: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  readonly attachments: readonly ReplyFileView[];
  /** A delete or a restore is under way. */
  readonly busy: boolean;
  readonly sending: boolean;
  /** The last send failed (network, server): everything is kept; `submit` tries again. */
  readonly sendFailed: boolean;
  readonly retry: () => void;
  readonly remove: () => void;
  readonly restore: () => void;
  readonly change: (value: string) => void;
  /** Files chosen in the picker (their first bytes are read, then the rules check them). */
  readonly addFiles: (files: readonly File[]) => void;
  readonly removeFile: (index: number) => void;
  readonly submit: () => void;
  /**
   * Live delivery: a conversation changed (`kind` as the event says; none after a reconnect). The
   * machine decides: a new message in this one is fetched, a read mark or a move is ignored.
   */
  readonly update: (conversationId: string, kind?: ConversationEventKind) => void;
}

const realActors = {
  loadThread: fromPromise<InboxThread, { id: string }>(({ input }) => fetchThread(input.id)),
  markRead: fromPromise<void, { id: string }>(({ input }) => markThreadRead(input.id)),
  deleteConversation: fromPromise<void, { id: string }>(({ input }) => deleteThread(input.id)),
  restoreConversation: fromPromise<void, { id: string }>(({ input }) => restoreThread(input.id)),
  sendReply: fromPromise<ReplyOutcome, ReplySendInput>(({ input }) =>
    sendReply(
      input.conversationId,
      input.message,
      input.attachments.map((a) => ({ file: a.file, name: a.name })),
      input.onProgress,
    ),
  ),
};

/** Replacement actors (model tests park them). */
export interface ConversationDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function useConversation(input: ConversationInput, deps: ConversationDeps = {}): ConversationView {
  const [logic] = useState(() => conversationMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  const sendFailed = useSelector(actor, (s) => s.matches({ ready: { reply: 'failed' } }));
  return useMemo(
    () => ({
      thread: context.thread,
      draft: context.draft,
      problems: context.problems,
      refusal: context.refusal,
      progress: context.progress,
      error: context.error,
      actionError: context.actionError,
      notice: context.notice,
      loading,
      loadFailed,
      attachments: context.attachments.map((a) => ({ name: a.name, size: a.size })),
      busy,
      sending,
      sendFailed,
      retry: () => actor.send({ type: 'conversation.retry' }),
      remove: () => actor.send({ type: 'conversation.delete' }),
      restore: () => actor.send({ type: 'conversation.restore' }),
      change: (value: string) => actor.send({ type: 'reply.change', value }),
      addFiles: (files: readonly File[]) => {
        if (files.length === 0) return;
        void pickFiles(files).then((picked) => actor.send({ type: 'attachments.add', files: picked }));
      },
      removeFile: (index: number) => actor.send({ type: 'attachments.remove', index }),
      submit: () => actor.send({ type: 'reply.submit' }),
      update: (conversationId: string, kind?: ConversationEventKind) =>
        actor.send({ type: 'CONVERSATION_UPDATED', conversationId, kind }),
    }),
    [actor, context, loading, loadFailed, busy, sending, sendFailed],
  );
}
