/**
 * What the generated paths of a conversation's page cannot show: a live update about another
 * conversation, or a read mark or move of this one, is ignored; one about this conversation refetches the thread and marks it read
 * again, while the reply being written stays; a reply that a refresh already brought is shown once.
 */
import { createActor, fromPromise } from 'xstate';
import type { ReplyOutcome } from '@/lib/messages/inbox-api';
import { CONVERSATION_INPUT, REPLY_MESSAGE, REPLY_TEXT, THREAD, THREAD_UPDATED } from './conversation.fixtures';
import { conversationMachine } from './conversation.machine';

function start(threads: (typeof THREAD)[]) {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const later = <T>(value: T) => new Promise<T>((resolve) => pending.push(() => resolve(value)));
  const machine = conversationMachine.provide({
    actors: {
      loadThread: fromPromise(() => {
        calls.push('load');
        return later(threads.shift() ?? THREAD);
      }),
      markRead: fromPromise(() => {
        calls.push('read');
        return later<void>(undefined);
      }),
      deleteConversation: fromPromise(() => later<void>(undefined)),
      restoreConversation: fromPromise(() => later<void>(undefined)),
      sendReply: fromPromise(() => {
        calls.push('reply');
        return later<ReplyOutcome>({ kind: 'sent', message: REPLY_MESSAGE });
      }),
    },
  });
  const actor = createActor(machine, { input: CONVERSATION_INPUT }).start();
  /** Settles the oldest waiting call (or the one at `index`). */
  const release = async (index = 0) => {
    pending.splice(index, 1)[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, release };
}

describe('conversation page', () => {
  it('loads, marks read, and ignores a live update about another conversation', async () => {
    const { actor, calls, release } = start([THREAD]);
    await release();
    await release();
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId: '6f1c1f5e-0000-4000-8000-0000000000ff' });
    expect(actor.getSnapshot().matches({ ready: { thread: 'shown' } })).toBe(true);
    expect(calls).toEqual(['load', 'read']);
  });

  it('ignores read marks and moves of this conversation (its own read mark sends one), refetches after a reconnect', async () => {
    const { actor, calls, release } = start([THREAD, THREAD_UPDATED]);
    await release();
    await release();
    const { conversationId } = CONVERSATION_INPUT;
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId, kind: 'READ' });
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId, kind: 'MOVED' });
    expect(actor.getSnapshot().matches({ ready: { thread: 'shown' } })).toBe(true);
    expect(calls).toEqual(['load', 'read']);
    // A read mark that lands while the thread is being marked read is not remembered for later either.
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId, kind: 'MESSAGE' });
    await release();
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId, kind: 'READ' });
    await release();
    expect(actor.getSnapshot().matches({ ready: { thread: 'shown' } })).toBe(true);
    expect(calls).toEqual(['load', 'read', 'load', 'read']);
    // A reconnect names no kind: events may have been missed, so the thread is fetched again.
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId });
    expect(actor.getSnapshot().matches({ ready: { thread: 'refreshing' } })).toBe(true);
  });

  it('refetches this conversation on a live update without touching the reply being written', async () => {
    const { actor, calls, release } = start([THREAD, THREAD_UPDATED]);
    await release();
    await release();
    actor.send({ type: 'reply.change', value: REPLY_TEXT });
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId: CONVERSATION_INPUT.conversationId, kind: 'MESSAGE' });
    await release();
    await release();
    const { context } = actor.getSnapshot();
    expect(calls).toEqual(['load', 'read', 'load', 'read']);
    expect(context.thread?.messages).toHaveLength(THREAD_UPDATED.messages.length);
    expect(context.draft).toBe(REPLY_TEXT);
  });

  it('refetches after the read mark when this conversation changed while it was being marked', async () => {
    const { actor, calls, release } = start([THREAD, THREAD_UPDATED]);
    await release();
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId: CONVERSATION_INPUT.conversationId });
    expect(actor.getSnapshot().matches({ ready: { thread: 'marking' } })).toBe(true);
    await release();
    expect(actor.getSnapshot().matches({ ready: { thread: 'refreshing' } })).toBe(true);
    await release();
    expect(calls).toEqual(['load', 'read', 'load', 'read']);
    expect(actor.getSnapshot().context.thread?.messages).toHaveLength(THREAD_UPDATED.messages.length);
  });

  it('shows a reply once when a refresh brought it before the answer to the send', async () => {
    const withReply = { ...THREAD, messages: [...THREAD.messages, REPLY_MESSAGE] };
    const { actor, release } = start([THREAD, withReply]);
    await release();
    await release();
    actor.send({ type: 'reply.change', value: REPLY_TEXT });
    actor.send({ type: 'reply.submit' });
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId: CONVERSATION_INPUT.conversationId });
    await release(1); // the refresh answers first, with the reply in it
    await release(0); // then the send
    const ids = actor.getSnapshot().context.thread?.messages.map((m) => m.id) ?? [];
    expect(ids.filter((id) => id === REPLY_MESSAGE.id)).toHaveLength(1);
    expect(actor.getSnapshot().context.draft).toBe('');
  });
});
