/**
 * Concrete inputs and events of the password reset.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { AuthResetPasswordEvent, AuthResetPasswordInput } from './auth-reset-password.types';

/** Arriving from the e-mail-success page. */
export const RESET_PASSWORD_INPUT: AuthResetPasswordInput = { email: 'vanzator@volan.test' };

/** Code, new password, saving, a wrong code or a refused password, a challenge, a new code. */
export const RESET_PASSWORD_EVENTS: readonly FixtureEvent<AuthResetPasswordEvent>[] = [
  { type: 'field.change', field: 'code', value: '731 204' },
  { type: 'field.change', field: 'newPassword', value: 'munte-si-mare-9' },
  { type: 'form.submit' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.confirmReset', output: undefined },
  { type: 'xstate.error.actor.confirmReset', error: { code: 'CODE_MISMATCH', i18nKey: 'auth:errors.codeMismatch' } },
  {
    type: 'xstate.error.actor.confirmReset',
    error: { code: 'INVALID_PASSWORD', i18nKey: 'auth:errors.passwordTooCommon' },
  },
  // After repeated wrong codes: solve a challenge and save again; a burnt code needs a new one.
  {
    type: 'xstate.error.actor.confirmReset',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded', reason: 'challengeRequired' },
  },
  {
    type: 'xstate.error.actor.confirmReset',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.codeAttemptsExhausted', reason: 'codeExhausted' },
  },
  {
    type: 'xstate.done.actor.solveChallenge',
    output: { token: 'eyJhIjoidmVyaWZ5X2NvZGUifQ.c2lnbmF0dXJl', counter: 4321 },
  },
  { type: 'xstate.error.actor.solveChallenge', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
  { type: 'xstate.done.actor.requestReset', output: { destination: 'v***@v***.test' } },
  { type: 'xstate.error.actor.requestReset', error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded' } },
  // Past the free code mails the new code needs a SEND_CODE challenge too.
  {
    type: 'xstate.error.actor.requestReset',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded', reason: 'challengeRequired' },
  },
];

/** Opened without an e-mail: asking for a new code needs it first. */
export const RESET_PASSWORD_SCENARIOS: readonly FlowScenario<AuthResetPasswordInput, AuthResetPasswordEvent>[] = [
  {
    id: 'fara-email',
    title: 'Pagina deschisă fără e-mail',
    input: {},
    events: [
      { type: 'code.resend' },
      { type: 'field.change', field: 'email', value: 'vanzator@volan.test' },
      { type: 'xstate.done.actor.requestReset', output: { destination: 'v***@v***.test' } },
    ],
    skipEvents: ['form.submit'],
  },
  {
    id: 'invitatie-echipa',
    title: 'Invitație în echipă: e-mailul și codul vin din link',
    input: { email: 'coleg@volan.test', code: '731204' },
    events: [
      { type: 'field.change', field: 'newPassword', value: 'munte-si-mare-9' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.confirmReset', output: undefined },
      { type: 'xstate.error.actor.confirmReset', error: { code: 'CODE_EXPIRED', i18nKey: 'auth:errors.codeExpired' } },
    ],
    skipEvents: ['code.resend'],
  },
];
