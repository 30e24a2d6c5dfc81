/**
 * useImpersonation(deps): acting for a team member and going back, through the team operations
 * and the app's session actor; returns the view API of the team page's buttons and the banner.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { authFlowError } from '@/lib/session/auth-errors';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { teamApi } from '@/lib/team/team-api';
import { refreshSessionToken } from '@/machines/session/session-tokens';
import { useSessionActorRef } from '@/machines/session/use-session';
import { flowInspector } from '../flow-inspector';
import { impersonationMachine } from './impersonation.machine';
import type { ActingNames, ImpersonationContext } from './impersonation.types';

/** Where each identity starts after the switch. */
export const IMPERSONATION_LANDING = { start: '/contul-meu/', stop: '/contul-meu/user-administration' } as const;

/** What the team page and the banner show and can ask for. */
export interface ImpersonationView {
  readonly state: 'idle' | 'starting' | 'stopping' | 'refreshing' | 'failed' | 'switched';
  readonly context: ImpersonationContext;
  readonly busy: boolean;
  readonly start: (member: { userUUID: string; displayName: string }) => void;
  /** Back to the main account; the names stay on the banner until the page reloads. */
  readonly stop: (names: ActingNames) => void;
  readonly retry: () => void;
  readonly dismiss: () => void;
}

export function useImpersonation(deps: Pick<AuthFlowDeps, 'actors' | 'navigate'>): ImpersonationView {
  const session = useSessionActorRef();
  const [logic] = useState(() =>
    impersonationMachine.provide({
      actors: (deps.actors ?? {
        startActing: fromPromise<void, { userId: string }>(({ input }) => teamApi.startImpersonation(input)),
        stopActing: fromPromise<void, void>(() => teamApi.stopImpersonation()),
        refreshSession: fromPromise<void, void>(async () => {
          if (!(await refreshSessionToken(session))) throw authFlowError('NETWORK');
        }),
      }) as Record<string, never>,
      actions: {
        reloadAs: ({ context }) => deps.navigate(IMPERSONATION_LANDING[context.direction ?? 'stop']),
      },
    }),
  );
  const actor = useActorRef(logic, { input: {}, inspect: flowInspector });
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      state,
      context,
      busy,
      start: (member: { userUUID: string; displayName: string }) => actor.send({ type: 'impersonation.start', ...member }),
      stop: (names: ActingNames) => actor.send({ type: 'impersonation.stop', ...names }),
      retry: () => actor.send({ type: 'impersonation.retry' }),
      dismiss: () => actor.send({ type: 'impersonation.dismiss' }),
    }),
    [actor, state, context, busy],
  );
}
