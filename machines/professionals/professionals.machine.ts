/**
 * The professionals listing (/dealeri, SPEC §2.6), built like the category listing's machine: the
 * name search applies after a pause, choices (county, city, category, order) at once; the URL
 * follows by shallow routing and the dealers refresh without a page load; back and forward
 * restore a search; a failed search keeps every filter and offers a retry. Pages are keyset
 * links (the page loader answers them), so a page is a new server-rendered start.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ProfessionalsQuery } from '@/lib/page/sellers-page-data.types';
import { professionalsAddress } from '@/lib/sellers/sellers-href';
import { outputOf } from '../actor-events';
import { freshFormKey } from '../form-key';
import type {
  ProfessionalsContext,
  ProfessionalsEvent,
  ProfessionalsInput,
  ProfessionalsSearchOutput,
} from './professionals.types';

const notProvided = () => Promise.reject(new Error('provided by useProfessionals'));

/** Pause after typing a name before the search applies. */
export const NAME_DELAY_MS = 500;

/** The address of a search (its cursor included): what the form key and the URL compare. */
export const addressOf = professionalsAddress;

export const professionalsMachine = setup({
  types: {
    context: {} as ProfessionalsContext,
    events: {} as ProfessionalsEvent,
    input: {} as ProfessionalsInput,
  },
  actors: {
    search: fromPromise<ProfessionalsSearchOutput, { query: ProfessionalsQuery }>(notProvided),
  },
  actions: {
    /** Writes the applied search into the address bar (provided by useProfessionals: shallow routing). */
    pushUrl: (_args, _params: { href: string }) => undefined,
    edit: assign(({ context, event }) => {
      if (event.type !== 'filters.edit' && event.type !== 'filters.set') return {};
      const draft = { ...event.search.query, after: null, before: null };
      return {
        draft,
        ...('remount' in event && event.remount ? { formKey: freshFormKey(context.formKey, addressOf(draft)) } : {}),
      };
    }),
    commit: assign(({ context }) => ({ query: context.draft })),
    restore: assign(({ context, event }) =>
      event.type === 'history.restore'
        ? {
            query: event.search.query,
            draft: event.search.query,
            notices: event.search.notices,
            formKey: freshFormKey(context.formKey, addressOf(event.search.query)),
          }
        : {},
    ),
    show: assign(({ context }, outcome: ProfessionalsSearchOutput) => ({
      query: outcome.query,
      draft: outcome.query,
      notices: [...new Set([...context.notices, ...outcome.notices])],
      data: outcome.data,
      // A filter the server dropped leaves the form: it shows the search actually made.
      ...(addressOf(outcome.query) !== addressOf(context.query)
        ? { formKey: freshFormKey(context.formKey, addressOf(outcome.query)) }
        : {}),
    })),
    fail: assign(({ context }) => ({ data: { ...context.data, results: null } })),
    forgetNotices: assign({ notices: [] }),
  },
  guards: {
    /** Back / forward to the search already shown with nothing pending (a fragment change) restores nothing. */
    isOtherSearch: ({ context, event }) =>
      event.type === 'history.restore' &&
      (addressOf(event.search.query) !== addressOf(context.query) ||
        addressOf(event.search.query) !== addressOf(context.draft)),
    failed: ({ context }) => context.data.results === null,
    noResults: ({ context }) => context.data.results?.nodes.length === 0,
  },
  delays: {
    nameDelay: NAME_DELAY_MS,
  },
}).createMachine({
  id: 'professionals',
  description:
    'Lista dealerilor: filtrele se aplică pe măsură ce se schimbă, URL-ul le urmează, lista se reîncarcă fără reîncărcarea paginii.',
  context: ({ input }) => ({
    query: input.search.query,
    draft: input.search.query,
    notices: input.search.notices,
    data: input.data,
    formKey: addressOf(input.search.query),
  }),
  initial: 'settling',
  on: {
    'filters.edit': { target: '.editing', actions: 'edit' },
    'filters.set': { target: '.applying', actions: 'edit' },
    'history.restore': { guard: 'isOtherSearch', target: '.loading', actions: 'restore' },
  },
  states: {
    settling: {
      description: 'Alege ce arată pagina după răspunsul căutării.',
      always: [{ guard: 'failed', target: 'error' }, { guard: 'noResults', target: 'empty' }, { target: 'results' }],
    },
    results: { description: 'Dealerii găsiți, cu numărul de anunțuri active și paginare.' },
    empty: {
      description: 'Niciun dealer nu se potrivește: filtrele rămân, „Vezi toți dealerii” le șterge.',
    },
    error: {
      description: 'Căutarea a eșuat: filtrele rămân, butonul „Încearcă din nou” o repetă.',
      on: { 'search.retry': { target: 'loading' } },
    },
    editing: {
      description: 'Utilizatorul scrie numele dealerului: căutarea se aplică după o pauză.',
      after: { nameDelay: { target: 'applying' } },
    },
    applying: {
      description: 'Căutarea editată devine cea aplicată și intră în URL (rutare superficială).',
      entry: [
        'commit',
        'forgetNotices',
        { type: 'pushUrl', params: ({ context }) => ({ href: addressOf(context.draft) }) },
      ],
      always: { target: 'loading' },
    },
    loading: {
      description: 'Dealerii și opțiunile filtrelor (județe, orașele județului ales, categorii) se încarcă.',
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'settling', actions: { type: 'show', params: outputOf } },
        onError: { target: 'error', actions: 'fail' },
      },
    },
  },
});
