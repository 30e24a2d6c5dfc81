/** Direct tests of the popover's tricky parts: what is sent, what a refusal or failure keeps. */
import { createActor, fromPromise, waitFor } from 'xstate';
import { savedSearchMachine } from './saved-search.machine';
import { SAVED_SEARCH_SUMMARY, SAVED_SEARCH_TARGET } from './saved-search.fixtures';
import type { SavedSearchOutcome, SaveSearchRequest } from './saved-search.types';

function start(answer: (request: SaveSearchRequest) => Promise<SavedSearchOutcome>, signedIn = true) {
  const sent: SaveSearchRequest[] = [];
  const notified: string[] = [];
  const machine = savedSearchMachine.provide({
    actors: {
      saveSearch: fromPromise<SavedSearchOutcome, SaveSearchRequest>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
    actions: { notifySaved: ({ context }) => notified.push(context.saved?.id ?? '') },
  });
  const actor = createActor(machine, { input: { signedIn } }).start();
  actor.send({ type: 'popover.open', name: SAVED_SEARCH_SUMMARY, search: SAVED_SEARCH_TARGET });
  return { actor, sent, notified };
}

const saved = (request: SaveSearchRequest): Promise<SavedSearchOutcome> =>
  Promise.resolve({
    kind: 'saved',
    search: {
      id: 'ss-9',
      name: request.name,
      categorySlug: request.search.categorySlug,
      url: '/autoturisme',
      summary: '',
      frequency: request.frequency,
      newAdvertsCount: 0,
      createdAt: '',
      lastVisitedAt: '',
    },
  });

describe('savedSearchMachine', () => {
  it('sends the listing’s search with the typed name and chosen frequency, then announces it', async () => {
    const { actor, sent, notified } = start(saved);
    actor.send({ type: 'name.change', name: 'BMW diesel' });
    actor.send({ type: 'frequency.change', frequency: 'INSTANT' });
    actor.send({ type: 'search.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([{ search: SAVED_SEARCH_TARGET, name: 'BMW diesel', frequency: 'INSTANT' }]);
    expect(notified).toEqual(['ss-9']);
  });

  it('proposes daily alerts and refuses a blank name without sending it, keeping the text', () => {
    const { actor, sent } = start(saved);
    expect(actor.getSnapshot().context.frequency).toBe('DAILY');
    actor.send({ type: 'name.change', name: '   ' });
    actor.send({ type: 'search.save' });
    expect(actor.getSnapshot().matches({ open: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.name).toBe('   ');
    expect(actor.getSnapshot().context.refusal?.field).toBe('name');
    expect(sent).toEqual([]);
  });

  it('shows a duplicate with the existing search’s name, and a retry after a failure sends what was typed', async () => {
    let attempt = 0;
    const { actor, sent } = start((request) => {
      attempt += 1;
      if (attempt === 1)
        return Promise.resolve({
          kind: 'refused',
          refusal: { key: 'errors:savedSearches.duplicate', field: 'filters', existingName: 'BMW-uri' },
        });
      if (attempt === 2) return Promise.reject(new Error('network'));
      return saved(request);
    });
    actor.send({ type: 'search.save' });
    await waitFor(actor, (s) => s.matches({ open: 'refused' }));
    expect(actor.getSnapshot().context.refusal?.existingName).toBe('BMW-uri');
    actor.send({ type: 'name.change', name: 'Altă căutare' });
    actor.send({ type: 'search.save' });
    await waitFor(actor, (s) => s.matches({ open: 'failed' }));
    expect(actor.getSnapshot().context.name).toBe('Altă căutare');
    actor.send({ type: 'search.retry' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent.map((r) => r.name)).toEqual([SAVED_SEARCH_SUMMARY, 'Altă căutare', 'Altă căutare']);
  });

  it('invites a visitor without an account to sign in and never saves', () => {
    const { actor, sent } = start(saved, false);
    expect(actor.getSnapshot().matches('invitingSignIn')).toBe(true);
    actor.send({ type: 'search.save' });
    expect(sent).toEqual([]);
    actor.send({ type: 'popover.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('opens afresh after a close: the summary and daily alerts again', () => {
    const { actor } = start(saved);
    actor.send({ type: 'name.change', name: '' });
    actor.send({ type: 'frequency.change', frequency: 'WEEKLY' });
    actor.send({ type: 'search.save' });
    actor.send({ type: 'popover.close' });
    actor.send({ type: 'popover.open', name: SAVED_SEARCH_SUMMARY, search: SAVED_SEARCH_TARGET });
    const { context } = actor.getSnapshot();
    expect([context.name, context.frequency, context.refusal]).toEqual([SAVED_SEARCH_SUMMARY, 'DAILY', null]);
  });
});
