/**
 * Sign-in with e-mail and password (SPEC §2.4): the form is checked here, the credentials go to
 * next-auth's credentials callback, a failure is shown translated with what was typed kept, and a
 * success goes to the stored or given return URL (default /contul-meu/). An account that is not
 * confirmed yet is sent to the verification page. After repeated failures the server asks for a
 * proof-of-work challenge: the flow solves one (what was typed stays) and sends the same attempt
 * again, once per submit.
 */
import { assign, fromPromise, setup } from 'xstate';
import { collectErrors, requiredEmailError, requiredPasswordError } from '@/lib/session/auth-validation';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import type { AuthSignInContext, AuthSignInEvent, AuthSignInInput, SignInRequest } from './auth-sign-in.types';
import { failureOf, type FailureParams } from '../actor-events';
import {
  canSolveChallenge,
  challengeOrFailure,
  failedCall,
  solveChallengeActor,
  solvedChallenge,
  solvingChallengeState,
  type SolvedChallengeParams,
} from '../challenge-step';

function errorsOf(context: AuthSignInContext) {
  return collectErrors(
    { email: context.email, password: context.password },
    { email: requiredEmailError, password: requiredPasswordError },
  );
}

export const authSignInMachine = setup({
  types: {
    context: {} as AuthSignInContext,
    events: {} as AuthSignInEvent,

    input: {} as AuthSignInInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    submitSignIn: fromPromise<void, SignInRequest>(() =>
      Promise.reject(new Error('submitSignIn is provided by useAuthSignIn')),
    ),
    solveChallenge: solveChallengeActor,
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    isUnconfirmed: (_, { error }: FailureParams) => describeAuthFailure(error).code === 'USER_NOT_CONFIRMED',
    // One challenge per submit: asked again right after solving one, the flow shows the refusal.
    canSolveChallenge,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null })),
    // A challenge is used once: whatever the answer, the next submit starts without one.
    showFailure: assign((_, params: FailureParams) => failedCall(params)),
    clearFailure: assign({ error: null, challenge: null }),
    useChallenge: assign((_, params: SolvedChallengeParams) => solvedChallenge(params)),
    // Provided by the hook: keeps the return URL in local storage for after sign-up and confirmation.
    storeReturnUrl: () => {},
    // Provided by the hook: local storage loginType.
    rememberLoginType: () => {},
    // Provided by the hook: navigates to the post-login destination.
    goToReturnUrl: () => {},
    // Provided by the hook: navigates to /authentication/verification?email=...
    goToVerification: () => {},
  },
}).createMachine({
  id: 'authSignIn',
  description: 'Autentificare cu e-mail și parolă.',
  context: ({ input }) => ({
    email: input.email ?? '',
    password: '',
    fieldErrors: {},
    error: input.pageError ?? null,
    returnUrl: input.returnUrl,
    challenge: null,
  }),
  entry: 'storeReturnUrl',
  initial: 'editing',
  states: {
    editing: {
      description: 'Formularul de autentificare; o eroare rămâne afișată până la următoarea modificare.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearFailure' },
          { actions: 'showFieldErrors' },
        ],
      },
    },
    submitting: {
      description: 'Datele se trimit la /api/auth/callback/credentials.',
      tags: ['busy'],
      invoke: {
        id: 'submitSignIn',
        src: 'submitSignIn',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          callbackUrl: context.returnUrl,
          challenge: context.challenge,
        }),
        onDone: { target: 'signedIn' },
        onError: [
          { guard: { type: 'isUnconfirmed', params: failureOf }, target: 'unconfirmed' },
          ...challengeOrFailure('solvingChallenge'),
        ],
      },
    },
    solvingChallenge: solvingChallengeState(
      'SIGN_IN',
      'submitting',
      'După prea multe încercări greșite serverul cere o verificare: browserul rezolvă o problemă de calcul (proof-of-work) ' +
        'și așteaptă cât cere serverul, apoi trimite din nou aceleași date. Ce s-a scris rămâne.',
    ),
    signedIn: {
      description: 'Autentificat: se merge la adresa de întoarcere (implicit /contul-meu/).',
      type: 'final',
      entry: ['rememberLoginType', 'goToReturnUrl'],
    },
    unconfirmed: {
      description: 'Contul nu este confirmat: se merge la pagina de verificare, unde se poate cere un cod nou.',
      type: 'final',
      entry: 'goToVerification',
    },
  },
});
