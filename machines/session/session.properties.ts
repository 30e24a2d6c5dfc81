/**
 * SPEC properties of the session (§4 'Session'): loading, then authenticated or unauthenticated;
 * an authenticated state always has a session; sign-out forgets it.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { sessionMachine } from './session.machine';

export const SESSION_PROPERTIES = defineFlowProperties(sessionMachine, {
  id: 'session',
  invariants: [
    {
      name: 'authenticated means a session is held; unauthenticated means none',
      check: (snapshot) =>
        (!snapshot.matches('authenticated') || snapshot.context.session !== null) &&
        (!snapshot.matches('unauthenticated') || snapshot.context.session === null),
    },
    {
      name: 'the status is one of loading, authenticated (signing out included) or unauthenticated',
      check: (snapshot) =>
        ['loading', 'authenticated', 'signingOut', 'endingSession', 'unauthenticated'].filter((state) =>
          snapshot.matches(state as 'loading'),
        ).length === 1,
    },
  ],
  rules: [
    {
      event: 'session.signOut',
      name: 'sign-out starts from an authenticated session',
      check: (before, after) => before.matches('authenticated') && after.matches('signingOut'),
    },
    {
      event: 'xstate.done.actor.signOut',
      name: 'a finished sign-out forgets the session',
      check: (_before, after) => after.matches('unauthenticated') && after.context.session === null,
    },
    {
      event: 'session.poll',
      name: 'polling is skipped while offline',
      check: (before, after, event) =>
        event.type !== 'session.poll' || event.online || JSON.stringify(after.value) === JSON.stringify(before.value),
    },
    {
      event: 'session.refresh',
      name: 'a forced refresh always fetches (bypassing the cache)',
      check: (_before, after) => after.hasTag('fetching'),
    },
  ],
});
