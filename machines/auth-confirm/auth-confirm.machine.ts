/**
 * Account confirmation (SPEC §2.4): the 6-digit code e-mailed at sign-up confirms the account; a
 * new code can be asked for. Once confirmed, the screen offers to sign in. After repeated wrong
 * codes the server asks for a proof-of-work challenge: the flow solves one and confirms again,
 * once per submit.
 */
import { assign, fromPromise, setup } from 'xstate';
import { codeError, collectErrors, requiredEmailError } from '@/lib/session/auth-validation';
import type { AuthConfirmContext, AuthConfirmEvent, AuthConfirmInput, ConfirmRequest } from './auth-confirm.types';
import { type FailureParams } from '../actor-events';
import {
  challengeOrFailure,
  failedCall,
  solvedChallenge,
  solvingChallengeState,
  type SolvedChallengeParams,
} from '../challenge-step';
import { codeMailActor, codeMailState, emailCodeSetup } from '../email-code-setup';

function errorsOf(context: AuthConfirmContext) {
  return collectErrors({ email: context.email, code: context.code }, { email: requiredEmailError, code: codeError });
}

function emailErrors(context: AuthConfirmContext) {
  return collectErrors({ email: context.email, code: context.code }, { email: requiredEmailError });
}

export const authConfirmMachine = setup({
  types: {
    context: {} as AuthConfirmContext,
    events: {} as AuthConfirmEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthConfirmInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    confirmSignUp: fromPromise<void, ConfirmRequest>(() => Promise.reject(new Error('provided by useAuthConfirm'))),
    ...emailCodeSetup.actors,
    resendCode: codeMailActor('useAuthConfirm'),
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
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null, notice: null })),
    showEmailError: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, ...emailErrors(context) },
      error: null,
      notice: null,
    })),
    // A challenge is used once: whatever the answer, the next submit starts without one.
    showFailure: assign((_, params: FailureParams) => ({ ...failedCall(params), notice: null })),
    useChallenge: assign((_, params: SolvedChallengeParams) => solvedChallenge(params)),
    noteCodeResent: assign({ notice: 'codeResent', error: null, code: '', challenge: null }),
    clearMessages: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'authConfirm',
  description: 'Confirmarea contului cu codul de 6 cifre primit pe e-mail.',
  context: ({ input }) => ({
    email: input.email ?? '',
    code: '',
    fieldErrors: {},
    error: null,
    notice: input.codeSent ? 'codeSent' : null,
    challenge: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Se introduce codul (și e-mailul, dacă pagina nu îl știe).',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'confirming', actions: 'clearMessages' },
          { actions: 'showFieldErrors' },
        ],
        'code.resend': [
          { guard: 'hasEmail', target: 'resending', actions: 'clearMessages' },
          { actions: 'showEmailError' },
        ],
      },
    },
    confirming: {
      description: 'Codul se verifică pe server.',
      tags: ['busy'],
      invoke: {
        id: 'confirmSignUp',
        src: 'confirmSignUp',
        input: ({ context }) => ({
          email: context.email.trim(),
          code: context.code.replace(/\s+/gu, ''),
          challenge: context.challenge,
        }),
        onDone: { target: 'confirmed' },
        onError: challengeOrFailure('solvingChallenge'),
      },
    },
    solvingChallenge: solvingChallengeState(
      'VERIFY_CODE',
      'confirming',
      'După prea multe coduri greșite serverul cere o verificare: browserul rezolvă o problemă de calcul (proof-of-work) și ' +
        'așteaptă cât cere serverul, apoi trimite din nou codul. Ce s-a scris rămâne.',
    ),
    resending: codeMailState('resendCode', 'solvingResendChallenge', 'Se trimite un cod nou pe e-mail.', {
      target: 'editing' as const,
      actions: 'noteCodeResent' as const,
    }),
    solvingResendChallenge: solvingChallengeState(
      'SEND_CODE',
      'resending',
      'După multe coduri cerute (5 pe oră pentru același e-mail, 20 de la aceeași adresă) serverul cere o verificare pentru codul nou: ' +
        'browserul o rezolvă și așteaptă cât cere serverul (1, 2, 4, 8, apoi cel mult 15 minute), apoi cere codul din nou. Ce s-a scris rămâne.',
    ),
    confirmed: {
      description: 'Contul este confirmat; utilizatorul se poate autentifica.',
      type: 'final',
    },
  },
});
