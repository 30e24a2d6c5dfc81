/**
 * A list read page by page with the server's opaque cursor (docs/billing.md "Lists use the
 * existing list shape"), with an optional filter: the first page, "Încarcă mai multe", a filter
 * change starting again, a failed first load with "Încearcă din nou" and a failed next page that
 * keeps what is shown. One factory, one machine per list (the credit ledger, the payments history).
 *
 * A shared piece like compose-send.ts, not a flow: it has no screen of its own, so it sits beside
 * the flows rather than in a folder of its own; the machines it makes are registered and walked
 * (walletLedger, paymentHistory).
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from './actor-events';

/** One page of a list: its rows and the cursor of the next page (null: the last page). */
export interface CursorPage<Item> {
  readonly items: readonly Item[];
  readonly nextCursor: string | null;
}

/** What the page call is given. */
export interface CursorRequest<Filter> {
  readonly filter: Filter;
  readonly after: string | null;
}

/** The list's memory. */
export interface CursorListContext<Item, Filter> {
  readonly filter: Filter;
  readonly items: readonly Item[];
  readonly nextCursor: string | null;
  /** i18n key: the first page could not be loaded. */
  readonly error: string | null;
  /** i18n key: the next page could not be loaded (what is shown stays). */
  readonly moreError: string | null;
}

/** What the screen sends. */
export type CursorListEvent<Filter> =
  { type: 'list.retry' } | { type: 'list.more' } | { type: 'filter.change'; filter: Filter };

/** The start of a list: its filter. */
export interface CursorListInput<Filter> {
  readonly filter: Filter;
}

const notProvided = () => Promise.reject(new Error('provided by the list hook'));

/** i18n key of a list that could not be loaded. */
export const LIST_LOAD_FAILED = 'payments:errors.listFailed';

/** A cursor list machine with this id (the explorer's and the tests' name for it). */
export function createCursorListMachine<Item, Filter>(id: string, description: string) {
  return setup({
    types: {
      context: {} as CursorListContext<Item, Filter>,
      events: {} as CursorListEvent<Filter>,
      input: {} as CursorListInput<Filter>,
      tags: {} as 'busy',
    },
    actors: {
      loadPage: fromPromise<CursorPage<Item>, CursorRequest<Filter>>(notProvided),
    },
    guards: {
      hasMore: ({ context }) => context.nextCursor !== null,
      isNewFilter: ({ context, event }) =>
        event.type === 'filter.change' && JSON.stringify(event.filter) !== JSON.stringify(context.filter),
    },
    actions: {
      showFirstPage: assign((_, page: CursorPage<Item>) => ({
        items: page.items,
        nextCursor: page.nextCursor,
        error: null,
        moreError: null,
      })),
      appendPage: assign(({ context }, page: CursorPage<Item>) => ({
        items: [...context.items, ...page.items],
        nextCursor: page.nextCursor,
        moreError: null,
      })),
      showError: assign({ error: LIST_LOAD_FAILED }),
      showMoreError: assign({ moreError: LIST_LOAD_FAILED }),
      clearErrors: assign({ error: null, moreError: null }),
      setFilter: assign(({ event }) =>
        event.type === 'filter.change' ? { filter: event.filter, items: [], nextCursor: null } : {},
      ),
    },
  }).createMachine({
    id,
    description,
    context: ({ input }) => ({ filter: input.filter, items: [], nextCursor: null, error: null, moreError: null }),
    initial: 'loading',
    states: {
      loading: {
        description: 'Se încarcă prima pagină a listei.',
        tags: ['busy'],
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ filter: context.filter, after: null }),
          onDone: { target: 'ready', actions: { type: 'showFirstPage', params: outputOf } },
          onError: { target: 'failed', actions: 'showError' },
        },
      },
      failed: {
        description: 'Lista nu s-a putut încărca: „Încearcă din nou”.',
        on: {
          'list.retry': { target: 'loading', actions: 'clearErrors' },
          'filter.change': { guard: 'isNewFilter', target: 'loading', actions: ['setFilter', 'clearErrors'] },
        },
      },
      ready: {
        description: 'Rândurile listei (sau mesajul listei goale), cu „Încarcă mai multe” cât timp mai sunt.',
        on: {
          'list.more': { guard: 'hasMore', target: 'loadingMore', actions: 'clearErrors' },
          'filter.change': { guard: 'isNewFilter', target: 'loading', actions: ['setFilter', 'clearErrors'] },
        },
      },
      loadingMore: {
        description: 'Se încarcă pagina următoare; rândurile de până acum rămân.',
        tags: ['busy'],
        invoke: {
          id: 'loadMore',
          src: 'loadPage',
          input: ({ context }) => ({ filter: context.filter, after: context.nextCursor }),
          onDone: { target: 'ready', actions: { type: 'appendPage', params: outputOf } },
          onError: { target: 'ready', actions: 'showMoreError' },
        },
      },
    },
  });
}
