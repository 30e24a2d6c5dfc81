/**
 * Sign-up (SPEC §2.4): e-mail, password (8 characters at least), an optional first name, and the
 * account type; a dealer also gives the company name. The server creates an unconfirmed account
 * and e-mails a 6-digit code; the flow then goes to the confirmation page. Past the free code mails
 * of the e-mail or the address the server asks for a SEND_CODE challenge (machines/challenge-step).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  collectErrors,
  companyNameError,
  newPasswordError,
  personNameError,
  requiredEmailError,
} from '@/lib/session/auth-validation';
import type { AuthSignUpContext, AuthSignUpEvent, AuthSignUpInput, SignUpRequest } from './auth-sign-up.types';
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

function errorsOf(context: AuthSignUpContext) {
  return collectErrors(
    {
      email: context.email,
      password: context.password,
      givenName: context.givenName,
      companyName: context.companyName,
    },
    {
      email: requiredEmailError,
      password: newPasswordError,
      givenName: personNameError,
      ...(context.userType === 'PROFESSIONAL' ? { companyName: companyNameError } : {}),
    },
  );
}

export const authSignUpMachine = setup({
  types: {
    context: {} as AuthSignUpContext,
    events: {} as AuthSignUpEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthSignUpInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    solveChallenge: solveChallengeActor,
    submitSignUp: fromPromise<{ destination: string }, SignUpRequest>(() =>
      Promise.reject(new Error('submitSignUp is provided by useAuthSignUp')),
    ),
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
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    chooseUserType: assign(({ context, event }) => {
      if (event.type !== 'userType.choose') return {};
      const { companyName: _cleared, ...fieldErrors } = context.fieldErrors;
      return { userType: event.userType, fieldErrors, error: null };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null })),
    // A challenge is used once: whatever the answer, the next submit starts without one.
    showFailure: assign((_, params: FailureParams) => failedCall(params)),
    useChallenge: assign((_, params: SolvedChallengeParams) => solvedChallenge(params)),
    // Provided by the hook: navigates to /authentication/confirm?email=...&sent=1
    goToConfirmation: () => {},
  },
}).createMachine({
  id: 'authSignUp',
  description: 'Crearea unui cont nou cu confirmare prin cod trimis pe e-mail.',
  context: ({ input }) => ({
    email: input.email ?? '',
    password: '',
    givenName: '',
    companyName: '',
    userType: input.userType ?? 'PRIVATE',
    fieldErrors: {},
    error: null,
    challenge: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Formularul de înregistrare: persoană fizică sau firmă (dealer).',
      on: {
        'field.change': { actions: 'changeField' },
        'userType.choose': { actions: 'chooseUserType' },
        'form.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    submitting: {
      description: 'Contul se creează; serverul trimite codul de confirmare pe e-mail.',
      tags: ['busy'],
      invoke: {
        id: 'submitSignUp',
        src: 'submitSignUp',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          givenName: context.givenName.trim() || null,
          userType: context.userType,
          companyName: context.userType === 'PROFESSIONAL' ? context.companyName.trim() : null,
          challenge: context.challenge,
        }),
        onDone: { target: 'registered' },
        onError: challengeOrFailure('solvingChallenge'),
      },
    },
    solvingChallenge: solvingChallengeState(
      'SEND_CODE',
      'submitting',
      'După multe coduri cerute pentru același e-mail (5 pe oră) sau de la aceeași adresă (20 pe oră) serverul cere o verificare: ' +
        'browserul rezolvă o problemă de calcul (proof-of-work) și așteaptă cât cere serverul (1, 2, 4, 8, apoi cel mult 15 minute), ' +
        'apoi trimite din nou înregistrarea. Ce s-a scris rămâne.',
    ),
    registered: {
      description: 'Contul a fost creat: se merge la pagina de confirmare, unde se introduce codul.',
      type: 'final',
      entry: 'goToConfirmation',
    },
  },
});
