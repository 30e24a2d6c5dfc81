/**
 * useMyAds(input, deps): runs an ads list with the real GraphQL call and returns the view of
 * MyAdsScreen (docs/view-api.md): values, booleans and intents, never the snapshot. `changed` is how
 * a row's own flow reports a finished change (the advert.changed event).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { fetchMyAdsPage } from '@/lib/my-ads/my-ads-api';
import { flowInspector } from '../flow-inspector';
import { myAdsMachine } from './my-ads.machine';
import type { MyAdsContext, MyAdsEvent, MyAdsInput, MyAdsPage, MyAdsPageRequest, MyAdRow } from './my-ads.types';

/** A finished change as a row reports it. */
export type MyAdChange = Omit<Extract<MyAdsEvent, { type: 'advert.changed' }>, 'type'>;

/** What MyAdsScreen shows and can ask for. */
export interface MyAdsView extends Pick<MyAdsContext, 'tab' | 'counts' | 'error' | 'actionError' | 'notice'> {
  /** The first page is being loaded (nothing else is shown). */
  readonly loading: boolean;
  /** The first page could not be loaded: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  readonly adverts: readonly MyAdRow[];
  /** The list has no advert (after a successful load). */
  readonly empty: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly retry: () => void;
  readonly loadMore: () => void;
  /** A row's flow finished a change. */
  readonly changed: (change: MyAdChange) => void;
}

const realActors = {
  loadPage: fromPromise<MyAdsPage, MyAdsPageRequest>(({ input }) => fetchMyAdsPage(input.tab, input.after)),
};

/** Replacement actors (model tests park them). */
export interface MyAdsDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function useMyAds(input: MyAdsInput, deps: MyAdsDeps = {}): MyAdsView {
  const [logic] = useState(() => myAdsMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const loadingMore = useSelector(actor, (s) => s.matches('loadingMore'));
  return useMemo(
    () => ({
      tab: context.tab,
      counts: context.counts,
      error: context.error,
      actionError: context.actionError,
      notice: context.notice,
      loading,
      loadFailed,
      adverts: context.items,
      empty: !loading && !loadFailed && context.items.length === 0,
      hasMore: context.endCursor !== null,
      loadingMore,
      retry: () => actor.send({ type: 'list.retry' }),
      loadMore: () => actor.send({ type: 'list.loadMore' }),
      changed: (change: MyAdChange) => actor.send({ type: 'advert.changed', ...change }),
    }),
    [actor, context, loading, loadFailed, loadingMore],
  );
}
