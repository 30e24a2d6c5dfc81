/**
 * The session (SPEC §4): loading, then authenticated or unauthenticated. Pure: the fetch and the
 * sign-out are named actors, the clock enters only through the fetch result's `receivedAt`, and
 * side effects (page action, broadcast, logging) are named actions the hook provides.
 *
 * Cache rules: a fetched token is handed out while it has more than 10 s of life left and for at
 * most 5 minutes after the fetch ('fresh'); after that ('stale') a token read refetches. A forced
 * refresh bypasses the cache and makes the server renew the id token. An authenticated session
 * that comes back with one of the two auth errors is signed out without redirect.
 */
import { assign, fromPromise, setup } from 'xstate';
import { hasSignOutError, isNoSession, tokenReuseMs } from '@/lib/session/session-rules';
import { failureOf, outputOf, type FailureParams } from '../actor-events';
import type {
  SessionContext,
  SessionEvent,
  SessionFetchInput,
  SessionFetchResult,
  SessionInput,
} from './session.types';

/** The three reasons to look at the session again (SPEC §4), each leading to `target`. */
function recheckOn<T extends string>(target: T) {
  return {
    'window.visible': { target },
    'storage.changed': { target },
    'session.poll': { guard: 'isOnline' as const, target },
  };
}

/** The fetch's result, for the guards and actions of its `onDone` (typed by the fetchSession actor). */
const fetched = outputOf<SessionFetchResult>;
const isSignedIn = { type: 'isSignedIn', params: fetched } as const;
const keepSession = { type: 'keepSession', params: fetched } as const;
const reportSessionError = { type: 'reportSessionError', params: failureOf } as const;

/**
 * Where a signed-in session goes after reading itself again (refetch or forced refresh): still
 * signed in → fresh; one of the two auth errors → signed out without redirect; gone → signed out;
 * a failed request → stale (the next token read tries again).
 */
