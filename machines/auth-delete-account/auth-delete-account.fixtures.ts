/**
 * Concrete inputs and events of account deletion.
 */
import type { FixtureEvent } from '../registry.types';
import type { AuthDeleteAccountEvent, AuthDeleteAccountInput } from './auth-delete-account.types';

/** No input. */
export const DELETE_ACCOUNT_INPUT: AuthDeleteAccountInput = {};

/** The password, deleting, a wrong password, the sign-out that follows. */
export const DELETE_ACCOUNT_EVENTS: readonly FixtureEvent<AuthDeleteAccountEvent>[] = [
  { type: 'field.change', field: 'password', value: 'volan-demo-2026' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.deleteAccount', output: undefined },
  { type: 'xstate.error.actor.deleteAccount', error: { code: 'INCORRECT_CREDENTIALS', i18nKey: 'auth:errors.incorrectCredentials' } },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
];
