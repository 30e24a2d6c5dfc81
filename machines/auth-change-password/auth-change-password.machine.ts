/**
 * Change password from the account settings: the current password and a new one (8 characters
 * at least). The server ends the user's other sessions; this one stays. The current password is
 * checked like a sign-in: after repeated wrong ones the flow solves a proof-of-work challenge and
 * saves again, once per submit.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describePasswordCheckFailure } from '@/lib/session/auth-errors';
import { collectErrors, newPasswordError, requiredPasswordError } from '@/lib/session/auth-validation';
import type {
  AuthChangePasswordContext,
  AuthChangePasswordEvent,
  AuthChangePasswordInput,
  ChangePasswordRequest,
} from './auth-change-password.types';
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

function errorsOf(context: AuthChangePasswordContext) {
  return collectErrors(
    { currentPassword: context.currentPassword, newPassword: context.newPassword },
    { currentPassword: requiredPasswordError, newPassword: newPasswordError },
  );
}

export const authChangePasswordMachine = setup({
  types: {
    context: {} as AuthChangePasswordContext,
    events: {} as AuthChangePasswordEvent,
    input: {} as AuthChangePasswordInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(() =>
      Promise.reject(new Error('provided by useAuthChangePassword')),
    ),
    solveChallenge: solveChallengeActor,
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    // One challenge per submit: asked again right after solving one, the flow shows the refusal.
    canSolveChallenge,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null, saved: false };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null, saved: false })),
    // A challenge is used once: whatever the answer, the next submit starts without one.
    showFailure: assign((_, params: FailureParams) => failedCall(params, describePasswordCheckFailure)),
    noteSaved: assign({ currentPassword: '', newPassword: '', saved: true, error: null, challenge: null }),
    useChallenge: assign((_, params: SolvedChallengeParams) => solvedChallenge(params)),
  },
}).createMachine({
  id: 'authChangePassword',
  description: 'Schimbarea parolei din setările contului.',
  context: ({ input }) => ({
    currentPassword: '',
    newPassword: '',
    fieldErrors: {},
    error: null,
    saved: false,
    email: input.email,
    challenge: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Parola actuală și parola nouă; după o salvare reușită apare confirmarea.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'showFieldErrors' }],
      },
    },
    saving: {
      description: 'Parola nouă se salvează; celelalte sesiuni ale utilizatorului se închid.',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.currentPassword,
          newPassword: context.newPassword,
          challenge: context.challenge,
        }),
        onDone: { target: 'editing', actions: 'noteSaved' },
        onError: challengeOrFailure('solvingChallenge'),
      },
    },
    solvingChallenge: solvingChallengeState(
      'SIGN_IN',
      'saving',
      'După prea multe parole greșite serverul cere o verificare: browserul rezolvă o problemă de calcul (proof-of-work) și ' +
        'așteaptă cât cere serverul, apoi salvează din nou. Ce s-a scris rămâne.',
    ),
  },
});
