/**
 * Concrete inputs and events of the forgot-password request.
 */
import type { FixtureEvent } from '../registry.types';
import type { AuthForgotPasswordEvent, AuthForgotPasswordInput } from './auth-forgot-password.types';

/** Nothing known yet. */
export const FORGOT_PASSWORD_INPUT: AuthForgotPasswordInput = {};

/** The e-mail, sending, success or too many requests. */
export const FORGOT_PASSWORD_EVENTS: readonly FixtureEvent<AuthForgotPasswordEvent>[] = [
  { type: 'field.change', field: 'email', value: 'vanzator@volan.test' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestReset', output: { destination: 'v***@v***.test' } },
  { type: 'xstate.error.actor.requestReset', error: { code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded' } },
];
