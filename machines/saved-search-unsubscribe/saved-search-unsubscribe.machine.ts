/**
 * Unsubscribing from a saved search's alerts with the link of an alert e-mail, without a session
 * (SPEC §2.2). Opening the link changes nothing: e-mail link scanners follow links, so the alerts
 * stop only when the reader presses 'Dezabonează-mă de la alerte'. A bad link says so with a way
 * out; a failed call offers a retry.
 */
import { assign, fromPromise, setup } from 'xstate';
import { SAVED_SEARCH_ERRORS } from '@/lib/saved-searches/saved-search-rules';
import { outputOf } from '../actor-events';
import type {
  SavedSearchUnsubscribeContext,
  SavedSearchUnsubscribeEvent,
  SavedSearchUnsubscribeInput,
  UnsubscribeOutcome,
} from './saved-search-unsubscribe.types';

const notProvided = () => Promise.reject(new Error('provided by useSavedSearchUnsubscribe'));

export const savedSearchUnsubscribeMachine = setup({
  types: {
    context: {} as SavedSearchUnsubscribeContext,
    events: {} as SavedSearchUnsubscribeEvent,
    input: {} as SavedSearchUnsubscribeInput,
    tags: {} as 'busy',
  },
  actors: {
    unsubscribe: fromPromise<UnsubscribeOutcome, { token: string }>(notProvided),
  },
  guards: {
    isUnsubscribed: (_, outcome: UnsubscribeOutcome) => outcome.kind === 'unsubscribed',
  },
  actions: {
    showOutcome: assign((_, outcome: UnsubscribeOutcome) =>
      outcome.kind === 'unsubscribed' ? { name: outcome.name, error: null } : { error: outcome.key },
    ),
    showFailure: assign({ error: SAVED_SEARCH_ERRORS.saveFailed }),
  },
}).createMachine({
  id: 'savedSearchUnsubscribe',
  description: 'Dezabonarea de la alertele unei căutări salvate, din linkul unui e-mail, fără cont.',
  context: ({ input }) => ({ token: input.token, name: null, error: null }),
  initial: 'asking',
  states: {
    asking: {
      description: 'Butonul „Dezabonează-mă de la alerte”: deschiderea linkului nu schimbă nimic.',
      on: { 'unsubscribe.confirm': { target: 'unsubscribing' } },
    },
    unsubscribing: {
      description: 'Alertele se opresc pe server.',
      tags: ['busy'],
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isUnsubscribed', params: outputOf },
            target: 'unsubscribed',
            actions: { type: 'showOutcome', params: outputOf },
          },
          { target: 'badLink', actions: { type: 'showOutcome', params: outputOf } },
        ],
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    unsubscribed: {
      description: '„Nu mai primești alerte pentru «nume»”, cu un link spre căutările salvate.',
      type: 'final',
    },
    badLink: {
      description: 'Linkul nu este bun: mesajul spune de ce, cu linkuri spre căutările salvate și spre prima pagină.',
      type: 'final',
    },
    failed: {
      description: 'Cererea a eșuat (rețea): „Încearcă din nou”.',
      on: { 'unsubscribe.retry': { target: 'unsubscribing', actions: assign({ error: null }) } },
    },
  },
});
