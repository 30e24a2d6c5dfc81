/**
 * Concrete inputs and events of the change-password form.
 */
import type { FixtureEvent } from '../registry.types';
import type { AuthChangePasswordEvent, AuthChangePasswordInput } from './auth-change-password.types';

/** The signed-in user. */
export const CHANGE_PASSWORD_INPUT: AuthChangePasswordInput = { email: 'cumparator@volan.test' };

/** Both fields, saving, a wrong current password or a refused new one, a challenge. */
export const CHANGE_PASSWORD_EVENTS: readonly FixtureEvent<AuthChangePasswordEvent>[] = [
  { type: 'field.change', field: 'currentPassword', value: 'volan-demo-2026' },
  { type: 'field.change', field: 'newPassword', value: 'toamna-in-delta-7' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.changePassword', output: undefined },
  {
    type: 'xstate.error.actor.changePassword',
    error: { code: 'INCORRECT_CREDENTIALS', i18nKey: 'auth:errors.incorrectCredentials' },
  },
  {
    type: 'xstate.error.actor.changePassword',
    error: { code: 'INVALID_PASSWORD', i18nKey: 'auth:errors.passwordTooCommon' },
  },
  // After repeated wrong current passwords: solve a challenge and save again.
  {
    type: 'xstate.error.actor.changePassword',
    error: {
      code: 'PASSWORD_ATTEMPTS_EXCEEDED',
      i18nKey: 'auth:errors.passwordAttemptsExceeded',
      reason: 'challengeRequired',
    },
  },
  { type: 'xstate.done.actor.solveChallenge', output: { token: 'eyJhIjoic2lnbl9pbiJ9.c2lnbmF0dXJl', counter: 99 } },
  { type: 'xstate.error.actor.solveChallenge', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
];
