/**
 * Concrete inputs and events of the sign-out pages.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { AuthLogoutEvent, AuthLogoutInput } from './auth-logout.types';

/** /logout */
export const LOGOUT_INPUT: AuthLogoutInput = { redirectHome: false };

/** Success, a network failure and a retry. */
export const LOGOUT_EVENTS: readonly FixtureEvent<AuthLogoutEvent>[] = [
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
  { type: 'logout.retry' },
];

/** /amplify-logout goes home. */
export const LOGOUT_SCENARIOS: readonly FlowScenario<AuthLogoutInput, AuthLogoutEvent>[] = [
  {
    id: 'amplify-logout',
    title: '/amplify-logout: deconectare, apoi prima pagină',
    input: { redirectHome: true },
    events: LOGOUT_EVENTS,
  },
];
