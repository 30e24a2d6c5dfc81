/**
 * SPEC properties of signing out (§2.4, §4 'Session'): the request is sent at once; a failure can
 * be retried; a success ends the flow, going home only when asked to.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { authLogoutMachine } from './auth-logout.machine';

export const AUTH_LOGOUT_PROPERTIES = defineFlowProperties(authLogoutMachine, {
  id: 'authLogout',
  invariants: [
    {
      name: 'the flow goes home only when it was asked to',
      check: (snapshot) => !snapshot.matches('redirecting') || snapshot.context.redirectHome,
    },
  ],
  rules: [
    {
      event: 'xstate.done.actor.signOut',
      name: 'a finished sign-out ends the flow (home when asked, otherwise in place)',
      check: (_before, after) =>
        after.status === 'done' && after.matches(after.context.redirectHome ? 'redirecting' : 'signedOut'),
    },
    {
      event: 'xstate.error.actor.signOut',
      name: 'a failed sign-out can be retried',
      check: (_before, after) => after.matches('failed'),
    },
    { event: 'logout.retry', name: 'retrying signs out again', check: (_before, after) => after.matches('signingOut') },
  ],
});
