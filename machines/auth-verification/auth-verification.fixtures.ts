/**
 * Concrete inputs and events of the verification flow.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { AuthVerificationEvent, AuthVerificationInput } from './auth-verification.types';

/** Sent here by the sign-in page, with the e-mail. */
export const VERIFICATION_INPUT: AuthVerificationInput = { email: 'ana.pop@volan.test' };

/** Sending the code, with success, too many requests or a challenge. */
export const VERIFICATION_EVENTS: readonly FixtureEvent<AuthVerificationEvent>[] = [
  { type: 'form.submit' },
  { type: 'xstate.done.actor.resendCode', output: { destination: 'a***@v***.test' } },
  { type: 'xstate.error.actor.resendCode', error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded' } },
  // Past the free mails: solve a SEND_CODE challenge (and wait it out), then send again.
  {
    type: 'xstate.error.actor.resendCode',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded', reason: 'challengeRequired' },
  },
  {
    type: 'xstate.done.actor.solveChallenge',
    output: { token: 'eyJhIjoic2VuZF9jb2RlIn0.c2lnbmF0dXJl', counter: 1234 },
  },
  { type: 'xstate.error.actor.solveChallenge', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
  { type: 'field.change', field: 'email', value: 'ana.pop@volan.test' },
];

/** Opened without an e-mail: it must be typed first. */
export const VERIFICATION_SCENARIOS: readonly FlowScenario<AuthVerificationInput, AuthVerificationEvent>[] = [
  {
    id: 'fara-email',
    title: 'Pagina deschisă fără e-mail',
    input: {},
    events: [
      { type: 'form.submit' },
      { type: 'field.change', field: 'email', value: 'ana.pop@volan.test' },
      { type: 'xstate.done.actor.resendCode', output: { destination: 'a***@v***.test' } },
    ],
    skipEvents: ['xstate.error.actor.resendCode'],
  },
];
