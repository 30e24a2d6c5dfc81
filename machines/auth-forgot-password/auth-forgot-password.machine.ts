/**
 * Forgot password, first step (SPEC §2.4): the e-mail receives a reset code; the page then says
 * so (email-success) and leads to the code and new password. Unknown addresses get the same
 * answer, so the page never tells who has an account.
 */
import { assign, setup } from 'xstate';
import { type FailureParams } from '../actor-events';
import { failedCall, solvedChallenge, solvingChallengeState, type SolvedChallengeParams } from '../challenge-step';
import {
  codeMailActor,
  codeMailState,
  destinationOf,
  emailCodeSetup,
  emailEditingState,
  emailOnlyForm,
  type CodeDestination,
} from '../email-code-setup';
import type {
  AuthForgotPasswordContext,
  AuthForgotPasswordEvent,
  AuthForgotPasswordInput,
} from './auth-forgot-password.types';

export const authForgotPasswordMachine = setup({
  types: {
    context: {} as AuthForgotPasswordContext,
    events: {} as AuthForgotPasswordEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthForgotPasswordInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: { ...emailCodeSetup.actors, requestReset: codeMailActor('useAuthForgotPassword') },
  guards: { ...emailCodeSetup.guards, isFormValid: emailOnlyForm.isFormValid },
  actions: {
    changeField: assign(({ event }) => emailOnlyForm.changed(event)),
    showFieldErrors: assign(({ context }) => emailOnlyForm.invalid(context)),
    showFailure: assign((_, params: FailureParams) => failedCall(params)),
    useChallenge: assign((_, params: SolvedChallengeParams) => solvedChallenge(params)),
    keepDestination: assign((_, { destination }: CodeDestination) => ({ destination })),
    // Provided by the hook: navigates to /authentication/forgotpassword/email-success
    goToEmailSuccess: () => {},
  },
}).createMachine({
  id: 'authForgotPassword',
  description: 'Cererea unui cod de resetare a parolei.',
  context: ({ input }) => ({
    email: input.email ?? '',
    fieldErrors: {},
    error: null,
    challenge: null,
    destination: '',
  }),
  initial: 'editing',
  states: {
    editing: emailEditingState('Se introduce e-mailul contului.', 'requesting'),
    requesting: codeMailState('requestReset', 'solvingChallenge', 'Se trimite codul de resetare pe e-mail.', {
      target: 'sent' as const,
      actions: { type: 'keepDestination' as const, params: destinationOf },
    }),
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
