/**
 * Concrete inputs and events of the forgot-password request.
 */
import type { FixtureEvent } from '../registry.types';
import type { AuthForgotPasswordEvent, AuthForgotPasswordInput } from './auth-forgot-password.types';

/** Nothing known yet. */
export const FORGOT_PASSWORD_INPUT: AuthForgotPasswordInput = {};

/** The e-mail, sending, success, too many requests or a challenge. */
export const FORGOT_PASSWORD_EVENTS: readonly FixtureEvent<AuthForgotPasswordEvent>[] = [
  { type: 'field.change', field: 'email', value: 'vanzator@volan.test' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestReset', output: { destination: 'v***@v***.test' } },
  { type: 'xstate.error.actor.requestReset', error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded' } },
  // Past the free mails: solve a SEND_CODE challenge (and wait it out), then send again.
  {
    type: 'xstate.error.actor.requestReset',
    error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded', reason: 'challengeRequired' },
  },
  {
    type: 'xstate.done.actor.solveChallenge',
    output: { token: 'eyJhIjoic2VuZF9jb2RlIn0.c2lnbmF0dXJl', counter: 1234 },
  },
  { type: 'xstate.error.actor.solveChallenge', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
];
