/**
 * A main account acting for a member of its team, and going back (SPEC §6 "the main account can
 * impersonate sub-accounts"). The server is told first (the session now acts for the member, or
 * no longer does), then the session is refreshed past its cache so the id token carries the new
 * identity, then the page is loaded afresh (no data of the other identity stays on screen).
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import { failureOf, type FailureParams } from '../actor-events';
import type { ImpersonationContext, ImpersonationEvent, ImpersonationInput } from './impersonation.types';

const notProvided = () => Promise.reject(new Error('provided by useImpersonation'));

export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as ImpersonationInput,
    tags: {} as 'busy',
  },
  actors: {
    startActing: fromPromise<void, { userId: string }>(notProvided),
    stopActing: fromPromise<void, void>(notProvided),
    refreshSession: fromPromise<void, void>(notProvided),
  },
  guards: {
    isStarting: ({ context }) => context.direction === 'start',
  },
  actions: {
    chooseMember: assign(({ event }) =>
      event.type === 'impersonation.start'
        ? {
            direction: 'start' as const,
            member: { userUUID: event.userUUID, displayName: event.displayName },
            leaving: null,
            error: null,
          }
        : {},
    ),
    chooseOwnAccount: assign(({ event }) =>
      event.type === 'impersonation.stop'
        ? {
            direction: 'stop' as const,
            member: null,
            leaving: { memberName: event.memberName, mainName: event.mainName },
            error: null,
          }
        : {},
    ),
    showFailure: assign((_, { error }: FailureParams) => ({ error: describeAuthFailure(error) })),
    forget: assign({ direction: null, member: null, leaving: null, error: null }),
    clearError: assign({ error: null }),
    // Provided by the hook: a full load of where the new identity starts.
    reloadAs: () => {},
  },
}).createMachine({
  id: 'impersonation',
  description: 'Contul principal acționează în numele unui membru al echipei și revine la propriul cont.',
  context: () => ({ direction: null, member: null, leaving: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nicio schimbare în curs.',
      on: {
        'impersonation.start': { target: 'starting', actions: 'chooseMember' },
        'impersonation.stop': { target: 'stopping', actions: 'chooseOwnAccount' },
      },
    },
    starting: {
      description: 'Serverul trece sesiunea pe identitatea membrului ales.',
      tags: ['busy'],
      invoke: {
        id: 'startActing',
        src: 'startActing',
        input: ({ context }) => ({ userId: context.member?.userUUID ?? '' }),
        onDone: { target: 'refreshing' },
        onError: { target: 'failed', actions: { type: 'showFailure', params: failureOf } },
      },
    },
    stopping: {
      description: 'Serverul readuce sesiunea la contul principal.',
      tags: ['busy'],
      invoke: {
        id: 'stopActing',
        src: 'stopActing',
        onDone: { target: 'refreshing' },
        onError: { target: 'failed', actions: { type: 'showFailure', params: failureOf } },
      },
    },
    refreshing: {
      description: 'Sesiunea se reîmprospătează ocolind memoria cache: noul token poartă noua identitate.',
      tags: ['busy'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: { target: 'switched' },
        onError: { target: 'failed', actions: { type: 'showFailure', params: failureOf } },
      },
    },
    failed: {
      description: 'Schimbarea a eșuat; se poate încerca din nou sau renunța.',
      on: {
        'impersonation.retry': [
          { guard: 'isStarting', target: 'starting', actions: 'clearError' },
          { target: 'stopping', actions: 'clearError' },
        ],
        'impersonation.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
    switched: {
      description: 'Gata: pagina se reîncarcă sub noua identitate.',
      tags: ['busy'],
      type: 'final',
      entry: 'reloadAs',
    },
  },
});