const AFTER_REREAD = {
  onDone: [
    { guard: isSignedIn, target: 'fresh', actions: keepSession },
    { guard: { type: 'hasSignOutError', params: fetched } as const, target: '#session.endingSession' },
    { target: '#session.unauthenticated', actions: 'forgetSession' as const },
  ],
  onError: { target: 'stale', actions: reportSessionError },
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as SessionInput,
    tags: {} as 'fetching' | 'authenticated',
  },
  actors: {
    fetchSession: fromPromise<SessionFetchResult, SessionFetchInput>(() =>
      Promise.reject(new Error('fetchSession is provided by useSessionActor')),
    ),
    signOut: fromPromise<void, void>(() => Promise.reject(new Error('signOut is provided by useSessionActor'))),
  },
  delays: {
    tokenReuse: ({ context }) => tokenReuseMs(context.session, context.receivedAt),
  },
  guards: {
    isSignedIn: (_, { session, receivedAt }: SessionFetchResult) => !isNoSession(session, receivedAt),
    hasSignOutError: (_, { session }: SessionFetchResult) => hasSignOutError(session),
    isInAppBrowser: ({ context }) => context.inAppBrowser,
    isOnline: ({ event }) => event.type === 'session.poll' && event.online,
  },
  actions: {
    keepSession: assign((_, { session, receivedAt }: SessionFetchResult) => ({ session, receivedAt })),
    forgetSession: assign({ session: null, receivedAt: 0 }),
    // Provided by the hook: lib/logger pageAction 'no-session-webview'.
    reportNoSessionInWebView: () => {},
    // Provided by the hook: CLIENT_SESSION_ERROR to the logger.
    reportSessionError: (_, _failure: FailureParams) => {},
    // Provided by the hook: the local-storage broadcast other tabs refetch on.
    broadcastSignOut: () => {},
    // Provided by the hook: forgets the stored login type and clears the Apollo cache.
    forgetLogin: () => {},
  },
}).createMachine({
  id: 'session',
  description: 'Sesiunea utilizatorului în browser: se încarcă, apoi este autentificat sau neautentificat.',
  context: ({ input }) => ({ session: null, receivedAt: 0, inAppBrowser: input.inAppBrowser ?? false }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Se citește sesiunea de la /api/auth/session.',
      tags: ['fetching'],
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        input: { force: false },
        onDone: [
          { guard: isSignedIn, target: 'authenticated', actions: keepSession },
          {
            guard: 'isInAppBrowser',
            target: 'unauthenticated',
            actions: ['forgetSession', 'reportNoSessionInWebView'],
          },
          { target: 'unauthenticated', actions: 'forgetSession' },
        ],
        onError: { target: 'unauthenticated', actions: ['forgetSession', reportSessionError] },
      },
    },
    authenticated: {
      description: 'Utilizatorul este autentificat; tokenul de identitate se trimite la GraphQL.',
      tags: ['authenticated'],
      initial: 'fresh',
      on: {
        'session.signOut': { target: 'signingOut' },
      },
      states: {
        fresh: {
          description:
            'Tokenul din cache se refolosește: mai are peste 10 s de viață și a fost citit acum cel mult 5 minute.',
          after: { tokenReuse: { target: 'stale' } },
          on: {
            ...recheckOn('refetching'),
            'session.refresh': { target: 'refreshing' },
          },
        },
        stale: {
          description: 'Cache-ul a expirat: următoarea cerere de token citește din nou sesiunea.',
          on: {
            ...recheckOn('refetching'),
            'session.refetch': { target: 'refetching' },
            'session.refresh': { target: 'refreshing' },
          },
        },
        refetching: {
          description:
            'Se citește din nou sesiunea (fereastră vizibilă, alt tab, interogare periodică sau cache expirat).',
          tags: ['fetching'],
          invoke: {
            id: 'fetchSession',
            src: 'fetchSession',
            input: { force: false },
            ...AFTER_REREAD,
          },
          on: {
            'session.refresh': { target: 'refreshing' },
          },
        },
        refreshing: {
          description: 'Reîmprospătare forțată: serverul emite un token nou, ocolind cache-ul.',
          tags: ['fetching'],
          invoke: {
            id: 'refreshSession',
            src: 'fetchSession',
            input: { force: true },
            ...AFTER_REREAD,
          },
        },
      },
    },
    signingOut: {
      description: 'Utilizatorul a cerut deconectarea: POST /api/auth/signout.',
      tags: ['authenticated', 'fetching'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'unauthenticated', actions: ['forgetSession', 'forgetLogin', 'broadcastSignOut'] },
        onError: { target: 'authenticated.stale', actions: reportSessionError },
      },
    },
    endingSession: {
      description:
        'Sesiunea a raportat o eroare de autentificare (RefreshAccessTokenError): deconectare fără redirecționare.',
      tags: ['fetching'],
      invoke: {
        id: 'endSession',
        src: 'signOut',
        onDone: { target: 'unauthenticated', actions: ['forgetSession', 'forgetLogin', 'broadcastSignOut'] },
        onError: { target: 'unauthenticated', actions: ['forgetSession', reportSessionError] },
      },
    },
    unauthenticated: {
      description: 'Nu există sesiune.',
      initial: 'idle',
      states: {
        idle: {
          description:
            'Neautentificat; se verifică din nou când fereastra devine vizibilă sau alt tab anunță o schimbare.',
          on: {
            ...recheckOn('checking'),
            'session.refetch': { target: 'checking' },
            'session.refresh': { target: 'checking' },
          },
        },
        checking: {
          description: 'Se verifică dacă între timp a apărut o sesiune (de exemplu autentificare în alt tab).',
          tags: ['fetching'],
          invoke: {
            id: 'fetchSession',
            src: 'fetchSession',
            input: { force: false },
            onDone: [
              { guard: isSignedIn, target: '#session.authenticated', actions: keepSession },
              { target: 'idle', actions: 'forgetSession' },
            ],
            onError: { target: 'idle', actions: reportSessionError },
          },
        },
      },
    },
  },
});
