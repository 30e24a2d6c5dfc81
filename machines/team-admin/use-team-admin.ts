/**
 * useTeamAdmin(deps): runs the team page flow with the team operations and returns the view API
 * of TeamAdminScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { teamApi } from '@/lib/team/team-api';
import type { TeamMember, TeamRight } from '@/lib/team/team-operations';
import { flowInspector } from '../flow-inspector';
import { teamAdminMachine } from './team-admin.machine';
import type { TeamAdminContext } from './team-admin.types';

/** What TeamAdminScreen shows and can ask for. */
export interface TeamAdminView {
  readonly state: 'loading' | 'failed' | 'ready' | 'inviting' | 'savingRights' | 'confirmingRemoval' | 'removing';
  readonly context: TeamAdminContext;
  readonly busy: boolean;
  readonly retry: () => void;
  readonly changeEmail: (value: string) => void;
  readonly toggleInviteRight: (right: TeamRight) => void;
  readonly invite: () => void;
  readonly toggleMemberRight: (userUUID: string, right: TeamRight) => void;
  readonly remove: (userUUID: string) => void;
  readonly confirmRemoval: () => void;
  readonly cancelRemoval: () => void;
}

const realActors = {
  loadTeam: fromPromise<TeamMember[], void>(() => teamApi.myTeam()),
  inviteMember: fromPromise<TeamMember, { email: string; rights: TeamRight[] }>(({ input }) => teamApi.invite(input)),
  updateRights: fromPromise<TeamMember, { userId: string; rights: TeamRight[] }>(({ input }) => teamApi.updateRights(input)),
  removeMember: fromPromise<void, { userId: string }>(({ input }) => teamApi.remove(input)),
};

export function useTeamAdmin(deps: Pick<AuthFlowDeps, 'actors'> = {}): TeamAdminView {
  const [logic] = useState(() => teamAdminMachine.provide({ actors: (deps.actors ?? realActors) as typeof realActors }));
  const actor = useActorRef(logic, { input: {}, inspect: flowInspector });
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      state,
      context,
      busy,
      retry: () => actor.send({ type: 'team.retry' }),
      changeEmail: (value: string) => actor.send({ type: 'invite.emailChange', value }),
      toggleInviteRight: (right: TeamRight) => actor.send({ type: 'invite.rightToggle', right }),
      invite: () => actor.send({ type: 'invite.submit' }),
      toggleMemberRight: (userUUID: string, right: TeamRight) => actor.send({ type: 'member.rightToggle', userUUID, right }),
      remove: (userUUID: string) => actor.send({ type: 'member.remove', userUUID }),
      confirmRemoval: () => actor.send({ type: 'removal.confirm' }),
      cancelRemoval: () => actor.send({ type: 'removal.cancel' }),
    }),
    [actor, state, context, busy],
  );
}
