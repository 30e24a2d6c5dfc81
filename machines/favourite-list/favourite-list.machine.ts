/**
 * The favourites list of /favorite (SPEC §2.6): the signed-in account's favourite adverts, or the
 * ones a visitor keeps in this browser (§6; the hook provides the browser's calls), newest first
 * (one page, at most 200). A failed load says so and offers a retry. 'Elimină' on a card and
 * 'Elimină tot' each ask for confirmation first; the removal is then the server's (no optimistic
 * change: a failure keeps the list as it was and says so).
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type {
  FavouriteAdvertView,
  FavouriteListContext,
  FavouriteListEvent,
  FavouriteListInput,
} from './favourite-list.types';

/** i18n keys of the failures (favourites catalogue). */
export const FAVOURITE_LIST_ERRORS = {
  load: 'favourites:errors.load',
  remove: 'favourites:errors.remove',
  removeAll: 'favourites:errors.removeAll',
} as const;

const notProvided = () => Promise.reject(new Error('provided by useFavouriteList'));

export const favouriteListMachine = setup({
  types: {
    context: {} as FavouriteListContext,
    events: {} as FavouriteListEvent,
    input: {} satisfies FavouriteListInput,
    tags: {} as 'busy',
  },
  actors: {
    loadList: fromPromise<readonly FavouriteAdvertView[]>(notProvided),
    unfollow: fromPromise<void, { advertId: string }>(notProvided),
    removeAll: fromPromise<void>(notProvided),
  },
  guards: {
    /** The advert is one of the list's. */
    isListed: ({ context, event }) =>
      event.type === 'advert.remove' && context.items.some((item) => item.advert.id === event.id),
    hasAdverts: ({ context }) => context.items.length > 0,
    isRemovingAll: ({ context }) => context.removal?.kind === 'all',
  },
  actions: {
    showList: assign((_, items: readonly FavouriteAdvertView[]) => ({ items, error: null })),
    showLoadError: assign({ error: FAVOURITE_LIST_ERRORS.load }),
    clearMessages: assign({ error: null, actionError: null, notice: null }),
    askRemoveOne: assign(({ context, event }) => {
      if (event.type !== 'advert.remove') return {};
      const item = context.items.find((i) => i.advert.id === event.id);
      return {
        removal: { kind: 'one' as const, id: event.id, title: item?.advert.title ?? '' },
        actionError: null,
        notice: null,
      };
    }),
    askRemoveAll: assign({ removal: { kind: 'all' as const }, actionError: null, notice: null }),
    forgetRemoval: assign({ removal: null }),
    dropRemoved: assign(({ context }) => {
      const removal = context.removal;
      return {
        items: removal?.kind === 'one' ? context.items.filter((i) => i.advert.id !== removal.id) : context.items,
        removal: null,
        notice: 'removed' as const,
      };
    }),
    dropAll: assign({ items: [], removal: null, notice: 'allRemoved' as const }),
    showRemoveError: assign({ removal: null, actionError: FAVOURITE_LIST_ERRORS.remove }),
    showRemoveAllError: assign({ removal: null, actionError: FAVOURITE_LIST_ERRORS.removeAll }),
  },
}).createMachine({
  id: 'favouriteList',
  description:
    'Lista anunțurilor favorite ale contului (sau, fără cont, cele păstrate în browser), cele mai noi întâi, ' +
    'cu eliminarea unuia sau a tuturor.',
  context: () => ({ items: [], removal: null, error: null, actionError: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Se încarcă anunțurile favorite.',
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        onDone: { target: 'ready', actions: { type: 'showList', params: outputOf } },
        onError: { target: 'failed', actions: 'showLoadError' },
      },
    },
    failed: {
      description: '„Anunțurile favorite nu au putut fi încărcate.”; „Încearcă din nou” le cere iar.',
      on: { 'list.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      description:
        'Cardurile anunțurilor favorite (cele inactive marcate, cu link spre anunțuri similare), fiecare cu „Elimină”, ' +
        'și „Elimină tot”; fără favorite, mesajul listei goale cu un link spre căutare.',
      on: {
        'advert.remove': { guard: 'isListed', target: 'confirming', actions: 'askRemoveOne' },
        'all.remove': { guard: 'hasAdverts', target: 'confirming', actions: 'askRemoveAll' },
      },
    },
    confirming: {
      description: 'Fereastra de confirmare: eliminarea unui anunț (numit în întrebare) sau a tuturor.',
      on: {
        'removal.confirm': [{ guard: 'isRemovingAll', target: 'removingAll' }, { target: 'removing' }],
        'removal.cancel': { target: 'ready', actions: 'forgetRemoval' },
      },
    },
    removing: {
      description: 'Anunțul este scos din favorite pe server.',
      tags: ['busy'],
      invoke: {
        id: 'unfollow',
        src: 'unfollow',
        input: ({ context }) => ({ advertId: context.removal?.kind === 'one' ? context.removal.id : '' }),
        onDone: { target: 'ready', actions: 'dropRemoved' },
        onError: { target: 'ready', actions: 'showRemoveError' },
      },
    },
    removingAll: {
      description: 'Toate anunțurile sunt scoase din favorite pe server.',
      tags: ['busy'],
      invoke: {
        id: 'removeAll',
        src: 'removeAll',
        onDone: { target: 'ready', actions: 'dropAll' },
        onError: { target: 'ready', actions: 'showRemoveAllError' },
      },
    },
  },
});
