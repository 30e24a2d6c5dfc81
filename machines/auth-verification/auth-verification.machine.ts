/**
 * Verification of an unconfirmed account (SPEC §2.4): signing in to an account that was never
 * confirmed lands here; a new code is e-mailed and the confirmation page takes it.
 */
import { assign, setup } from 'xstate';
import { type FailureParams } from '../actor-events';
import { failedCall, solvedChallenge, solvingChallengeState, type SolvedChallengeParams } from '../challenge-step';
import { codeMailActor, codeMailState, emailCodeSetup, emailEditingState, emailOnlyForm } from '../email-code-setup';
import type { AuthVerificationContext, AuthVerificationEvent, AuthVerificationInput } from './auth-verification.types';

export const authVerificationMachine = setup({
  types: {
    context: {} as AuthVerificationContext,
    events: {} as AuthVerificationEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthVerificationInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: { ...emailCodeSetup.actors, resendCode: codeMailActor('useAuthVerification') },
  guards: { ...emailCodeSetup.guards, isFormValid: emailOnlyForm.isFormValid },
  actions: {
    changeField: assign(({ event }) => emailOnlyForm.changed(event)),
    showFieldErrors: assign(({ context }) => emailOnlyForm.invalid(context)),
    showFailure: assign((_, params: FailureParams) => failedCall(params)),
    useChallenge: assign((_, params: SolvedChallengeParams) => solvedChallenge(params)),
    // Provided by the hook: navigates to /authentication/confirm?email=...&sent=1
    goToConfirmation: () => {},
  },
}).createMachine({
  id: 'authVerification',
  description: 'Un cont neconfirmat cere un cod nou de confirmare.',
  context: ({ input }) => ({ email: input.email ?? '', fieldErrors: {}, error: null, challenge: null }),
  initial: 'editing',
  states: {
    editing: emailEditingState('Pagina explică faptul că e-mailul nu este confirmat și oferă un cod nou.', 'sending'),
    sending: codeMailState('resendCode', 'solvingChallenge', 'Se trimite un cod nou pe e-mail.', {
      target: 'sent' as const,
    }),
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
