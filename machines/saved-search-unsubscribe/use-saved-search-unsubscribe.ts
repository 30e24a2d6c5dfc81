/**
 * useSavedSearchUnsubscribe(input, deps): runs the unsubscribe page's flow with the real call and
 * returns the view UnsubscribeScreen draws (docs/view-api.md), never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { flowInspector } from '../flow-inspector';
import { savedSearchUnsubscribeMachine } from './saved-search-unsubscribe.machine';
import type { SavedSearchUnsubscribeInput, UnsubscribeOutcome } from './saved-search-unsubscribe.types';

/** What UnsubscribeScreen shows and can ask for. */
export interface SavedSearchUnsubscribeView {
  /** The question and its button (nothing changed yet). */
  readonly asking: boolean;
  readonly unsubscribing: boolean;
  /** The search whose alerts stopped; null until they did. */
  readonly unsubscribedName: string | null;
  /** The link cannot be used: `error` says why. */
  readonly badLink: boolean;
  /** The call failed: `error` says so, `retry` tries again. */
  readonly failed: boolean;
  readonly error: string | null;
  readonly confirm: () => void;
  readonly retry: () => void;
}

const realActors = {
  unsubscribe: fromPromise<UnsubscribeOutcome, { token: string }>(async ({ input }) =>
    (await import('@/lib/saved-searches/saved-searches-api')).unsubscribeSavedSearch(input.token),
  ),
};

/** Replacement calls (model tests park them). */
export interface SavedSearchUnsubscribeDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function useSavedSearchUnsubscribe(
  input: SavedSearchUnsubscribeInput,
  deps: SavedSearchUnsubscribeDeps = {},
): SavedSearchUnsubscribeView {
  const [logic] = useState(() => savedSearchUnsubscribeMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const asking = useSelector(actor, (s) => s.matches('asking'));
  const unsubscribing = useSelector(actor, (s) => s.hasTag('busy'));
  const unsubscribedName = useSelector(actor, (s) => (s.matches('unsubscribed') ? s.context.name : null));
  const badLink = useSelector(actor, (s) => s.matches('badLink'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  return useMemo(
    () => ({
      asking,
      unsubscribing,
      unsubscribedName,
      badLink,
      failed,
      error,
      confirm: () => actor.send({ type: 'unsubscribe.confirm' }),
      retry: () => actor.send({ type: 'unsubscribe.retry' }),
    }),
    [actor, asking, unsubscribing, unsubscribedName, badLink, failed, error],
  );
}
