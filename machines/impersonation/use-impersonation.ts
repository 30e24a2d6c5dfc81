/**
 * useImpersonation(deps): acting for a team member and going back, through the team operations
 * and the app's session actor; returns the view API of the team page's buttons and the banner
 * (docs/view-api.md: values, booleans and intents, never the snapshot).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { authFlowError } from '@/lib/session/auth-errors';
import type { AuthFailure, AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { teamApi } from '@/lib/team/team-api';
import { refreshSessionToken } from '@/machines/session/session-tokens';
import { useSessionActorRef } from '@/machines/session/use-session';
import { flowInspector } from '../flow-inspector';
import { impersonationMachine } from './impersonation.machine';
import type { ActingNames } from './impersonation.types';

/** Where each identity starts after the switch. */
export const IMPERSONATION_LANDING = { start: '/contul-meu/', stop: '/contul-meu/user-administration' } as const;

/** A switch under way: to a member (their name), or back to the main account (null). */
export interface ImpersonationSwitch {
  readonly memberName: string | null;
}

/** What the team page and the banner show and can ask for. */
export interface ImpersonationView {
  /** The switch under way (until the page reloads), or null. */
  readonly switching: ImpersonationSwitch | null;
  /** The switch failed: `error` says why (null: the generic message); `retry` or `dismiss`. */
  readonly failed: boolean;
  readonly error: AuthFailure | null;
  /** Going back: who was acting for whom, kept for the banner until the page reloads. */
  readonly leaving: ActingNames | null;
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
      actors: {
        startActing: fromPromise<void, { userId: string }>(({ input }) => teamApi.startImpersonation(input)),
        stopActing: fromPromise<void, void>(() => teamApi.stopImpersonation()),
        refreshSession: fromPromise<void, void>(async () => {
          if (!(await refreshSessionToken(session))) throw authFlowError('NETWORK');
        }),
        ...deps.actors,
      },
      actions: {
        reloadAs: ({ context }) => deps.navigate(IMPERSONATION_LANDING[context.direction ?? 'stop']),
      },
    }),
  );
  const actor = useActorRef(logic, { input: {}, inspect: flowInspector });
  // Every state but idle and failed is part of a switch (busy), up to the reload.
  const inSwitch = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const member = useSelector(actor, (s) => s.context.member);
  const error = useSelector(actor, (s) => s.context.error);
  const leaving = useSelector(actor, (s) => s.context.leaving);
  return useMemo(
    () => ({
      switching: inSwitch ? { memberName: member?.displayName ?? null } : null,
      failed,
      error,
      leaving,
      busy: inSwitch,
      start: (next: { userUUID: string; displayName: string }) => actor.send({ type: 'impersonation.start', ...next }),
      stop: (names: ActingNames) => actor.send({ type: 'impersonation.stop', ...names }),
      retry: () => actor.send({ type: 'impersonation.retry' }),
      dismiss: () => actor.send({ type: 'impersonation.dismiss' }),
    }),
    [actor, inSwitch, failed, member, error, leaving],
  );
}
