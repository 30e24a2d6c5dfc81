/**
 * The saved searches of /cautari-salvate (SPEC §2.2, §2.6): the account's searches, newest first,
 * each with its summary, alert frequency and count of new adverts. Opening one counts the visit,
 * then goes to its listing. A name is changed in place (checked first; Escape cancels), a
 * frequency with a select, a search deleted after a confirmation. Changes show at once
 * (optimistic) and are undone, with a translated message, when the server refuses or the call fails.
 */
import { assign, fromPromise, setup } from 'xstate';
import { nameProblem, SAVED_SEARCH_ERRORS } from '@/lib/saved-searches/saved-search-rules';
import { outputOf } from '../actor-events';
import type {
  FrequencyRequest,
  RenameRequest,
  SavedSearchListContext,
  SavedSearchListEvent,
  SavedSearchListInput,
  SavedSearchOutcome,
  SavedSearchView,
} from './saved-search-list.types';

const notProvided = () => Promise.reject(new Error('provided by useSavedSearchList'));

/** `items` with the search of the same id replaced. */
function replaced(items: readonly SavedSearchView[], search: SavedSearchView): SavedSearchView[] {
  return items.map((item) => (item.id === search.id ? search : item));
}

/** `items` with the one change under way undone. */
function undone(context: SavedSearchListContext): SavedSearchView[] {
  const previous = context.previous;
  if (!previous) return [...context.items];
  if (context.items.some((item) => item.id === previous.item.id)) return replaced(context.items, previous.item);
  const items = [...context.items];
  items.splice(previous.index, 0, previous.item);
  return items;
}

