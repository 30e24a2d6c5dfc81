/**
 * Concrete inputs and events of the change-password form.
 */
import type { FixtureEvent } from '../registry.types';
import type { AuthChangePasswordEvent, AuthChangePasswordInput } from './auth-change-password.types';

/** No input. */
export const CHANGE_PASSWORD_INPUT: AuthChangePasswordInput = {};

/** Both fields, saving, a wrong current password or a refused new one. */
export const CHANGE_PASSWORD_EVENTS: readonly FixtureEvent<AuthChangePasswordEvent>[] = [
  { type: 'field.change', field: 'currentPassword', value: 'volan-demo-2026' },
  { type: 'field.change', field: 'newPassword', value: 'toamna-in-delta-7' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.changePassword', output: undefined },
  { type: 'xstate.error.actor.changePassword', error: { code: 'INCORRECT_CREDENTIALS', i18nKey: 'auth:errors.incorrectCredentials' } },
  { type: 'xstate.error.actor.changePassword', error: { code: 'INVALID_PASSWORD', i18nKey: 'auth:errors.passwordTooCommon' } },
];
