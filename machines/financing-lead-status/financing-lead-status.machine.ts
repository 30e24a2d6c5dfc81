/**
 * One financing lead's status on /contul-meu/leads (NEW, CONTACTED, CLOSED): the chosen status is
 * shown at once and saved through GraphQL; the server's status replaces it, or the control goes
 * back to the saved one with a translated reason and "Încearcă din nou". One change at a time.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FinancingAccount_Lead, FinancingLeadStatus } from '@/lib/graphql/generated/operations';
import { firstErrorExtensions, refusalKey } from '@/lib/graphql/refusal';
import { failureOf, outputOf, type FailureParams } from '../actor-events';
import type { LeadStatusContext, LeadStatusEvent, LeadStatusInput } from './financing-lead-status.types';

const notProvided = () => Promise.reject(new Error('provided by useLeadStatus'));

/** The i18n key of a status the server did not save. */
export function statusFailureKey(error: unknown): string {
  const refusal = refusalKey(error);
  if (refusal) return refusal;
  return firstErrorExtensions(error)['code'] === 'FORBIDDEN'
    ? 'errors:financing.forbidden'
    : 'errors:financing.saveFailed';
}

export const leadStatusMachine = setup({
  types: {
    context: {} as LeadStatusContext,
    events: {} as LeadStatusEvent,
    input: {} as LeadStatusInput,
    tags: {} as 'busy',
  },
  actors: {
    saveStatus: fromPromise<FinancingAccount_Lead, { id: string; status: FinancingLeadStatus }>(notProvided),
  },
  guards: {
    isNewStatus: ({ context, event }) => event.type === 'status.change' && event.status !== context.status,
    hasFailure: ({ context }) => context.failure !== null,
  },
  actions: {
    startChange: assign(({ event }) => ({
      pending: event.type === 'status.change' ? event.status : null,
      failure: null,
    })),
    startRetry: assign(({ context }) => ({ pending: context.failure?.status ?? null, failure: null })),
    keepSaved: assign((_, lead: FinancingAccount_Lead) => ({ status: lead.status, pending: null })),
    rollBack: assign(({ context }, { error }: FailureParams) => ({
      failure: context.pending ? { status: context.pending, i18nKey: statusFailureKey(error) } : null,
      pending: null,
    })),
  },
}).createMachine({
  id: 'financingLeadStatus',
  description:
    'Starea unei cereri de finanțare (nouă, contactată, închisă): se vede imediat, se salvează prin GraphQL și ' +
    'revine, cu motivul, dacă serverul nu o salvează.',
  context: ({ input }) => ({ id: input.id, status: input.status, pending: null, failure: null }),
  initial: 'ready',
  states: {
    ready: {
      description: 'Starea salvată a cererii; eventual eroarea ultimei schimbări.',
      on: {
        'status.change': { guard: 'isNewStatus', target: 'saving', actions: 'startChange' },
        'status.retry': { guard: 'hasFailure', target: 'saving', actions: 'startRetry' },
      },
    },
    saving: {
      description: 'Noua stare se salvează; controlul o arată deja și așteaptă.',
      tags: ['busy'],
      invoke: {
        id: 'saveStatus',
        src: 'saveStatus',
        input: ({ context }) => ({ id: context.id, status: context.pending ?? context.status }),
        onDone: { target: 'ready', actions: { type: 'keepSaved', params: outputOf } },
        onError: { target: 'ready', actions: { type: 'rollBack', params: failureOf } },
      },
    },
  },
});
