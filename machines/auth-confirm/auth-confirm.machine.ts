/**
 * Account confirmation (SPEC §2.4): the 6-digit code e-mailed at sign-up confirms the account; a
 * new code can be asked for. Once confirmed, the screen offers to sign in. After repeated wrong
 * codes the server asks for a proof-of-work challenge: the flow solves one and confirms again,
 * once per submit.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CodeMailVariables } from '@/lib/account/account-operations';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import { codeError, collectErrors, requiredEmailError } from '@/lib/session/auth-validation';
import type { AuthConfirmContext, AuthConfirmEvent, AuthConfirmInput, ConfirmRequest } from './auth-confirm.types';
import { canSolveChallenge, solveChallengeActor, solvedChallenge, solvingChallengeState } from '../challenge-step';

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
    solveChallenge: solveChallengeActor,
    resendCode: fromPromise<{ destination: string }, CodeMailVariables>(() => Promise.reject(new Error('provided by useAuthConfirm'))),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    hasEmail: ({ context }) => Object.keys(emailErrors(context)).length === 0,
    // One challenge per submit: asked again right after solving one, the flow shows the refusal.
    canSolveChallenge,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null, notice: null })),
    showEmailError: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, ...emailErrors(context) }, error: null, notice: null })),
    // A challenge is used once: whatever the answer, the next submit starts without one.
    showFailure: assign(({ event }) => ({ error: describeAuthFailure((event as { error?: unknown }).error), notice: null, challenge: null })),
    useChallenge: assign(solvedChallenge),
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
        'form.submit': [{ guard: 'isFormValid', target: 'confirming', actions: 'clearMessages' }, { actions: 'showFieldErrors' }],
        'code.resend': [{ guard: 'hasEmail', target: 'resending', actions: 'clearMessages' }, { actions: 'showEmailError' }],
      },
    },
    confirming: {
      description: 'Codul se verifică pe server.',
      tags: ['busy'],
      invoke: {
        id: 'confirmSignUp',
        src: 'confirmSignUp',
        input: ({ context }) => ({ email: context.email.trim(), code: context.code.replace(/\s+/gu, ''), challenge: context.challenge }),
        onDone: { target: 'confirmed' },
        onError: [{ guard: 'canSolveChallenge', target: 'solvingChallenge' }, { target: 'editing', actions: 'showFailure' }],
      },
    },
    solvingChallenge: solvingChallengeState(
      'VERIFY_CODE',
      'confirming',
      'După prea multe coduri greșite serverul cere o verificare: browserul rezolvă o problemă de calcul (proof-of-work) și ' +
      'așteaptă cât cere serverul, apoi trimite din nou codul. Ce s-a scris rămâne.',
    ),
    resending: {
      description: 'Se trimite un cod nou pe e-mail.',
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email.trim(), challenge: context.challenge }),
        onDone: { target: 'editing', actions: 'noteCodeResent' },
        onError: [{ guard: 'canSolveChallenge', target: 'solvingResendChallenge' }, { target: 'editing', actions: 'showFailure' }],
      },
    },
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
