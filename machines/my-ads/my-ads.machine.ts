/**
 * An ads list (SPEC §2.5 ads by state): my adverts of one state, newest first, 20 a page ('Încarcă
 * mai multe' follows the keyset cursor), with the counts of every state for the tabs. A failed first
 * load says 'Anunțurile nu au putut fi încărcate' and offers a retry; a failed next page keeps the
 * list. A row's own flow (advert-state) changes the advert; when it is done the row reports
 * `advert.changed`: a row whose state is no longer this list's leaves it, and the counts follow.
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type {
  MyAdRow,
  MyAdsContext,
  MyAdsEvent,
  MyAdsInput,
  MyAdsNotice,
  MyAdsPage,
  MyAdsPageRequest,
} from './my-ads.types';

/** i18n keys of the failures (my-ads catalogue). */
export const MY_ADS_ERRORS = {
  load: 'my-ads:errors.load',
  more: 'my-ads:errors.more',
} as const;

const notProvided = () => Promise.reject(new Error('provided by useMyAds'));

/** The rows of `more` appended to `items`, each advert once (a row may move between pages). */
function appended(items: readonly MyAdRow[], more: readonly MyAdRow[]) {
  const known = new Set(items.map((row) => row.id));
  return [...items, ...more.filter((row) => !known.has(row.id))];
}

function noticeOf(event: Extract<MyAdsEvent, { type: 'advert.changed' }>): MyAdsNotice {
  if (event.change === 'deactivate') return 'deactivated';
  if (event.change === 'deleteDraft') return 'draftDeleted';
  return event.tab === 'ACTIVE' ? 'reactivatedActive' : 'reactivatedWaiting';
}

export const myAdsMachine = setup({
  types: {
    context: {} as MyAdsContext,
    events: {} as MyAdsEvent,
    input: {} as MyAdsInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPage: fromPromise<MyAdsPage, MyAdsPageRequest>(notProvided),
  },
  guards: {
    hasMore: ({ context }) => context.endCursor !== null,
    /** A listed advert of this list changed. */
    isListed: ({ context, event }) =>
      event.type === 'advert.changed' && context.items.some((row) => row.id === event.id),
  },
  actions: {
    showPage: assign((_, page: MyAdsPage) => ({
      items: page.items,
      endCursor: page.endCursor,
      counts: page.counts,
      error: null,
      actionError: null,
    })),
    appendPage: assign(({ context }, page: MyAdsPage) => ({
      items: appended(context.items, page.items),
      endCursor: page.endCursor,
      counts: page.counts,
      actionError: null,
    })),
    showLoadError: assign({ error: MY_ADS_ERRORS.load }),
    showMoreError: assign({ actionError: MY_ADS_ERRORS.more }),
    clearMessages: assign({ error: null, actionError: null, notice: null }),
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'advert.changed') return {};
      return {
        items: event.tab === context.tab ? context.items : context.items.filter((row) => row.id !== event.id),
        counts: event.counts,
        notice: noticeOf(event),
        actionError: null,
      };
    }),
  },
}).createMachine({
  id: 'myAds',
  description: 'Lista anunțurilor mele într-o stare (active, în așteptare, arhivate, moderate, ciorne), pe pagini.',
  context: ({ input }) => ({
    tab: input.tab,
    items: [],
    endCursor: null,
    counts: null,
    error: null,
    actionError: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Se încarcă prima pagină a listei și numărul anunțurilor din fiecare stare.',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }): MyAdsPageRequest => ({ tab: context.tab, after: null }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: outputOf } },
        onError: { target: 'failed', actions: 'showLoadError' },
      },
    },
    failed: {
      description: '„Anunțurile nu au putut fi încărcate.”; „Încearcă din nou” le cere iar.',
      on: { 'list.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      description: 'Anunțurile (sau mesajul listei goale cu „Adaugă anunț”), cu „Încarcă mai multe” cât timp mai sunt.',
      on: {
        'list.loadMore': { guard: 'hasMore', target: 'loadingMore', actions: 'clearMessages' },
        'advert.changed': { guard: 'isListed', actions: 'applyChange' },
      },
    },
    loadingMore: {
      description: 'Se încarcă pagina următoare (după cursorul ultimului anunț).',
      tags: ['busy'],
      on: { 'advert.changed': { guard: 'isListed', actions: 'applyChange' } },
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }): MyAdsPageRequest => ({ tab: context.tab, after: context.endCursor }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: outputOf } },
        onError: { target: 'ready', actions: 'showMoreError' },
      },
    },
  },
});
