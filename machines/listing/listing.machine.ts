/**
 * The listing page (SPEC §2.6): filters apply as they change — typed text and ranges after a
 * pause, choices and the sort at once — the URL follows (shallow routing) and the results refresh
 * without a page load; back and forward restore a search; a failed search keeps every filter and
 * offers a retry. A second region keeps the mobile sheet's 'Show results ({number} ads)' count
 * live: a separate count request (its actor waits a short pause first, so typing does not send one
 * per letter), cancelled and started again when the draft changes.
 */
import { assign, fromPromise, setup } from 'xstate';
import { listingHref } from '@/lib/listing/listing-href';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { outputOf } from '../actor-events';
import { freshFormKey } from '../form-key';
import type { ListingContext, ListingEvent, ListingInput, ListingSearchOutput } from './listing.types';

const notProvided = () => Promise.reject(new Error('provided by useListing'));

/** Pause after typing before the search applies. */
export const APPLY_DELAY_MS = 700;

const draftOf = (event: ListingEvent, context: ListingContext) => {
  if (event.type === 'sort.change') return { draft: { ...context.draft, sort: event.sort, after: null, before: null } };
  if (event.type === 'search.retry') return {};
  return {
    draft: { ...event.search.query, after: null, before: null },
    draftNotices: event.search.notices,
    ...('remount' in event && event.remount
      ? { formKey: freshFormKey(context.formKey, listingHref(event.search.query)) }
      : {}),
  };
};

export const listingMachine = setup({
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,

    input: {} as ListingInput,
  },
  actors: {
    search: fromPromise<ListingSearchOutput, { query: ListingQuery }>(notProvided),
    count: fromPromise<number, { query: ListingQuery }>(notProvided),
  },
  actions: {
    /** Writes the applied search into the address bar (provided by useListing: shallow routing). */
    pushUrl: (_args, _params: { href: string }) => undefined,
    edit: assign(({ context, event }) => draftOf(event, context)),
    commit: assign(({ context }) => ({ query: context.draft, notices: context.draftNotices })),
    restore: assign(({ context, event }) =>
      event.type === 'history.restore'
        ? {
            query: event.search.query,
            draft: event.search.query,
            notices: event.search.notices,
            draftNotices: event.search.notices,
            formKey: freshFormKey(context.formKey, listingHref(event.search.query)),
          }
        : {},
    ),
    show: assign(({ context }, outcome: ListingSearchOutput) => ({
      query: outcome.query,
      draft: listingHref(context.draft) === listingHref(context.query) ? outcome.query : context.draft,
      notices: [...context.notices, ...outcome.notices],
      data: outcome.data,
      count: outcome.data.summaryCount,
    })),
    fail: assign(({ context }) => ({ data: { ...context.data, results: null } })),
    setCount: assign((_, count: number) => ({ count })),
    forgetCount: assign({ count: null }),
  },
  guards: {
    failed: ({ context }) => context.data.results === null,
    noResults: ({ context }) => context.data.results?.nodes.length === 0,
    /** Back / forward to another search than the one shown (a fragment's popstate, #filtre, is not one). */
    elsewhere: ({ context, event }) =>
      event.type === 'history.restore' && listingHref(event.search.query) !== listingHref(context.query),
  },
  delays: {
    applyDelay: APPLY_DELAY_MS,
  },
}).createMachine({
  id: 'listing',
  description:
    'Pagina de listare: filtrele se aplică pe măsură ce se schimbă, URL-ul le urmează, rezultatele se reîncarcă.',
  type: 'parallel',
  context: ({ input }) => ({
    query: input.search.query,
    draft: input.search.query,
    notices: input.search.notices,
    draftNotices: input.search.notices,
    data: input.data,
    count: input.data.summaryCount,
    formKey: listingHref(input.search.query),
  }),
  states: {
    search: {
      description: 'Căutarea afișată: rezultate, niciun rezultat, eroare, sau o căutare în curs.',
      initial: 'settling',
      on: {
        'filters.edit': { target: '.editing', actions: 'edit' },
        'filters.set': { target: '.applying', actions: 'edit' },
        'sort.change': { target: '.applying', actions: 'edit' },
        'history.restore': { guard: 'elsewhere', target: '.loading', actions: 'restore' },
      },
      states: {
        settling: {
          description: 'Alege ce arată pagina după răspunsul căutării.',
          always: [
            { guard: 'failed', target: 'error' },
            { guard: 'noResults', target: 'empty' },
            { target: 'results' },
          ],
        },
        results: { description: 'Anunțurile căutării, cu paginare.' },
        empty: {
          description: 'Niciun anunț: titlul arată numele filtrelor, toate filtrele rămân, fiecare poate fi scos.',
        },
        error: {
          description: 'Căutarea a eșuat: filtrele rămân, butonul „Încearcă din nou” o repetă.',
          on: { 'search.retry': { target: 'loading' } },
        },
        editing: {
          description: 'Utilizatorul scrie un text sau un interval: căutarea se aplică după o pauză.',
          after: { applyDelay: { target: 'applying' } },
        },
        applying: {
          description: 'Căutarea editată devine cea aplicată și intră în URL (rutare superficială).',
          entry: ['commit', { type: 'pushUrl', params: ({ context }) => ({ href: listingHref(context.draft) }) }],
          always: { target: 'loading' },
        },
        loading: {
          description: 'Rezultatele, opțiunile filtrelor și numărul de anunțuri se încarcă.',
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ query: context.query }),
            onDone: { target: 'settling', actions: { type: 'show', params: outputOf } },
            onError: { target: 'error', actions: 'fail' },
          },
        },
      },
    },
    count: {
      description: 'Numărul din butonul „Arată rezultatele” al foii de filtre de pe telefon.',
      initial: 'idle',
      on: {
        'filters.edit': { target: '.counting' },
        'filters.set': { target: '.counting' },
        'history.restore': { guard: 'elsewhere', target: '.idle' },
      },
      states: {
        idle: { description: 'Numărul corespunde ultimei căutări.' },
        counting: {
          description:
            'După o pauză scurtă (ca tastarea să nu trimită o cerere la fiecare literă), getAdvertsSearchSummary ' +
            'pentru filtrele editate; o nouă schimbare anulează cererea și o reia.',
          invoke: {
            id: 'count',
            src: 'count',
            input: ({ context }) => ({ query: context.draft }),
            onDone: { target: 'idle', actions: { type: 'setCount', params: outputOf } },
            onError: { target: 'idle', actions: 'forgetCount' },
          },
        },
      },
    },
  },
});
