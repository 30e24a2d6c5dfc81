/**
 * useTeamAdmin(deps): runs the team page flow with the team operations and returns the view API
 * of TeamAdminScreen (docs/view-api.md: values, booleans and intents, never the snapshot).
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

/** The removal dialog: whom it is about, and whether the removal is under way. */
export interface TeamRemovalView {
  readonly email: string;
  readonly removing: boolean;
}

/** What TeamAdminScreen shows and can ask for: the invitation form's values and the messages as the flow keeps them, and: */
export interface TeamAdminView extends Pick<
  TeamAdminContext,
  'inviteEmail' | 'inviteRights' | 'emailError' | 'error' | 'notice'
> {
  /** The list is being loaded (nothing else is shown). */
  readonly loading: boolean;
  /** The list could not be loaded: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  /** The members, each with the rights its boxes show (the ones being saved while a save is under way). */
  readonly members: readonly TeamMember[];
  /** The invitation is being sent. */
  readonly inviting: boolean;
  /** The removal dialog, or null when it is closed. */
  readonly removal: TeamRemovalView | null;
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
  updateRights: fromPromise<TeamMember, { userId: string; rights: TeamRight[] }>(({ input }) =>
    teamApi.updateRights(input),
  ),
  removeMember: fromPromise<void, { userId: string }>(({ input }) => teamApi.remove(input)),
};

/** The members as their boxes show them: a member whose rights are being saved already shows the new ones. */
function shownMembers(context: TeamAdminContext, saving: boolean): readonly TeamMember[] {
  const target = context.target;
  if (!saving || !target) return context.members;
  return context.members.map((m) => (m.userUUID === target.userUUID ? { ...m, rights: [...target.rights] } : m));
}

export function useTeamAdmin(deps: Pick<AuthFlowDeps, 'actors'> = {}): TeamAdminView {
  const [logic] = useState(() => teamAdminMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input: {}, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const inviting = useSelector(actor, (s) => s.matches('inviting'));
  const saving = useSelector(actor, (s) => s.matches('savingRights'));
  const removing = useSelector(actor, (s) => s.matches('removing'));
  const removalOpen = useSelector(actor, (s) => s.matches('confirmingRemoval') || s.matches('removing'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(() => {
    const removed = removalOpen ? context.members.find((m) => m.userUUID === context.target?.userUUID) : undefined;
    return {
      loading,
      loadFailed,
      members: shownMembers(context, saving),
      inviteEmail: context.inviteEmail,
      inviteRights: context.inviteRights,
      emailError: context.emailError,
      error: context.error,
      notice: context.notice,
      inviting,
      removal: removalOpen ? { email: removed?.email ?? '', removing } : null,
      busy,
      retry: () => actor.send({ type: 'team.retry' }),
      changeEmail: (value: string) => actor.send({ type: 'invite.emailChange', value }),
      toggleInviteRight: (right: TeamRight) => actor.send({ type: 'invite.rightToggle', right }),
      invite: () => actor.send({ type: 'invite.submit' }),
      toggleMemberRight: (userUUID: string, right: TeamRight) =>
        actor.send({ type: 'member.rightToggle', userUUID, right }),
      remove: (userUUID: string) => actor.send({ type: 'member.remove', userUUID }),
      confirmRemoval: () => actor.send({ type: 'removal.confirm' }),
      cancelRemoval: () => actor.send({ type: 'removal.cancel' }),
    };
  }, [actor, context, loading, loadFailed, inviting, saving, removing, removalOpen, busy]);
}
