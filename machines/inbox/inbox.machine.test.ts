/**
 * What the generated paths of the inbox list cannot show: a live update during a delete reloads the
 * first page once the delete is done, the next page's cursor is the one of the last page read, and a
 * live update after 'Încarcă mai multe' reloads as many rows as the list shows.
 */
import { createActor, fromPromise } from 'xstate';
import { FIRST_PAGE, INBOX_INPUT, LAST_PAGE, ROW_UNREAD } from './inbox.fixtures';
import { inboxMachine } from './inbox.machine';
import type { InboxPageRequest } from './inbox.types';

/** Calls wait until released; every load is recorded with its cursor. */
function start() {
  const loads: (string | null)[] = [];
  const rows: (number | null)[] = [];
  const pending: (() => void)[] = [];
  const later = <T>(value: T) => new Promise<T>((resolve) => pending.push(() => resolve(value)));
  const machine = inboxMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }: { input: InboxPageRequest }) => {
        loads.push(input.after);
        rows.push(input.rows);
        return later(
          input.after
            ? LAST_PAGE
            : input.rows
              ? { ...FIRST_PAGE, items: [...FIRST_PAGE.items, ...LAST_PAGE.items], endCursor: null }
              : FIRST_PAGE,
        );
      }),
      deleteConversation: fromPromise(() => later<void>(undefined)),
      restoreConversation: fromPromise(() => later<void>(undefined)),
    },
  });
  const actor = createActor(machine, { input: INBOX_INPUT }).start();
  /** Settles the oldest waiting call (or the one at `index`). */
  const release = async (index = 0) => {
    pending.splice(index, 1)[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, loads, rows, release };
}

describe('inbox list', () => {
  it('reloads the first page after a delete that a live update interrupted', async () => {
    const { actor, loads, release } = start();
    await release();
    actor.send({ type: 'conversation.delete', id: ROW_UNREAD.id });
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId: ROW_UNREAD.id });
    expect(actor.getSnapshot().matches('deleting')).toBe(true);
    await release();
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('deleted');
    await release();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(loads).toEqual([null, null]);
  });

  it('asks for the next page after the cursor of the last page read', async () => {
    const { actor, loads, release } = start();
    await release();
    actor.send({ type: 'inbox.loadMore' });
    await release();
    expect(loads).toEqual([null, FIRST_PAGE.endCursor]);
    expect(actor.getSnapshot().context.items.map((row) => row.id)).toEqual(
      [...FIRST_PAGE.items, ...LAST_PAGE.items].map((row) => row.id),
    );
    actor.send({ type: 'inbox.loadMore' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('after "Încarcă mai multe", a live update reloads every row shown, not only the first page', async () => {
    const { actor, loads, rows, release } = start();
    await release();
    actor.send({ type: 'inbox.loadMore' });
    await release();
    const shown = FIRST_PAGE.items.length + LAST_PAGE.items.length;
    actor.send({ type: 'CONVERSATION_UPDATED', conversationId: ROW_UNREAD.id });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    await release();
    expect(loads).toEqual([null, FIRST_PAGE.endCursor, null]);
    expect(rows).toEqual([null, null, shown]);
    expect(actor.getSnapshot().context.items).toHaveLength(shown);
  });
});
