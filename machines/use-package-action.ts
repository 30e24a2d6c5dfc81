/**
 * usePackageAction(machine, submit): runs a packages page machine with the real calls and returns
 * its view (values, booleans, intents; never the snapshot). Each page's hook adds what it derives.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { flowInspector } from './flow-inspector';
import type { createPackageActionMachine } from './package-action';
import type { ActionChoice, PackageActionContext, PackageActionOutcome, PackagesAccount } from './package-action.types';

/** What every packages page shows and can ask for. */
export interface PackageActionView<Choice extends ActionChoice> extends Pick<
  PackageActionContext<Choice>,
  'data' | 'choice' | 'done' | 'error' | 'actionError'
> {
  readonly loading: boolean;
  readonly failed: boolean;
  /** The confirmation dialog is open (with `choice`). */
  readonly confirming: boolean;
  /** The change is on its way (the dialog stays, its buttons wait). */
  readonly submitting: boolean;
  /** The change was made; the account is being read again. */
  readonly refreshing: boolean;
  readonly retry: () => void;
  readonly pick: (choice: Choice) => void;
  readonly confirm: () => void;
  readonly dismiss: () => void;
}

/** The calls a packages page makes; tests park them. */
export interface PackageActionActors<Choice extends ActionChoice> {
  readonly load: ReturnType<typeof fromPromise<PackagesAccount>>;
  readonly submit: ReturnType<typeof fromPromise<PackageActionOutcome, Choice>>;
}

const load = fromPromise<PackagesAccount>(async () =>
  (await import('@/lib/payments/packages-api')).fetchPackagesAccount(),
);

export function usePackageAction<Choice extends ActionChoice>(
  machine: ReturnType<typeof createPackageActionMachine>,
  submit: (choice: Choice) => Promise<PackageActionOutcome>,
  actors: Partial<PackageActionActors<Choice>> = {},
): PackageActionView<Choice> {
  const [logic] = useState(() =>
    machine.provide({
      actors: {
        load,
        // The machine holds the choice the screen picked (of this page's type) and hands it back.
        submit: fromPromise<PackageActionOutcome, ActionChoice>(({ input }) => submit(input as Choice)),
        ...(actors as Partial<PackageActionActors<ActionChoice>>),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const confirming = useSelector(actor, (s) => s.matches('confirming') || s.matches('submitting'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const refreshing = useSelector(actor, (s) => s.matches('refreshing'));
  return useMemo(
    () => ({
      data: context.data,
      choice: context.choice as Choice | null,
      done: context.done as Choice | null,
      error: context.error,
      actionError: context.actionError,
      loading,
      failed,
      confirming,
      submitting,
      refreshing,
      retry: () => actor.send({ type: 'load.retry' }),
      pick: (choice: Choice) => actor.send({ type: 'choice.pick', choice }),
      confirm: () => actor.send({ type: 'choice.confirm' }),
      dismiss: () => actor.send({ type: 'choice.dismiss' }),
    }),
    [actor, context, loading, failed, confirming, submitting, refreshing],
  );
}
