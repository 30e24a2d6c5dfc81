/**
 * useAuthLogout(input, deps): signs out through the app's session actor and returns the view API
 * of LogoutScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { authFlowError } from '@/lib/session/auth-errors';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { signOutSession } from '@/machines/session/session-tokens';
import { useSessionActorRef } from '@/machines/session/use-session';
import { authLogoutMachine } from './auth-logout.machine';
import type { AuthLogoutInput } from './auth-logout.types';
import { flowInspector } from '../flow-inspector';

/** What LogoutScreen shows and can ask for. */
export interface LogoutView {
  /** Signed out and staying: the page offers the way back in. */
  readonly signedOut: boolean;
  /** Signing out failed; `retry` tries again. */
  readonly failed: boolean;
  /** Signed out and going to the home page. */
  readonly redirecting: boolean;
  readonly retry: () => void;
}

export function useAuthLogout(input: AuthLogoutInput, deps: Pick<AuthFlowDeps, 'actors' | 'navigate'>): LogoutView {
  const session = useSessionActorRef();
  const [logic] = useState(() =>
    authLogoutMachine.provide({
      actors: {
        signOut: fromPromise<void, void>(async () => {
          if (!(await signOutSession(session))) throw authFlowError('NETWORK');
        }),
        ...deps.actors,
      },
      actions: { goHome: () => deps.navigate('/') },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const signedOut = useSelector(actor, (s) => s.matches('signedOut'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const redirecting = useSelector(actor, (s) => s.matches('redirecting'));
  return useMemo(
    () => ({ signedOut, failed, redirecting, retry: () => actor.send({ type: 'logout.retry' }) }),
    [actor, signedOut, failed, redirecting],
  );
}
