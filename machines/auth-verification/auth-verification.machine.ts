/**
 * Verification of an unconfirmed account (SPEC §2.4): signing in to an account that was never
 * confirmed lands here; a new code is e-mailed and the confirmation page takes it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import type { CodeMailVariables } from '@/lib/account/account-operations';
import { collectErrors, requiredEmailError } from '@/lib/session/auth-validation';
import { canSolveChallenge, solveChallengeActor, solvedChallenge, solvingChallengeState } from '../challenge-step';
import type { AuthVerificationContext, AuthVerificationEvent, AuthVerificationInput } from './auth-verification.types';

function errorsOf(context: AuthVerificationContext) {
  return collectErrors({ email: context.email }, { email: requiredEmailError });
}

export const authVerificationMachine = setup({
  types: {
    context: {} as AuthVerificationContext,
    events: {} as AuthVerificationEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthVerificationInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    solveChallenge: solveChallengeActor,
    resendCode: fromPromise<{ destination: string }, CodeMailVariables>(() => Promise.reject(new Error('provided by useAuthVerification'))),
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
    // Provided by the hook: navigates to /authentication/confirm?email=...&sent=1
    goToConfirmation: () => {},
  },
}).createMachine({
  id: 'authVerification',
  description: 'Un cont neconfirmat cere un cod nou de confirmare.',
  context: ({ input }) => ({ email: input.email ?? '', fieldErrors: {}, error: null, challenge: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Pagina explică faptul că e-mailul nu este confirmat și oferă un cod nou.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'sending' }, { actions: 'showFieldErrors' }],
      },
    },
    sending: {
      description: 'Se trimite un cod nou pe e-mail.',
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email.trim(), challenge: context.challenge }),
        onDone: { target: 'sent' },
        onError: [{ guard: 'canSolveChallenge', target: 'solvingChallenge' }, { target: 'editing', actions: 'showFailure' }],
      },
    },
    solvingChallenge: solvingChallengeState(
      'SEND_CODE',
      'sending',
      'După multe coduri cerute pentru același e-mail (5 pe oră) sau de la aceeași adresă (20 pe oră) serverul cere o verificare: browserul rezolvă o problemă de calcul (proof-of-work) și așteaptă cât cere serverul (1, 2, 4, 8, apoi cel mult 15 minute), apoi cere codul din nou. E-mailul scris rămâne.',
    ),
    sent: {
      description: 'Codul a plecat: se merge la pagina de confirmare.',
      type: 'final',
      entry: 'goToConfirmation',
    },
  },
});
