/**
 * Promoting an advert with credits (/contul-meu/plati-prin-credite, docs/payments-screens.md): the
 * options, the balance, the account's active adverts and the promotions bought arrive together;
 * the dealer chooses an advert and an option, reviews the cost and the balance after, confirms;
 * on success the page is read again (balance, list) and a notice says what was bought. A refusal
 * (not enough credits, an advert no longer active) or a failed call keeps the choice and says why.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PromotionKind } from '@/lib/graphql/generated/operations';
import {
  PromotionRefusal,
  type CreditPromotionsPage,
  type CreditPromotionsPageView,
  type PromotionDone,
} from '@/lib/payments/credit-promotion.types';
import { failureOf, outputOf, type FailureParams } from '../actor-events';
import type { CreditPromotionContext, CreditPromotionEvent } from './credit-promotion.types';

/** i18n keys of the flow's own failures. */
export const CREDIT_PROMOTION_ERRORS = {
  load: 'payments:credits.errors.load',
  more: 'payments:credits.errors.more',
  promote: 'payments:credits.errors.promote',
  refresh: 'payments:credits.errors.refresh',
} as const;

/** The refusal that sends the dealer to top up. */
export const NOT_ENOUGH_CREDITS = 'errors:billing.notEnoughCredits';

const notProvided = () => Promise.reject(new Error('provided by useCreditPromotion'));

/** The option chosen, if any. */
export function chosenOption(context: CreditPromotionContext) {
  return context.options.find((o) => o.kind === context.kind) ?? null;
}

const EMPTY: CreditPromotionContext = {
  options: [],
  balance: 0,
  adverts: [],
  promotions: [],
  nextCursor: null,
  advertId: null,
  kind: null,
  error: null,
  moreError: null,
  notice: null,
};

