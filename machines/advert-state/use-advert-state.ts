/**
 * useAdvertState(input, deps): runs one row's state changes with the real GraphQL calls and returns
 * the view of its actions (docs/view-api.md). `onChanged` hears a finished change (the list then
 * drops the row or updates its counts).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { changeAdvert } from '@/lib/my-ads/my-ads-api';
import { flowInspector } from '../flow-inspector';
import { advertStateMachine } from './advert-state.machine';
import type {
  AdvertChange,
  AdvertChangeOutcome,
  AdvertChangeRequest,
  AdvertStateInput,
  MyAdsTab,
} from './advert-state.types';

/** A finished change: what it was, the advert's new state (null: draft deleted) and the new counts. */
export interface AdvertChanged {
  readonly id: string;
  readonly change: AdvertChange;
  readonly tab: MyAdsTab | null;
  readonly counts: Extract<AdvertChangeOutcome, { kind: 'done' }>['counts'];
}

/** What a row's actions show and can ask for. */
export interface AdvertStateView {
  readonly canDeactivate: boolean;
  readonly canReactivate: boolean;
  readonly canDeleteDraft: boolean;
  /** The confirmation dialog that is open, or null. */
  readonly confirming: 'deactivate' | 'deleteDraft' | null;
  /** A change is under way: the buttons wait. */
  readonly busy: boolean;
  /** The change under way, or null. */
  readonly pending: AdvertChange | null;
  /** i18n key of the last refusal or failure. */
  readonly error: string | null;
  readonly deactivate: () => void;
  readonly reactivate: () => void;
  readonly deleteDraft: () => void;
  readonly confirm: () => void;
  readonly cancel: () => void;
}

const realActors = {
  change: fromPromise<AdvertChangeOutcome, AdvertChangeRequest>(({ input }) => changeAdvert(input.change, input.id)),
};

/** Replacement actors (model tests park them) and the listener of finished changes. */
export interface AdvertStateDeps {
  readonly actors?: Partial<typeof realActors>;
  readonly onChanged?: (changed: AdvertChanged) => void;
}

export function useAdvertState(input: AdvertStateInput, deps: AdvertStateDeps = {}): AdvertStateView {
  // The listener may change between renders; the machine keeps calling the latest.
  const listener = useRef(deps.onChanged);
  listener.current = deps.onChanged;
  const [logic] = useState(() =>
    advertStateMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        announce: ({ context }, outcome: AdvertChangeOutcome) => {
          if (outcome.kind !== 'done') return;
          const change: AdvertChange =
            context.tab === null ? 'deleteDraft' : context.tab === 'ARCHIVED' ? 'deactivate' : 'reactivate';
          listener.current?.({ id: context.id, change, tab: outcome.tab, counts: outcome.counts });
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canDeactivate = useSelector(actor, (s) => s.can({ type: 'advert.deactivate' }));
  const canReactivate = useSelector(actor, (s) => s.can({ type: 'advert.reactivate' }));
  const canDeleteDraft = useSelector(actor, (s) => s.can({ type: 'advert.deleteDraft' }));
  const confirming = useSelector(actor, (s) =>
    s.matches('confirmingDeactivate') ? 'deactivate' : s.matches('confirmingDelete') ? 'deleteDraft' : null,
  );
  const pending = useSelector(actor, (s): AdvertChange | null =>
    s.matches('deactivating')
      ? 'deactivate'
      : s.matches('reactivating')
        ? 'reactivate'
        : s.matches('deleting')
          ? 'deleteDraft'
          : null,
  );
  return useMemo(
    () => ({
      canDeactivate,
      canReactivate,
      canDeleteDraft,
      confirming,
      busy,
      pending,
      error,
      deactivate: () => actor.send({ type: 'advert.deactivate' }),
      reactivate: () => actor.send({ type: 'advert.reactivate' }),
      deleteDraft: () => actor.send({ type: 'advert.deleteDraft' }),
      confirm: () => actor.send({ type: 'confirm.accept' }),
      cancel: () => actor.send({ type: 'confirm.cancel' }),
    }),
    [actor, canDeactivate, canReactivate, canDeleteDraft, confirming, busy, pending, error],
  );
}
