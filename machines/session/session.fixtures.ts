/**
 * Concrete inputs and events of the session machine: a signed-in session, no session, a session
 * whose renewal failed, and every browser signal.
 */
import type { ClientSession } from '@/lib/session/session.types';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { SessionEvent, SessionFetchResult, SessionInput } from './session.types';

/** When the fixtures' sessions arrive: 15 March 2026, 09:00 UTC. */
export const FIXTURE_NOW = Date.parse('2026-03-15T09:00:00.000Z');

/** A private user's session with a 15-minute id token. */
export const SIGNED_IN_SESSION: ClientSession = {
  user: {
    name: 'Andrei Popescu',
    email: 'cumparator@volan.test',
    image: null,
    id: '00000000-0000-4000-8000-000000000001',
    familyName: 'Popescu',
    givenName: 'Andrei',
    displayName: 'Andrei',
    userUUID: '00000000-0000-4000-8000-000000000001',
    userType: 'private',
    accountStatus: 'active',
    suspendReason: null,
  },
  multiUser: null,
  expires: '2026-04-14T09:00:00.000Z',
  idToken: 'eyJhbGciOiJIUzI1NiJ9.fixture.token',
  idTokenExpiresAt: FIXTURE_NOW / 1000 + 900,
  error: null,
};

/** The same session after the server failed to renew its id token. */
export const REFRESH_FAILED_SESSION: ClientSession = { ...SIGNED_IN_SESSION, error: 'RefreshAccessTokenError' };

/** fetchSession outcomes. */
export const FETCHED_SIGNED_IN: SessionFetchResult = { session: SIGNED_IN_SESSION, receivedAt: FIXTURE_NOW };
export const FETCHED_NO_SESSION: SessionFetchResult = { session: null, receivedAt: FIXTURE_NOW };
export const FETCHED_REFRESH_FAILED: SessionFetchResult = { session: REFRESH_FAILED_SESSION, receivedAt: FIXTURE_NOW };

/** A failed call as the auth client throws it (plain data). */
export const NETWORK_FAILURE = { code: 'NETWORK', i18nKey: 'auth:errors.network', message: 'Failed to fetch' };

/** A browser tab outside the app. */
export const SESSION_INPUT: SessionInput = { inAppBrowser: false };

function outcomes(actorId: string): FixtureEvent<SessionEvent>[] {
  return [
    { type: `xstate.done.actor.${actorId}`, output: FETCHED_SIGNED_IN },
    { type: `xstate.done.actor.${actorId}`, output: FETCHED_NO_SESSION },
    { type: `xstate.done.actor.${actorId}`, output: FETCHED_REFRESH_FAILED },
    { type: `xstate.error.actor.${actorId}`, error: NETWORK_FAILURE },
  ];
}

/** Every signal, every fetch outcome, both sign-out outcomes. */
export const SESSION_EVENTS: readonly FixtureEvent<SessionEvent>[] = [
  { type: 'window.visible' },
  { type: 'storage.changed' },
  { type: 'session.poll', online: true },
  { type: 'session.poll', online: false },
  { type: 'session.refetch' },
  { type: 'session.refresh' },
  { type: 'session.signOut' },
  { type: 'xstate.after.tokenReuse.session.authenticated.fresh' },
  ...outcomes('fetchSession'),
  ...outcomes('refreshSession'),
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: NETWORK_FAILURE },
  { type: 'xstate.done.actor.endSession', output: undefined },
  { type: 'xstate.error.actor.endSession', error: NETWORK_FAILURE },
];

/** Inside the app web view only the first load matters (the 'no-session-webview' page action). */
export const SESSION_SCENARIOS: readonly FlowScenario<SessionInput, SessionEvent>[] = [
  {
    id: 'web-view',
    title: 'În aplicația mobilă (web view), fără sesiune',
    input: { inAppBrowser: true },
    events: SESSION_EVENTS,
    skipEvents: [
      'window.visible',
      'storage.changed',
      'session.poll',
      'session.refetch',
      'session.refresh',
      'session.signOut',
    ],
  },
];
