/**
 * Concrete inputs and events of the confirmation flow.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { AuthConfirmEvent, AuthConfirmInput } from './auth-confirm.types';

/** Arriving from sign-up: the e-mail is known and a code was just sent. */
export const CONFIRM_INPUT: AuthConfirmInput = { email: 'ana.pop@volan.test', codeSent: true };

/** The code, confirming, a wrong, expired or burnt code, a challenge, a new code. */
export const CONFIRM_EVENTS: readonly FixtureEvent<AuthConfirmEvent>[] = [
  { type: 'field.change', field: 'code', value: '482 913' },
  { type: 'form.submit' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.confirmSignUp', output: undefined },
  { type: 'xstate.error.actor.confirmSignUp', error: { code: 'CODE_MISMATCH', i18nKey: 'auth:errors.codeMismatch' } },
  { type: 'xstate.error.actor.confirmSignUp', error: { code: 'CODE_EXPIRED', i18nKey: 'auth:errors.codeExpired' } },
  // After repeated wrong codes: solve a challenge and confirm again; a burnt code needs a new one.
  {
    type: 'xstate.error.actor.confirmSignUp',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded', reason: 'challengeRequired' },
  },
  {
    type: 'xstate.error.actor.confirmSignUp',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.codeAttemptsExhausted', reason: 'codeExhausted' },
  },
  {
    type: 'xstate.done.actor.solveChallenge',
    output: { token: 'eyJhIjoidmVyaWZ5X2NvZGUifQ.c2lnbmF0dXJl', counter: 4321 },
  },
  { type: 'xstate.error.actor.solveChallenge', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
  { type: 'xstate.done.actor.resendCode', output: { destination: 'a***@v***.test' } },
  { type: 'xstate.error.actor.resendCode', error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded' } },
  // Past the free code mails the new code needs a SEND_CODE challenge too.
  {
    type: 'xstate.error.actor.resendCode',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded', reason: 'challengeRequired' },
  },
];

/** Opened from a bookmark: the e-mail must be typed, and resending needs it too. */
export const CONFIRM_SCENARIOS: readonly FlowScenario<AuthConfirmInput, AuthConfirmEvent>[] = [
  {
    id: 'fara-email',
    title: 'Pagina deschisă fără e-mail',
    input: {},
    events: [
      { type: 'field.change', field: 'email', value: 'ana.pop@volan.test' },
      { type: 'field.change', field: 'code', value: '482913' },
      { type: 'form.submit' },
      { type: 'code.resend' },
      { type: 'xstate.done.actor.resendCode', output: { destination: 'a***@v***.test' } },
      {
        type: 'xstate.error.actor.confirmSignUp',
        error: { code: 'ALREADY_CONFIRMED', i18nKey: 'auth:errors.alreadyConfirmed' },
      },
    ],
    skipEvents: ['xstate.done.actor.confirmSignUp'],
  },
];
