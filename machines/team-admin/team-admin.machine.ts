/**
 * The team page of a main account (SPEC §2.5 "Your team", §6): the sub-users are loaded, a new one
 * is invited by e-mail with chosen rights, a member's rights are switched one box at a time, and a
 * member is removed after a confirmation dialog. Every call's failure is shown translated.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import { requiredEmailError } from '@/lib/session/auth-validation';
import type { TeamMember, TeamRight } from '@/lib/team/team-operations';
import { failureOf, outputOf, type FailureParams } from '../actor-events';
import type { TeamAdminContext, TeamAdminEvent, TeamAdminInput } from './team-admin.types';

const notProvided = () => Promise.reject(new Error('provided by useTeamAdmin'));

function toggled(rights: readonly TeamRight[], right: TeamRight): TeamRight[] {
  return rights.includes(right) ? rights.filter((r) => r !== right) : [...rights, right];
}

function withMember(members: readonly TeamMember[], member: TeamMember): TeamMember[] {
  return members.some((m) => m.userUUID === member.userUUID)
    ? members.map((m) => (m.userUUID === member.userUUID ? member : m))
    : [...members, member];
}

export const teamAdminMachine = setup({
  types: {
    context: {} as TeamAdminContext,
    events: {} as TeamAdminEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as TeamAdminInput,
    tags: {} as 'busy',
  },
  actors: {
    loadTeam: fromPromise<TeamMember[], void>(notProvided),
    inviteMember: fromPromise<TeamMember, { email: string; rights: TeamRight[] }>(notProvided),
    updateRights: fromPromise<TeamMember, { userId: string; rights: TeamRight[] }>(notProvided),
    removeMember: fromPromise<void, { userId: string }>(notProvided),
  },
  guards: {
    isEmailValid: ({ context }) => requiredEmailError(context.inviteEmail) === null,
    isMember: ({ context, event }) => 'userUUID' in event && context.members.some((m) => m.userUUID === event.userUUID),
  },
  actions: {
    setMembers: assign((_, members: readonly TeamMember[]) => ({ members, error: null })),
    showFailure: assign((_, { error }: FailureParams) => ({ error: describeAuthFailure(error), target: null })),
    clearMessages: assign({ error: null, notice: null }),
    changeEmail: assign(({ event }) =>
      event.type === 'invite.emailChange'
        ? { inviteEmail: event.value, emailError: null, error: null, notice: null }
        : {},
    ),
    toggleInviteRight: assign(({ context, event }) =>
      event.type === 'invite.rightToggle'
        ? { inviteRights: toggled(context.inviteRights, event.right), notice: null }
        : {},
    ),
    showEmailError: assign(({ context }) => ({
      emailError: requiredEmailError(context.inviteEmail),
      error: null,
      notice: null,
    })),
    addInvited: assign(({ context }, invited: TeamMember) => ({
      members: withMember(context.members, invited),
      inviteEmail: '',
      inviteRights: [],
      notice: 'invited' as const,
    })),
    targetRightsChange: assign(({ context, event }) => {
      if (event.type !== 'member.rightToggle') return {};
      const member = context.members.find((m) => m.userUUID === event.userUUID);
      return {
        target: { userUUID: event.userUUID, rights: toggled(member?.rights ?? [], event.right) },
        error: null,
        notice: null,
      };
    }),
    saveMember: assign(({ context }, saved: TeamMember) => ({
      members: withMember(context.members, saved),
      target: null,
      notice: 'saved' as const,
    })),
    targetRemoval: assign(({ event }) =>
      event.type === 'member.remove'
        ? { target: { userUUID: event.userUUID, rights: [] }, error: null, notice: null }
        : {},
    ),
    forgetTarget: assign({ target: null }),
    dropMember: assign(({ context }) => ({
      members: context.members.filter((m) => m.userUUID !== context.target?.userUUID),
      target: null,
      notice: 'removed' as const,
    })),
  },
}).createMachine({
  id: 'teamAdmin',
  description: 'Pagina „Echipa ta”: lista sub-utilizatorilor, invitarea, drepturile pe secțiuni și eliminarea.',
  context: () => ({
    members: [],
    inviteEmail: '',
    inviteRights: [],
    emailError: null,
    error: null,
    notice: null,
    target: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Se încarcă lista membrilor echipei.',
      tags: ['busy'],
      invoke: {
        id: 'loadTeam',
        src: 'loadTeam',
        onDone: { target: 'ready', actions: { type: 'setMembers', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: failureOf } },
      },
    },
    failed: {
      description: 'Lista nu s-a putut încărca; „Încearcă din nou” o cere iar.',
      on: { 'team.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      description: 'Lista cu drepturile fiecărui membru și formularul de invitație.',
      on: {
        'invite.emailChange': { actions: 'changeEmail' },
        'invite.rightToggle': { actions: 'toggleInviteRight' },
        'invite.submit': [
          { guard: 'isEmailValid', target: 'inviting', actions: 'clearMessages' },
          { actions: 'showEmailError' },
        ],
        'member.rightToggle': { guard: 'isMember', target: 'savingRights', actions: 'targetRightsChange' },
        'member.remove': { guard: 'isMember', target: 'confirmingRemoval', actions: 'targetRemoval' },
      },
    },
    inviting: {
      description: 'Contul invitatului se creează și i se trimite e-mailul cu codul.',
      tags: ['busy'],
      invoke: {
        id: 'inviteMember',
        src: 'inviteMember',
        input: ({ context }) => ({ email: context.inviteEmail, rights: [...context.inviteRights] }),
        onDone: { target: 'ready', actions: { type: 'addInvited', params: outputOf } },
        onError: { target: 'ready', actions: { type: 'showFailure', params: failureOf } },
      },
    },
    savingRights: {
      description: 'Drepturile membrului se salvează.',
      tags: ['busy'],
      invoke: {
        id: 'updateRights',
        src: 'updateRights',
        input: ({ context }) => ({
          userId: context.target?.userUUID ?? '',
          rights: [...(context.target?.rights ?? [])],
        }),
        onDone: { target: 'ready', actions: { type: 'saveMember', params: outputOf } },
        onError: { target: 'ready', actions: { type: 'showFailure', params: failureOf } },
      },
    },
    confirmingRemoval: {
      description: 'Dialogul de confirmare a eliminării membrului.',
      on: {
        'removal.confirm': { target: 'removing' },
        'removal.cancel': { target: 'ready', actions: 'forgetTarget' },
      },
    },
    removing: {
      description: 'Membrul este scos din echipă; sesiunile lui se închid.',
      tags: ['busy'],
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => ({ userId: context.target?.userUUID ?? '' }),
        onDone: { target: 'ready', actions: 'dropMember' },
        onError: { target: 'ready', actions: { type: 'showFailure', params: failureOf } },
      },
    },
  },
});
