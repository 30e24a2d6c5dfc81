/**
 * useCreditPromotion(deps): runs the credit promotion flow with the real GraphQL calls and returns
 * the view of CreditPaymentsScreen (docs/view-api.md): values, booleans and intents, never the
 * snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PromotionKind } from '@/lib/graphql/generated/operations';
import type {
  CreditPromotionOption,
  CreditPromotionsPage,
  CreditPromotionsPageView,
  CreditPromotionView as PromotionRowView,
  PromotableAdvertView,
  PromotionDone,
} from '@/lib/payments/credit-promotion.types';
import { flowInspector } from '../flow-inspector';
import { chosenOption, creditPromotionMachine, NOT_ENOUGH_CREDITS } from './credit-promotion.machine';
import type { PromotionNotice } from './credit-promotion.types';

/** What the credit payments screen shows and can ask for. */
export interface CreditPaymentsView {
  readonly loading: boolean;
  /** The page could not be loaded: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  readonly balance: number;
  readonly options: readonly CreditPromotionOption[];
  readonly adverts: readonly PromotableAdvertView[];
  readonly promotions: readonly PromotionRowView[];
  readonly advertId: string | null;
  readonly kind: PromotionKind | null;
  /** The advert and option chosen, for the confirmation. */
  readonly chosenAdvert: PromotableAdvertView | null;
  readonly chosenOption: CreditPromotionOption | null;
  readonly canReview: boolean;
  /** The confirmation (cost, balance after) is open. */
  readonly confirming: boolean;
  readonly promoting: boolean;
  /** The balance pays for the chosen option. */
  readonly enoughCredits: boolean;
  /** The balance after the chosen option (never below 0). */
  readonly balanceAfter: number;
  /** The last refusal was for want of credits: the screen links to the wallet to top up. */
  readonly needsTopUp: boolean;
  /** i18n key of what went wrong (load, refusal, failure); null when nothing did. */
  readonly error: string | null;
  readonly moreError: string | null;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** Something is being read again after a promotion. */
  readonly refreshing: boolean;
  readonly notice: PromotionNotice | null;
  readonly retry: () => void;
  readonly chooseAdvert: (advertId: string) => void;
  readonly chooseOption: (kind: PromotionKind) => void;
  readonly review: () => void;
  readonly cancel: () => void;
  readonly confirm: () => void;
  readonly more: () => void;
  readonly dismissNotice: () => void;
}

const realActors = {
  loadPage: fromPromise<CreditPromotionsPageView>(async () =>
    (await import('@/lib/payments/credit-promotions-api')).fetchCreditPromotionsPage(),
  ),
  loadMore: fromPromise<CreditPromotionsPage, { after: string }>(async ({ input }) =>
    (await import('@/lib/payments/credit-promotions-api')).fetchCreditPromotions(input.after),
  ),
  promote: fromPromise<PromotionDone, { advertId: string; kind: PromotionKind }>(async ({ input }) =>
    (await import('@/lib/payments/credit-promotions-api')).promoteAdvert(input.advertId, input.kind),
  ),
};

/** Replacement calls (the model tests park them). */
export interface CreditPromotionDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function useCreditPromotion(deps: CreditPromotionDeps = {}): CreditPaymentsView {
  const [logic] = useState(() => creditPromotionMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const confirming = useSelector(actor, (s) => s.matches('confirming') || s.matches('promoting'));
  const promoting = useSelector(actor, (s) => s.matches('promoting'));
  const loadingMore = useSelector(actor, (s) => s.matches('loadingMore'));
  const refreshing = useSelector(actor, (s) => s.matches('refreshing'));
  const canReview = useSelector(actor, (s) => s.can({ type: 'promotion.review' }));
  return useMemo(() => {
    const option = chosenOption(context);
    return {
      loading,
      loadFailed,
      balance: context.balance,
      options: context.options,
      adverts: context.adverts,
      promotions: context.promotions,
      advertId: context.advertId,
      kind: context.kind,
      chosenAdvert: context.adverts.find((a) => a.id === context.advertId) ?? null,
      chosenOption: option,
      canReview,
      confirming,
      promoting,
      enoughCredits: option !== null && option.credits <= context.balance,
      balanceAfter: Math.max(0, context.balance - (option?.credits ?? 0)),
      needsTopUp: context.error === NOT_ENOUGH_CREDITS,
      error: context.error,
      moreError: context.moreError,
      hasMore: context.nextCursor !== null,
      loadingMore,
      refreshing,
      notice: context.notice,
      retry: () => actor.send({ type: 'page.retry' }),
      chooseAdvert: (advertId: string) => actor.send({ type: 'advert.choose', advertId }),
      chooseOption: (kind: PromotionKind) => actor.send({ type: 'option.choose', kind }),
      review: () => actor.send({ type: 'promotion.review' }),
      cancel: () => actor.send({ type: 'promotion.cancel' }),
      confirm: () => actor.send({ type: 'promotion.confirm' }),
      more: () => actor.send({ type: 'history.more' }),
      dismissNotice: () => actor.send({ type: 'notice.dismiss' }),
    };
  }, [actor, context, loading, loadFailed, confirming, promoting, loadingMore, refreshing, canReview]);
}
