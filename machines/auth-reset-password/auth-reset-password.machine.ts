/**
 * Password reset with the e-mailed code (SPEC §2.4): code and new password (8 characters at
 * least); every session of the user ends on the server. A new code can be asked for here. After
 * repeated wrong codes the server asks for a proof-of-work challenge: the flow solves one and saves
 * again, once per submit.
 */
import { assign, fromPromise, setup } from 'xstate';
import { codeError, collectErrors, newPasswordError, requiredEmailError } from '@/lib/session/auth-validation';
import type {
  AuthResetPasswordContext,
  AuthResetPasswordEvent,
  AuthResetPasswordInput,
  ResetPasswordRequest,
} from './auth-reset-password.types';
import { type FailureParams } from '../actor-events';
import {
  challengeOrFailure,
  failedCall,
  solvedChallenge,
  solvingChallengeState,
  type SolvedChallengeParams,
} from '../challenge-step';
import { codeMailActor, codeMailState, emailCodeSetup } from '../email-code-setup';

function values(context: AuthResetPasswordContext) {
  return { email: context.email, code: context.code, newPassword: context.newPassword };
}

function errorsOf(context: AuthResetPasswordContext) {
  return collectErrors(values(context), { email: requiredEmailError, code: codeError, newPassword: newPasswordError });
}

function emailErrors(context: AuthResetPasswordContext) {
  return collectErrors(values(context), { email: requiredEmailError });
}

export const authResetPasswordMachine = setup({
  types: {
    context: {} as AuthResetPasswordContext,
    events: {} as AuthResetPasswordEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthResetPasswordInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    confirmReset: fromPromise<void, ResetPasswordRequest>(() =>
      Promise.reject(new Error('provided by useAuthResetPassword')),
    ),
    ...emailCodeSetup.actors,
    requestReset: codeMailActor('useAuthResetPassword'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    hasEmail: ({ context }) => Object.keys(emailErrors(context)).length === 0,
    ...emailCodeSetup.guards,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null, codeResent: false })),
    showEmailError: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, ...emailErrors(context) },
      error: null,
      codeResent: false,
    })),
    // A challenge is used once: whatever the answer, the next submit starts without one.
    showFailure: assign((_, params: FailureParams) => ({ ...failedCall(params), codeResent: false })),
    useChallenge: assign((_, params: SolvedChallengeParams) => solvedChallenge(params)),
    noteCodeResent: assign({ codeResent: true, error: null, code: '', challenge: null }),
    clearMessages: assign({ error: null, codeResent: false }),
    // Provided by the hook: navigates to /authentication/forgotpassword/success
    goToSuccess: () => {},
  },
}).createMachine({
  id: 'authResetPassword',
  description: 'Parola nouă, cu codul de resetare primit pe e-mail.',
  context: ({ input }) => ({
    email: input.email ?? '',
    code: input.code ?? '',
    newPassword: '',
    fieldErrors: {},
    error: null,
    codeResent: false,
    challenge: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Se introduc codul și parola nouă.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'resetting', actions: 'clearMessages' },
          { actions: 'showFieldErrors' },
        ],
        'code.resend': [
          { guard: 'hasEmail', target: 'resending', actions: 'clearMessages' },
          { actions: 'showEmailError' },
        ],
      },
    },
    resetting: {
      description: 'Parola nouă se salvează; sesiunile existente se închid.',
      tags: ['busy'],
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        input: ({ context }) => ({
          email: context.email.trim(),
          code: context.code.replace(/\s+/gu, ''),
          newPassword: context.newPassword,
          challenge: context.challenge,
        }),
        onDone: { target: 'done' },
        onError: challengeOrFailure('solvingChallenge'),
      },
    },
    solvingChallenge: solvingChallengeState(
      'VERIFY_CODE',
      'resetting',
      'După prea multe coduri greșite serverul cere o verificare: browserul rezolvă o problemă de calcul (proof-of-work) și ' +
        'așteaptă cât cere serverul, apoi trimite din nou codul și parola. Ce s-a scris rămâne.',
    ),
    resending: codeMailState('requestReset', 'solvingResendChallenge', 'Se trimite un cod nou pe e-mail.', {
      target: 'editing' as const,
      actions: 'noteCodeResent' as const,
    }),
    solvingResendChallenge: solvingChallengeState(
      'SEND_CODE',
      'resending',
      'După multe coduri cerute (5 pe oră pentru același e-mail, 20 de la aceeași adresă) serverul cere o verificare pentru codul nou: ' +
        'browserul o rezolvă și așteaptă cât cere serverul (1, 2, 4, 8, apoi cel mult 15 minute), apoi cere codul din nou. Ce s-a scris rămâne.',
    ),
    done: {
      description: 'Parola a fost schimbată: pagina de succes, de unde utilizatorul se autentifică.',
      type: 'final',
      entry: 'goToSuccess',
    },
  },
});