export const savedSearchListMachine = setup({
  types: {
    context: {} as SavedSearchListContext,
    events: {} as SavedSearchListEvent,
    input: {} satisfies SavedSearchListInput,
    tags: {} as 'busy',
  },
  actors: {
    loadList: fromPromise<readonly SavedSearchView[]>(notProvided),
    markVisited: fromPromise<void, { id: string }>(notProvided),
    rename: fromPromise<SavedSearchOutcome, RenameRequest>(notProvided),
    setFrequency: fromPromise<SavedSearchOutcome, FrequencyRequest>(notProvided),
    deleteSearch: fromPromise<void, { id: string }>(notProvided),
  },
  guards: {
    /** The event names one of the listed searches. */
    isListed: ({ context, event }) => 'id' in event && context.items.some((item) => item.id === event.id),
    /** A frequency other than the search's own. */
    isNewFrequency: ({ context, event }) =>
      event.type === 'frequency.change' &&
      context.items.some((item) => item.id === event.id && item.frequency !== event.frequency),
    hasValidDraft: ({ context }) => context.rename !== null && nameProblem(context.rename.name) === null,
    isSaved: (_, outcome: SavedSearchOutcome) => outcome.kind === 'saved',
  },
  actions: {
    showList: assign((_, items: readonly SavedSearchView[]) => ({ items, error: null })),
    showLoadError: assign({ error: SAVED_SEARCH_ERRORS.loadFailed }),
    clearMessages: assign({ error: null, actionError: null, notice: null }),
    rememberOpening: assign(({ context, event }) => {
      if (event.type !== 'search.open') return {};
      const item = context.items.find((i) => i.id === event.id);
      return { opening: item ? { id: item.id, url: item.url } : null, actionError: null, notice: null };
    }),
    /** Goes to the search's listing (provided by the hook: the browser's navigation). */
    navigate: () => {},
    startRename: assign(({ context, event }) => {
      if (event.type !== 'rename.start') return {};
      const item = context.items.find((i) => i.id === event.id);
      return { rename: { id: event.id, name: item?.name ?? '', error: null }, actionError: null, notice: null };
    }),
    editRename: assign(({ context, event }) =>
      event.type === 'rename.edit' && context.rename
        ? { rename: { ...context.rename, name: event.name, error: null } }
        : {},
    ),
    refuseDraft: assign(({ context }) =>
      context.rename ? { rename: { ...context.rename, error: SAVED_SEARCH_ERRORS.badName } } : {},
    ),
    cancelRename: assign({ rename: null }),
    /** The new name shows at once; the old search is kept to put back. */
    applyRename: assign(({ context }) => {
      const rename = context.rename;
      const index = context.items.findIndex((i) => i.id === rename?.id);
      const item = context.items[index];
      if (!rename || !item) return {};
      return {
        previous: { item, index },
        items: replaced(context.items, { ...item, name: rename.name.trim() }),
      };
    }),
    applyFrequency: assign(({ context, event }) => {
      if (event.type !== 'frequency.change') return {};
      const index = context.items.findIndex((i) => i.id === event.id);
      const item = context.items[index];
      if (!item) return {};
      return {
        previous: { item, index },
        items: replaced(context.items, { ...item, frequency: event.frequency }),
        actionError: null,
        notice: null,
      };
    }),
    askDelete: assign(({ context, event }) => {
      if (event.type !== 'search.delete') return {};
      const item = context.items.find((i) => i.id === event.id);
      return { removal: { id: event.id, name: item?.name ?? '' }, actionError: null, notice: null };
    }),
    forgetRemoval: assign({ removal: null }),
    /** The search leaves the list at once; kept to put back at its place. */
    applyDelete: assign(({ context }) => {
      const index = context.items.findIndex((i) => i.id === context.removal?.id);
      const item = context.items[index];
      if (!item) return {};
      return { previous: { item, index }, items: context.items.filter((i) => i.id !== item.id) };
    }),
    /** The server's copy of the changed search replaces the optimistic one. */
    confirmChange: assign(({ context }, outcome: SavedSearchOutcome) => ({
      items: outcome.kind === 'saved' ? replaced(context.items, outcome.search) : context.items,
      previous: null,
      rename: null,
    })),
    noticeRenamed: assign({ notice: 'renamed' as const }),
    noticeFrequency: assign({ notice: 'frequencyChanged' as const }),
    confirmDelete: assign({ previous: null, removal: null, notice: 'deleted' as const }),
    /** A refused name: the list as it was, the draft kept with the server's reason. */
    refuseRename: assign(({ context }, outcome: SavedSearchOutcome) => ({
      items: undone(context),
      previous: null,
      rename: context.rename
        ? {
            ...context.rename,
            error: outcome.kind === 'refused' ? outcome.refusal.key : SAVED_SEARCH_ERRORS.saveFailed,
          }
        : null,
    })),
    /** A failed rename: the list as it was, the draft kept for another try. */
    failRename: assign(({ context }) => ({
      items: undone(context),
      previous: null,
      rename: context.rename ? { ...context.rename, error: SAVED_SEARCH_ERRORS.saveFailed } : null,
    })),
    undoWithRefusal: assign(({ context }, outcome: SavedSearchOutcome) => ({
      items: undone(context),
      previous: null,
      actionError: outcome.kind === 'refused' ? outcome.refusal.key : SAVED_SEARCH_ERRORS.saveFailed,
    })),
    undoWithFailure: assign(({ context }) => ({
      items: undone(context),
      previous: null,
      removal: null,
      actionError: SAVED_SEARCH_ERRORS.saveFailed,
    })),
  },
}).createMachine({
  id: 'savedSearchList',
  description:
    'Căutările salvate ale contului, cele mai noi întâi: deschidere, redenumire, frecvența alertelor, ștergere.',
  context: () => ({
    items: [],
    rename: null,
    previous: null,
    removal: null,
    opening: null,
    error: null,
    actionError: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Se încarcă căutările salvate.',
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        onDone: { target: 'ready', actions: { type: 'showList', params: outputOf } },
        onError: { target: 'failed', actions: 'showLoadError' },
      },
    },
    failed: {
      description: '„Căutările salvate nu au putut fi încărcate.”; „Încearcă din nou” le cere iar.',
      on: { 'list.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      description:
        'Căutările: nume, rezumat, frecvența alertelor, „N anunțuri noi”, cu „Deschide”, „Redenumește” și „Șterge”; ' +
        'fără căutări, mesajul listei goale cu un link spre căutare.',
      on: {
        'search.open': { guard: 'isListed', target: 'opening', actions: 'rememberOpening' },
        'rename.start': { guard: 'isListed', target: 'renaming', actions: 'startRename' },
        'frequency.change': { guard: 'isNewFrequency', target: 'changingFrequency', actions: 'applyFrequency' },
        'search.delete': { guard: 'isListed', target: 'confirming', actions: 'askDelete' },
      },
    },
    opening: {
      description: 'Vizita se înregistrează (numărul de anunțuri noi începe de acum), apoi se deschide lista.',
      tags: ['busy'],
      invoke: {
        id: 'markVisited',
        src: 'markVisited',
        input: ({ context }) => ({ id: context.opening?.id ?? '' }),
        // The visit not counted is no reason to keep the buyer here: the listing opens anyway.
        onDone: { target: 'leaving', actions: 'navigate' },
        onError: { target: 'leaving', actions: 'navigate' },
      },
    },
    leaving: {
      description: 'Se deschide lista de rezultate a căutării.',
      tags: ['busy'],
    },
    renaming: {
      description:
        'Numele se editează pe loc: Enter salvează (un nume gol sau prea lung este refuzat), Escape renunță.',
      on: {
        'rename.edit': { actions: 'editRename' },
        'rename.submit': [
          { guard: 'hasValidDraft', target: 'savingName', actions: 'applyRename' },
          { actions: 'refuseDraft' },
        ],
        'rename.cancel': { target: 'ready', actions: 'cancelRename' },
      },
    },
    savingName: {
      description: 'Noul nume apare deja; se salvează pe server.',
      tags: ['busy'],
      invoke: {
        id: 'rename',
        src: 'rename',
        input: ({ context }) => ({ id: context.rename?.id ?? '', name: context.rename?.name.trim() ?? '' }),
        onDone: [
          {
            guard: { type: 'isSaved', params: outputOf },
            target: 'ready',
            actions: [{ type: 'confirmChange', params: outputOf }, 'noticeRenamed'],
          },
          { target: 'renaming', actions: { type: 'refuseRename', params: outputOf } },
        ],
        onError: { target: 'renaming', actions: 'failRename' },
      },
    },
    changingFrequency: {
      description: 'Noua frecvență apare deja; se salvează pe server.',
      tags: ['busy'],
      invoke: {
        id: 'setFrequency',
        src: 'setFrequency',
        input: ({ context }) => {
          const id = context.previous?.item.id ?? '';
          const item = context.items.find((i) => i.id === id);
          return { id, frequency: item?.frequency ?? 'DAILY' };
        },
        onDone: [
          {
            guard: { type: 'isSaved', params: outputOf },
            target: 'ready',
            actions: [{ type: 'confirmChange', params: outputOf }, 'noticeFrequency'],
          },
          { target: 'ready', actions: { type: 'undoWithRefusal', params: outputOf } },
        ],
        onError: { target: 'ready', actions: 'undoWithFailure' },
      },
    },
    confirming: {
      description: 'Fereastra de confirmare a ștergerii, cu numele căutării.',
      on: {
        'removal.confirm': { target: 'deleting', actions: 'applyDelete' },
        'removal.cancel': { target: 'ready', actions: 'forgetRemoval' },
      },
    },
    deleting: {
      description: 'Căutarea a dispărut deja din listă; se șterge pe server.',
      tags: ['busy'],
      invoke: {
        id: 'deleteSearch',
        src: 'deleteSearch',
        input: ({ context }) => ({ id: context.removal?.id ?? '' }),
        onDone: { target: 'ready', actions: 'confirmDelete' },
        onError: { target: 'ready', actions: 'undoWithFailure' },
      },
    },
  },
});
