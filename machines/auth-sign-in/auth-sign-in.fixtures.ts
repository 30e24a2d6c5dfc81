/**
 * Concrete inputs and events of the sign-in flow.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { AuthSignInEvent, AuthSignInInput } from './auth-sign-in.types';

/** A visitor sent from a protected page. */
export const SIGN_IN_INPUT: AuthSignInInput = { returnUrl: '/contul-meu/preferences' };

/** The failures the server answers with, as the auth client throws them. */
export const SIGN_IN_FAILURES = {
  incorrect: { code: 'INCORRECT_CREDENTIALS', i18nKey: 'auth:errors.incorrectCredentials' },
  throttled: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded' },
  unconfirmed: { code: 'USER_NOT_CONFIRMED', i18nKey: 'auth:errors.userNotConfirmed' },
  /** After repeated failures: solve a proof-of-work challenge and send the attempt again. */
  challenge: {
    code: 'PASSWORD_ATTEMPTS_EXCEEDED',
    i18nKey: 'auth:errors.passwordAttemptsExceeded',
    reason: 'challengeRequired',
  },
  network: { code: 'NETWORK', i18nKey: 'auth:errors.network' },
} as const;

/** A solved challenge as the solver hands it over. */
export const SOLVED_CHALLENGE = { token: 'eyJhIjoic2lnbl9pbiJ9.c2lnbmF0dXJl', counter: 1234 } as const;

/** Typing both fields, submitting, every outcome. */
export const SIGN_IN_EVENTS: readonly FixtureEvent<AuthSignInEvent>[] = [
  { type: 'field.change', field: 'email', value: 'cumparator@volan.test' },
  { type: 'field.change', field: 'password', value: 'volan-demo-2026' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitSignIn', output: undefined },
  { type: 'xstate.error.actor.submitSignIn', error: SIGN_IN_FAILURES.incorrect },
  { type: 'xstate.error.actor.submitSignIn', error: SIGN_IN_FAILURES.unconfirmed },
  { type: 'xstate.error.actor.submitSignIn', error: SIGN_IN_FAILURES.challenge },
  { type: 'xstate.done.actor.solveChallenge', output: SOLVED_CHALLENGE },
  { type: 'xstate.error.actor.solveChallenge', error: SIGN_IN_FAILURES.network },
];

/** Opened by next-auth for a screen that requires a session: the page shows why. */
export const SIGN_IN_SCENARIOS: readonly FlowScenario<AuthSignInInput, AuthSignInEvent>[] = [
  {
    id: 'session-required',
    title: 'Trimis de o pagină care cere sesiune (SessionRequired), cu e-mailul completat',
    input: {
      email: 'cumparator@volan.test',
      returnUrl: '/delete-account',
      pageError: { code: 'SessionRequired', i18nKey: 'auth:errors.sessionRequired' },
    },
    events: [
      { type: 'field.change', field: 'password', value: 'volan-demo-2026' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.submitSignIn', output: undefined },
      { type: 'xstate.error.actor.submitSignIn', error: SIGN_IN_FAILURES.throttled },
    ],
  },
];
