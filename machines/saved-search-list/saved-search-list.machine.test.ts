/** Direct tests of the list's optimistic changes: shown at once, undone in place on a failure. */
import { createActor, fromPromise, waitFor } from 'xstate';
import { SAVED_BMW, SAVED_LOGAN } from './saved-search-list.fixtures';
import { savedSearchListMachine } from './saved-search-list.machine';
import type { FrequencyRequest, RenameRequest, SavedSearchOutcome, SavedSearchView } from './saved-search-list.types';

type Answers = {
  rename?: (request: RenameRequest) => Promise<SavedSearchOutcome>;
  setFrequency?: (request: FrequencyRequest) => Promise<SavedSearchOutcome>;
  deleteSearch?: () => Promise<void>;
};

async function start(answers: Answers = {}) {
  const calls: string[] = [];
  const never = () => new Promise<never>(() => {});
  const machine = savedSearchListMachine.provide({
    actors: {
      loadList: fromPromise<readonly SavedSearchView[]>(() => Promise.resolve([SAVED_BMW, SAVED_LOGAN])),
      markVisited: fromPromise<void, { id: string }>(() => Promise.resolve()),
      rename: fromPromise<SavedSearchOutcome, RenameRequest>(({ input }) => {
        calls.push(`rename ${input.id} ${input.name}`);
        return answers.rename ? answers.rename(input) : never();
      }),
      setFrequency: fromPromise<SavedSearchOutcome, FrequencyRequest>(({ input }) => {
        calls.push(`frequency ${input.id} ${input.frequency}`);
        return answers.setFrequency ? answers.setFrequency(input) : never();
      }),
      deleteSearch: fromPromise<void, { id: string }>(({ input }) => {
        calls.push(`delete ${input.id}`);
        return answers.deleteSearch ? answers.deleteSearch() : never();
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  return { actor, calls };
}

const names = (items: readonly { name: string }[]) => items.map((i) => i.name);

describe('savedSearchListMachine', () => {
  it('a failed deletion puts the search back at its place', async () => {
    const { actor, calls } = await start({ deleteSearch: () => Promise.reject(new Error('network')) });
    actor.send({ type: 'search.delete', id: SAVED_BMW.id });
    expect(calls).toEqual([]);
    actor.send({ type: 'removal.confirm' });
    expect(names(actor.getSnapshot().context.items)).toEqual([SAVED_LOGAN.name]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(names(actor.getSnapshot().context.items)).toEqual([SAVED_BMW.name, SAVED_LOGAN.name]);
    expect(actor.getSnapshot().context.actionError).toBe('errors:savedSearches.saveFailed');
  });

  it('a frequency change shows at once and is undone with the server’s reason when refused', async () => {
    const { actor, calls } = await start({
      setFrequency: () =>
        Promise.resolve({
          kind: 'refused',
          refusal: { key: 'errors:savedSearches.unknown', field: 'id', existingName: null },
        }),
    });
    actor.send({ type: 'frequency.change', id: SAVED_LOGAN.id, frequency: 'WEEKLY' });
    expect(calls).toEqual([]); // the same frequency: nothing to save
    actor.send({ type: 'frequency.change', id: SAVED_LOGAN.id, frequency: 'OFF' });
    expect(actor.getSnapshot().context.items[1]!.frequency).toBe('OFF');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['frequency ss-logan OFF']);
    expect(actor.getSnapshot().context.items[1]!.frequency).toBe('WEEKLY');
    expect(actor.getSnapshot().context.actionError).toBe('errors:savedSearches.unknown');
  });

  it('a rename sends the trimmed name; a failure puts the old name back and keeps the draft', async () => {
    const { actor, calls } = await start({ rename: () => Promise.reject(new Error('network')) });
    actor.send({ type: 'rename.start', id: SAVED_BMW.id });
    actor.send({ type: 'rename.edit', name: '  ' });
    actor.send({ type: 'rename.submit' });
    expect(actor.getSnapshot().context.rename?.error).toBe('errors:savedSearches.badName');
    actor.send({ type: 'rename.edit', name: '  BMW nou ' });
    actor.send({ type: 'rename.submit' });
    expect(actor.getSnapshot().context.items[0]!.name).toBe('BMW nou');
    await waitFor(actor, (s) => s.matches('renaming'));
    expect(calls).toEqual(['rename ss-bmw BMW nou']);
    expect(actor.getSnapshot().context.items[0]!.name).toBe(SAVED_BMW.name);
    expect(actor.getSnapshot().context.rename).toEqual({
      id: SAVED_BMW.id,
      name: '  BMW nou ',
      error: 'errors:savedSearches.saveFailed',
    });
    actor.send({ type: 'rename.cancel' });
    expect(actor.getSnapshot().context.rename).toBeNull();
  });
});
