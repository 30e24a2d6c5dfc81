/**
 * Concrete inputs and events of account deletion.
 */
import type { FixtureEvent } from '../registry.types';
import type { AuthDeleteAccountEvent, AuthDeleteAccountInput } from './auth-delete-account.types';

/** The signed-in user. */
export const DELETE_ACCOUNT_INPUT: AuthDeleteAccountInput = { email: 'cumparator@volan.test' };

/** The password, deleting, a wrong password, the sign-out that follows. */
export const DELETE_ACCOUNT_EVENTS: readonly FixtureEvent<AuthDeleteAccountEvent>[] = [
  { type: 'field.change', field: 'password', value: 'volan-demo-2026' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.deleteAccount', output: undefined },
  {
    type: 'xstate.error.actor.deleteAccount',
    error: { code: 'INCORRECT_CREDENTIALS', i18nKey: 'auth:errors.incorrectCredentials' },
  },
  // After repeated wrong passwords: solve a challenge and try again.
  {
    type: 'xstate.error.actor.deleteAccount',
    error: {
      code: 'PASSWORD_ATTEMPTS_EXCEEDED',
      i18nKey: 'auth:errors.passwordAttemptsExceeded',
      reason: 'challengeRequired',
    },
  },
  { type: 'xstate.done.actor.solveChallenge', output: { token: 'eyJhIjoic2lnbl9pbiJ9.c2lnbmF0dXJl', counter: 99 } },
  { type: 'xstate.error.actor.solveChallenge', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
];
