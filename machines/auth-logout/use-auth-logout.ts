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
  readonly phase: 'signingOut' | 'failed' | 'signedOut' | 'redirecting';
  readonly retry: () => void;
}

export function useAuthLogout(input: AuthLogoutInput, deps: Pick<AuthFlowDeps, 'actors' | 'navigate'>): LogoutView {
  const session = useSessionActorRef();
  const [logic] = useState(() =>
    authLogoutMachine.provide({
      actors: (deps.actors ?? {
        signOut: fromPromise<void, void>(async () => {
          if (!(await signOutSession(session))) throw authFlowError('NETWORK');
        }),
      }) as { signOut: ReturnType<typeof fromPromise<void, void>> },
      actions: { goHome: () => deps.navigate('/') },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const phase = useSelector(actor, (s) => s.value);
  return useMemo(() => ({ phase, retry: () => actor.send({ type: 'logout.retry' }) }), [actor, phase]);
}
