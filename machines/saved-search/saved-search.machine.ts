/**
 * The listing's 'Salvează căutarea' popover (SPEC §2.6 listing, §2.2 saved searches): the name is
 * prefilled with the filters' summary the page shows, the alerts are daily unless the buyer picks
 * instant or weekly. A saved search is announced ('Căutare salvată') with a link to the saved
 * searches; a refusal (bad name, the same search saved already, too many) is shown on its field; a
 * failed call keeps what was typed for a retry. A visitor without an account is invited to sign
 * in, coming back to the same listing.
 */
import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_ALERT_FREQUENCY, nameProblem, SAVED_SEARCH_ERRORS } from '@/lib/saved-searches/saved-search-rules';
import { outputOf } from '../actor-events';
import type {
  SavedSearchContext,
  SavedSearchEvent,
  SavedSearchInput,
  SavedSearchOutcome,
  SaveSearchRequest,
} from './saved-search.types';

const notProvided = () => Promise.reject(new Error('provided by useSavedSearch'));

export const savedSearchMachine = setup({
  types: {
    context: {} as SavedSearchContext,
    events: {} as SavedSearchEvent,
    input: {} as SavedSearchInput,
    tags: {} as 'busy',
  },
  actors: {
    saveSearch: fromPromise<SavedSearchOutcome, SaveSearchRequest>(notProvided),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    hasValidName: ({ context }) => nameProblem(context.name) === null,
    /** The field's text changed (a field sends no change for the same text). */
    isNewName: ({ context, event }) => event.type === 'name.change' && event.name !== context.name,
    isSaved: (_, outcome: SavedSearchOutcome) => outcome.kind === 'saved',
  },
  actions: {
    prefill: assign(({ event }) =>
      event.type === 'popover.open'
        ? {
            name: event.name,
            search: event.search,
            frequency: DEFAULT_ALERT_FREQUENCY,
            refusal: null,
            error: null,
            saved: null,
          }
        : {},
    ),
    setName: assign(({ event }) => (event.type === 'name.change' ? { name: event.name, refusal: null } : {})),
    setNameKeepingError: assign(({ event }) => (event.type === 'name.change' ? { name: event.name } : {})),
    setFrequency: assign(({ event }) => (event.type === 'frequency.change' ? { frequency: event.frequency } : {})),
    refuseName: assign({
      refusal: { key: SAVED_SEARCH_ERRORS.badName, field: 'name', existingName: null },
      error: null,
    }),
    clearMessages: assign({ refusal: null, error: null }),
    showOutcome: assign((_, outcome: SavedSearchOutcome) =>
      outcome.kind === 'saved' ? { saved: outcome.search, refusal: null } : { refusal: outcome.refusal },
    ),
    showFailure: assign({ error: SAVED_SEARCH_ERRORS.saveFailed }),
    /** The page's snackbar says 'Căutare salvată' (provided by the hook). */
    notifySaved: () => {},
  },
}).createMachine({
  id: 'savedSearch',
  description: 'Butonul „Salvează căutarea” din lista de rezultate și fereastra lui.',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    search: null,
    name: '',
    frequency: DEFAULT_ALERT_FREQUENCY,
    refusal: null,
    error: null,
    saved: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Butonul „Salvează căutarea”; fereastra este închisă.',
      entry: 'clearMessages',
      on: {
        'popover.open': [
          { guard: 'isSignedIn', target: 'open', actions: 'prefill' },
          { target: 'invitingSignIn', actions: 'prefill' },
        ],
      },
    },
    invitingSignIn: {
      description: 'Fără cont: invitația de autentificare, care aduce vizitatorul înapoi la aceeași listă.',
      on: { 'popover.close': { target: 'closed' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          description:
            'Numele (completat cu rezumatul filtrelor) și frecvența alertelor: Instant, Zilnic (implicit) sau Săptămânal.',
          on: {
            'name.change': { actions: 'setName' },
            'frequency.change': { actions: 'setFrequency' },
            'search.save': [
              { guard: 'hasValidName', target: 'saving', actions: 'clearMessages' },
              { target: 'refused', actions: 'refuseName' },
            ],
            'popover.close': { target: '#savedSearch.closed' },
          },
        },
        saving: {
          description: 'Căutarea se salvează; câmpurile și butoanele așteaptă.',
          tags: ['busy'],
          invoke: {
            id: 'saveSearch',
            src: 'saveSearch',
            input: ({ context }) => ({
              search: context.search ?? { categorySlug: '', filters: null },
              name: context.name,
              frequency: context.frequency,
            }),
            onDone: [
              {
                guard: { type: 'isSaved', params: outputOf },
                target: '#savedSearch.saved',
                actions: [{ type: 'showOutcome', params: outputOf }, 'notifySaved'],
              },
              { target: 'refused', actions: { type: 'showOutcome', params: outputOf } },
            ],
            onError: { target: 'failed', actions: 'showFailure' },
          },
        },
        refused: {
          description:
            'Refuzat: numele nu e bun, căutarea e deja salvată (cu numele ei) sau sunt prea multe; mesajul stă lângă câmp, textul rămâne.',
          on: {
            // Typing answers the refusal: the message goes until the next try.
            'name.change': { guard: 'isNewName', target: 'editing', actions: 'setName' },
            'frequency.change': { actions: 'setFrequency' },
            'search.save': [
              { guard: 'hasValidName', target: 'saving', actions: 'clearMessages' },
              { target: 'refused', actions: 'refuseName' },
            ],
            'popover.close': { target: '#savedSearch.closed' },
          },
        },
        failed: {
          description: 'Salvarea a eșuat (rețea): „Încearcă din nou” trimite iar ce s-a scris.',
          on: {
            'name.change': { actions: 'setNameKeepingError' },
            'frequency.change': { actions: 'setFrequency' },
            'search.retry': [
              { guard: 'hasValidName', target: 'saving', actions: 'clearMessages' },
              { target: 'refused', actions: 'refuseName' },
            ],
            'popover.close': { target: '#savedSearch.closed' },
          },
        },
      },
    },
    saved: {
      description: 'Căutare salvată: notificarea „Căutare salvată” și linkul „Vezi căutările salvate”.',
      on: { 'popover.close': { target: 'closed' } },
    },
  },
});
