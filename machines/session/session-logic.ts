/**
 * The session machine with its real implementations: the auth client for fetching and signing
 * out, the tracking layer for the page action (SPEC §7), the logger for CLIENT_SESSION_ERROR, local
 * storage for the broadcast.
 */
import { fromPromise } from 'xstate';
import { authFlowError } from '@/lib/session/auth-errors';
import { fetchSession, signOutRequest, updateSession, type AuthClientOptions } from '@/lib/session/auth-client';
import { logger } from '@/lib/logger/logger';
import { recordPageAction } from '@/lib/tracking/track-queue';
import { broadcastSignOut, browserStorage, LOGIN_TYPE_KEY, removeKey } from '@/lib/session/session-storage';
import { sessionMachine } from './session.machine';
import type { SessionFetchInput, SessionFetchResult } from './session.types';

/** What the real implementations may be told (tests point the client elsewhere). */
export interface SessionLogicOptions {
  readonly authClient?: AuthClientOptions;
  /** Defaults to Date.now. */
  readonly now?: () => number;
}

/** The session machine wired to the browser. */
export function createSessionLogic(options: SessionLogicOptions = {}) {
  const now = options.now ?? Date.now;
  const client = options.authClient ?? {};
  return sessionMachine.provide({
    actors: {
      fetchSession: fromPromise<SessionFetchResult, SessionFetchInput>(async ({ input }) => {
        const session = input.force ? await updateSession(client) : await fetchSession(client);
        return { session, receivedAt: now() };
      }),
      signOut: fromPromise<void, void>(async () => {
        const result = await signOutRequest('/', client);
        if (result.error) throw authFlowError(result.error);
      }),
    },
    actions: {
      reportNoSessionInWebView: () => {
        recordPageAction('no-session-webview', {
          path: typeof window === 'undefined' ? '' : window.location.pathname,
        });
      },
      reportSessionError: (_, { error }) => {
        // SPEC §8: an expected auth error, logged (not reported) as CLIENT_SESSION_ERROR.
        logger.warn('CLIENT_SESSION_ERROR', { error: String(error) });
      },
      broadcastSignOut: () => broadcastSignOut(browserStorage(), now()),
      forgetLogin: () => removeKey(browserStorage(), LOGIN_TYPE_KEY),
    },
  });
}