export const creditPromotionMachine = setup({
  types: {
    context: {} as CreditPromotionContext,
    events: {} as CreditPromotionEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadPage: fromPromise<CreditPromotionsPageView>(notProvided),
    loadMore: fromPromise<CreditPromotionsPage, { after: string }>(notProvided),
    promote: fromPromise<PromotionDone, { advertId: string; kind: PromotionKind }>(notProvided),
  },
  guards: {
    isOfferedAdvert: ({ context, event }) =>
      event.type === 'advert.choose' && context.adverts.some((a) => a.id === event.advertId),
    // The options are offered only beside an advert to promote.
    isOfferedOption: ({ context, event }) =>
      event.type === 'option.choose' &&
      context.adverts.length > 0 &&
      context.options.some((o) => o.kind === event.kind),
    canReview: ({ context }) =>
      context.adverts.some((a) => a.id === context.advertId) && chosenOption(context) !== null,
    hasEnoughCredits: ({ context }) => (chosenOption(context)?.credits ?? Infinity) <= context.balance,
    hasMore: ({ context }) => context.nextCursor !== null,
  },
  actions: {
    showPage: assign(({ context }, page: CreditPromotionsPageView) => ({
      options: page.options,
      balance: page.balance,
      adverts: page.adverts,
      promotions: page.promotions,
      nextCursor: page.nextCursor,
      // A chosen advert no longer active is no longer offered.
      advertId: page.adverts.some((a) => a.id === context.advertId) ? context.advertId : null,
      error: null,
      moreError: null,
    })),
    appendPage: assign(({ context }, page: CreditPromotionsPage) => ({
      promotions: [...context.promotions, ...page.promotions],
      nextCursor: page.nextCursor,
      moreError: null,
    })),
    chooseAdvert: assign(({ event }) => (event.type === 'advert.choose' ? { advertId: event.advertId } : {})),
    chooseOption: assign(({ event }) => (event.type === 'option.choose' ? { kind: event.kind } : {})),
    clearMessages: assign({ error: null, moreError: null, notice: null }),
    dismissNotice: assign({ notice: null }),
    showLoadError: assign({ error: CREDIT_PROMOTION_ERRORS.load }),
    showMoreError: assign({ moreError: CREDIT_PROMOTION_ERRORS.more }),
    showRefreshError: assign({ error: CREDIT_PROMOTION_ERRORS.refresh }),
    showFailure: assign((_, { error }: FailureParams) => ({
      error: error instanceof PromotionRefusal ? error.key : CREDIT_PROMOTION_ERRORS.promote,
    })),
    /** The server spent the credits: the balance goes down at once, the choice is cleared. */
    recordPromotion: assign(({ context }) => {
      const option = chosenOption(context);
      const advert = context.adverts.find((a) => a.id === context.advertId);
      return {
        balance: Math.max(0, context.balance - (option?.credits ?? 0)),
        notice:
          option && advert
            ? { advertTitle: advert.title, kind: option.kind, credits: option.credits, endsAt: null }
            : null,
        advertId: null,
        kind: null,
      };
    }),
    setNoticeEnd: assign(({ context }, done: PromotionDone) => ({
      notice: context.notice ? { ...context.notice, endsAt: done.endsAt } : null,
    })),
  },
}).createMachine({
  id: 'creditPromotion',
  description:
    'Plăți prin credite: ce au cumpărat creditele și promovarea unui anunț activ cu credite (cost, sold după, confirmare).',
  context: EMPTY,
  initial: 'loading',
  states: {
    loading: {
      description: 'Se încarcă opțiunile, soldul, anunțurile active și promovările cumpărate.',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        onDone: { target: 'choosing', actions: { type: 'showPage', params: outputOf } },
        onError: { target: 'failed', actions: 'showLoadError' },
      },
    },
    failed: {
      description: 'Pagina nu s-a putut încărca: „Încearcă din nou”.',
      on: { 'page.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    choosing: {
      description:
        'Formularul (anunțul și promovarea) și lista promovărilor cumpărate, cu „Încarcă mai multe” cât mai sunt.',
      on: {
        'advert.choose': { guard: 'isOfferedAdvert', actions: ['chooseAdvert', 'clearMessages'] },
        'option.choose': { guard: 'isOfferedOption', actions: ['chooseOption', 'clearMessages'] },
        'promotion.review': { guard: 'canReview', target: 'confirming', actions: 'clearMessages' },
        'history.more': { guard: 'hasMore', target: 'loadingMore' },
        'notice.dismiss': { actions: 'dismissNotice' },
      },
    },
    loadingMore: {
      description: 'Se încarcă promovările mai vechi; rândurile de până acum rămân.',
      tags: ['busy'],
      invoke: {
        id: 'loadMore',
        src: 'loadMore',
        input: ({ context }) => ({ after: context.nextCursor ?? '' }),
        onDone: { target: 'choosing', actions: { type: 'appendPage', params: outputOf } },
        onError: { target: 'choosing', actions: 'showMoreError' },
      },
    },
    confirming: {
      description:
        'Confirmarea: anunțul, promovarea, costul în credite și soldul după; fără credite destule, linkul spre alimentare.',
      on: {
        'promotion.confirm': { guard: 'hasEnoughCredits', target: 'promoting' },
        'promotion.cancel': 'choosing',
      },
    },
    promoting: {
      description: 'Se cumpără promovarea (creditele se scad pe server).',
      tags: ['busy'],
      invoke: {
        id: 'promote',
        src: 'promote',
        input: ({ context }) => ({ advertId: context.advertId ?? '', kind: context.kind ?? 'BUMP' }),
        onDone: {
          target: 'refreshing',
          actions: ['recordPromotion', { type: 'setNoticeEnd', params: outputOf }],
        },
        onError: { target: 'choosing', actions: { type: 'showFailure', params: failureOf } },
      },
    },
    refreshing: {
      description: 'Promovarea e cumpărată: se citesc din nou soldul și lista.',
      tags: ['busy'],
      invoke: {
        id: 'refresh',
        src: 'loadPage',
        onDone: { target: 'choosing', actions: { type: 'showPage', params: outputOf } },
        onError: { target: 'choosing', actions: 'showRefreshError' },
      },
    },
  },
});
