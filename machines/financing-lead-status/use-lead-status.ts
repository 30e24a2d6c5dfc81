/**
 * useLeadStatus(input, deps): one lead's status control with the real GraphQL call; returns the
 * status as shown, booleans and intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { FinancingAccount_Lead, FinancingLeadStatus } from '@/lib/graphql/generated/operations';
import { flowInspector } from '../flow-inspector';
import { leadStatusMachine } from './financing-lead-status.machine';
import type { LeadStatusInput } from './financing-lead-status.types';

/** What the status control shows and can ask for. */
export interface LeadStatusView {
  /** The saved status, or the one being saved. */
  readonly status: FinancingLeadStatus;
  readonly saving: boolean;
  /** i18n key of the last change's failure (the saved status is shown again), or null. */
  readonly error: string | null;
  readonly change: (status: FinancingLeadStatus) => void;
  readonly retry: () => void;
}

const realActors = {
  saveStatus: fromPromise<FinancingAccount_Lead, { id: string; status: FinancingLeadStatus }>(async ({ input }) =>
    (await import('@/lib/financing-account/financing-account-api')).saveLeadStatus(input),
  ),
};

/** Replacement actors (model tests park them). */
export interface LeadStatusDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function useLeadStatus(input: LeadStatusInput, deps: LeadStatusDeps = {}): LeadStatusView {
  const [logic] = useState(() => leadStatusMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      status: context.pending ?? context.status,
      saving,
      error: context.failure?.i18nKey ?? null,
      change: (status: FinancingLeadStatus) => actor.send({ type: 'status.change', status }),
      retry: () => actor.send({ type: 'status.retry' }),
    }),
    [actor, context, saving],
  );
}
