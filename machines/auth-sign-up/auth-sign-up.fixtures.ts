/**
 * Concrete inputs and events of the sign-up flow.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { AuthSignUpEvent, AuthSignUpInput } from './auth-sign-up.types';

/** A private person. */
export const SIGN_UP_INPUT: AuthSignUpInput = {};

/**
 * A private person: e-mail, password, submit; the address is taken, or the password too common.
 * Choosing 'dealer' without a company name is refused by the form.
 */
export const SIGN_UP_EVENTS: readonly FixtureEvent<AuthSignUpEvent>[] = [
  { type: 'field.change', field: 'email', value: 'ana.pop@volan.test' },
  { type: 'field.change', field: 'password', value: 'drum-lung-2026' },
  { type: 'userType.choose', userType: 'PROFESSIONAL' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitSignUp', output: { destination: 'a***@v***.test' } },
  {
    type: 'xstate.error.actor.submitSignUp',
    error: { code: 'USERNAME_EXISTS', i18nKey: 'auth:errors.usernameExists' },
  },
  {
    type: 'xstate.error.actor.submitSignUp',
    error: { code: 'INVALID_PASSWORD', i18nKey: 'auth:errors.passwordTooCommon' },
  },
  // Past the free code mails of the e-mail or the address: solve a SEND_CODE challenge, then send again.
  {
    type: 'xstate.error.actor.submitSignUp',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded', reason: 'challengeRequired' },
  },
  {
    type: 'xstate.done.actor.solveChallenge',
    output: { token: 'eyJhIjoic2VuZF9jb2RlIn0.c2lnbmF0dXJl', counter: 1234 },
  },
  { type: 'xstate.error.actor.solveChallenge', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
];

/** A dealer must give the company name; choosing 'private' again drops that requirement. */
export const SIGN_UP_SCENARIOS: readonly FlowScenario<AuthSignUpInput, AuthSignUpEvent>[] = [
  {
    id: 'dealer',
    title: 'Cont de firmă (dealer), cu e-mailul și parola deja completate',
    input: { email: 'vanzari@autoplus.test', userType: 'PROFESSIONAL' },
    events: [
      { type: 'field.change', field: 'password', value: 'drum-lung-2026' },
      { type: 'field.change', field: 'companyName', value: 'Auto Plus SRL' },
      { type: 'userType.choose', userType: 'PRIVATE' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.submitSignUp', output: { destination: 'v***@a***.test' } },
    ],
  },
];
