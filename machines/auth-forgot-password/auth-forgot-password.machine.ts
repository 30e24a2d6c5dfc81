/**
 * Forgot password, first step (SPEC §2.4): the e-mail receives a reset code; the page then says
 * so (email-success) and leads to the code and new password. Unknown addresses get the same
 * answer, so the page never tells who has an account.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import type { CodeMailVariables } from '@/lib/account/account-operations';
import { collectErrors, requiredEmailError } from '@/lib/session/auth-validation';
import { canSolveChallenge, solveChallengeActor, solvedChallenge, solvingChallengeState } from '../challenge-step';
import type { AuthForgotPasswordContext, AuthForgotPasswordEvent, AuthForgotPasswordInput } from './auth-forgot-password.types';

function errorsOf(context: AuthForgotPasswordContext) {
  return collectErrors({ email: context.email }, { email: requiredEmailError });
}

export const authForgotPasswordMachine = setup({
  types: {
    context: {} as AuthForgotPasswordContext,
    events: {} as AuthForgotPasswordEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthForgotPasswordInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    solveChallenge: solveChallengeActor,
    requestReset: fromPromise<{ destination: string }, CodeMailVariables>(() => Promise.reject(new Error('provided by useAuthForgotPassword'))),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    // One challenge per submit: asked again right after solving one, the flow shows the refusal.
    canSolveChallenge,
  },
  actions: {
    changeField: assign(({ event }) => (event.type === 'field.change' ? { email: event.value, fieldErrors: {}, error: null, challenge: null } : {})),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null })),
    // A challenge is used once: whatever the answer, the next submit starts without one.
    showFailure: assign(({ event }) => ({ error: describeAuthFailure((event as { error?: unknown }).error), challenge: null })),
    useChallenge: assign(solvedChallenge),
    keepDestination: assign(({ event }) => ({ destination: (event as { output?: { destination?: string } }).output?.destination ?? '' })),
    // Provided by the hook: navigates to /authentication/forgotpassword/email-success
    goToEmailSuccess: () => {},
  },
}).createMachine({
  id: 'authForgotPassword',
  description: 'Cererea unui cod de resetare a parolei.',
  context: ({ input }) => ({ email: input.email ?? '', fieldErrors: {}, error: null, challenge: null, destination: '' }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Se introduce e-mailul contului.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'requesting' }, { actions: 'showFieldErrors' }],
      },
    },
    requesting: {
      description: 'Se trimite codul de resetare pe e-mail.',
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim(), challenge: context.challenge }),
        onDone: { target: 'sent', actions: 'keepDestination' },
        onError: [{ guard: 'canSolveChallenge', target: 'solvingChallenge' }, { target: 'editing', actions: 'showFailure' }],
      },
    },
    solvingChallenge: solvingChallengeState(
      'SEND_CODE',
      'requesting',
      'După multe coduri cerute pentru același e-mail (5 pe oră) sau de la aceeași adresă (20 pe oră) serverul cere o verificare: browserul rezolvă o problemă de calcul (proof-of-work) și așteaptă cât cere serverul (1, 2, 4, 8, apoi cel mult 15 minute), apoi cere codul din nou. E-mailul scris rămâne.',
    ),
    sent: {
      description: 'Codul a plecat: pagina de confirmare a trimiterii, apoi codul și parola nouă.',
      type: 'final',
      entry: 'goToEmailSuccess',
    },
  },
});
