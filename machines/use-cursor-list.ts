/**
 * useCursorList(machine, loadPage, filter, actors): runs a cursor list (cursor-list.ts) with its
 * page call and returns the view of its screen: values, booleans and intents, never the snapshot.
 * `actors.loadPage` replaces the call's actor (the model tests park it).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { flowInspector } from './flow-inspector';
import type { createCursorListMachine, CursorPage, CursorRequest } from './cursor-list';

/** What a list screen shows and can ask for. */
export interface CursorListView<Item, Filter> {
  readonly items: readonly Item[];
  readonly filter: Filter;
  readonly loading: boolean;
  /** The first page could not be loaded: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  readonly error: string | null;
  /** Nothing to list (after a successful load). */
  readonly empty: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly moreError: string | null;
  readonly retry: () => void;
  readonly more: () => void;
  readonly changeFilter: (filter: Filter) => void;
}

/** The page call as an actor: what a test may put in its place. */
export type CursorPageActor<Item, Filter> = PromiseActorLogic<CursorPage<Item>, CursorRequest<Filter>>;

export function useCursorList<Item, Filter>(
  machine: ReturnType<typeof createCursorListMachine<Item, Filter>>,
  loadPage: (request: CursorRequest<Filter>) => Promise<CursorPage<Item>>,
  filter: Filter,
  actors: { readonly loadPage?: CursorPageActor<Item, Filter> } = {},
): CursorListView<Item, Filter> {
  const [logic] = useState(() =>
    machine.provide({
      actors: {
        loadPage:
          actors.loadPage ?? fromPromise<CursorPage<Item>, CursorRequest<Filter>>(({ input }) => loadPage(input)),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { filter }, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const loadingMore = useSelector(actor, (s) => s.matches('loadingMore'));
  return useMemo(
    () => ({
      items: context.items,
      filter: context.filter,
      loading,
      loadFailed,
      error: context.error,
      empty: !loading && !loadFailed && context.items.length === 0,
      hasMore: context.nextCursor !== null,
      loadingMore,
      moreError: context.moreError,
      retry: () => actor.send({ type: 'list.retry' }),
      more: () => actor.send({ type: 'list.more' }),
      changeFilter: (next: Filter) => actor.send({ type: 'filter.change', filter: next }),
    }),
    [actor, context, loading, loadFailed, loadingMore],
  );
}
