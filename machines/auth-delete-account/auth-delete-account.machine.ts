/**
 * Account deletion (SPEC §2.4 /delete-account): the password is asked again, the account goes with
 * its adverts, then the session is closed. A wrong password keeps the user on the form; after
 * repeated wrong ones the flow solves a proof-of-work challenge and tries again, once per submit.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describePasswordCheckFailure } from '@/lib/session/auth-errors';
import { collectErrors, requiredPasswordError } from '@/lib/session/auth-validation';
import type {
  AuthDeleteAccountContext,
  AuthDeleteAccountEvent,
  AuthDeleteAccountInput,
  DeleteAccountRequest,
} from './auth-delete-account.types';
import { type FailureParams } from '../actor-events';
import {
  canSolveChallenge,
  challengeOrFailure,
  failedCall,
  solveChallengeActor,
  solvedChallenge,
  solvingChallengeState,
  type SolvedChallengeParams,
} from '../challenge-step';

function errorsOf(context: AuthDeleteAccountContext) {
  return collectErrors({ password: context.password }, { password: requiredPasswordError });
}

export const authDeleteAccountMachine = setup({
  types: {
    context: {} as AuthDeleteAccountContext,
    events: {} as AuthDeleteAccountEvent,
    input: {} as AuthDeleteAccountInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    deleteAccount: fromPromise<void, DeleteAccountRequest>(() =>
      Promise.reject(new Error('provided by useAuthDeleteAccount')),
    ),
    solveChallenge: solveChallengeActor,
    signOut: fromPromise<void, void>(() => Promise.reject(new Error('provided by useAuthDeleteAccount'))),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    // One challenge per submit: asked again right after solving one, the flow shows the refusal.
    canSolveChallenge,
  },
  actions: {
    changeField: assign(({ event }) =>
      event.type === 'field.change' ? { password: event.value, fieldErrors: {}, error: null } : {},
    ),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null })),
    // A challenge is used once: whatever the answer, the next submit starts without one.
    showFailure: assign((_, params: FailureParams) => failedCall(params, describePasswordCheckFailure)),
    useChallenge: assign((_, params: SolvedChallengeParams) => solvedChallenge(params)),
    forgetPassword: assign({ password: '' }),
  },
}).createMachine({
  id: 'authDeleteAccount',
  description: 'Ștergerea definitivă a contului, cu parola cerută din nou.',
  context: ({ input }) => ({ password: '', fieldErrors: {}, error: null, email: input.email, challenge: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Pagina explică ce se pierde și cere parola.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'deleting' }, { actions: 'showFieldErrors' }],
      },
    },
    deleting: {
      description: 'Contul și anunțurile lui se șterg.',
      tags: ['busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ password: context.password, challenge: context.challenge }),
        onDone: { target: 'signingOut', actions: 'forgetPassword' },
        onError: challengeOrFailure('solvingChallenge'),
      },
    },
    solvingChallenge: solvingChallengeState(
      'SIGN_IN',
      'deleting',
      'După prea multe parole greșite serverul cere o verificare: browserul rezolvă o problemă de calcul (proof-of-work) și ' +
        'așteaptă cât cere serverul, apoi încearcă din nou ștergerea. Parola scrisă rămâne.',
    ),
    signingOut: {
      description: 'Contul nu mai există: sesiunea se închide și celelalte taburi sunt anunțate.',
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'deleted' },
        // The account is gone either way; its session cannot be renewed any more.
        onError: { target: 'deleted' },
      },
    },
    deleted: {
      description: 'Contul a fost șters.',
      type: 'final',
    },
  },
});
