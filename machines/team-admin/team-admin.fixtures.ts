/**
 * Concrete inputs and events of the team page: one seeded member, one invitation, a rights switch,
 * a removal, and the server's failures.
 */
import type { TeamMember } from '@/lib/team/team-operations';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { TeamAdminEvent, TeamAdminInput } from './team-admin.types';

/** No input. */
export const TEAM_ADMIN_INPUT: TeamAdminInput = {};

/** The seeded sub-user of the demo dealer. */
export const TEAM_EMPLOYEE: TeamMember = {
  userUUID: '00000000-0000-4000-8000-000000000004',
  email: 'angajat@volan.test',
  displayName: 'Elena Stan',
  status: 'active',
  rights: ['ADS', 'MESSAGES'],
};

/** The member an invitation creates. */
export const TEAM_INVITED: TeamMember = {
  userUUID: '00000000-0000-4000-8000-0000000000aa',
  email: 'coleg@volan.test',
  displayName: 'coleg',
  status: 'invited',
  rights: ['INVOICES'],
};

const LOADED: FixtureEvent<TeamAdminEvent> = { type: 'xstate.done.actor.loadTeam', output: [TEAM_EMPLOYEE] };

/** Loading (and its failure), inviting with a valid or an empty e-mail, the invitation's outcomes. */
export const TEAM_ADMIN_EVENTS: readonly FixtureEvent<TeamAdminEvent>[] = [
  LOADED,
  { type: 'xstate.error.actor.loadTeam', error: { code: 'FORBIDDEN', i18nKey: 'account:team.errors.forbidden' } },
  { type: 'team.retry' },
  { type: 'invite.emailChange', value: 'coleg@volan.test' },
  { type: 'invite.rightToggle', right: 'INVOICES' },
  { type: 'invite.submit' },
  { type: 'xstate.done.actor.inviteMember', output: TEAM_INVITED },
  {
    type: 'xstate.error.actor.inviteMember',
    error: { code: 'MEMBER_EXISTS', i18nKey: 'account:team.errors.memberExists' },
  },
];

/** A member's rights switched, the member removed (confirmed or not), and those calls' failures. */
const MEMBER_EVENTS: readonly FixtureEvent<TeamAdminEvent>[] = [
  LOADED,
  { type: 'member.rightToggle', userUUID: TEAM_EMPLOYEE.userUUID, right: 'LEADS' },
  { type: 'xstate.done.actor.updateRights', output: { ...TEAM_EMPLOYEE, rights: ['ADS', 'MESSAGES', 'LEADS'] } },
  { type: 'xstate.error.actor.updateRights', error: { code: 'NOT_FOUND', i18nKey: 'account:team.errors.notFound' } },
  { type: 'member.remove', userUUID: TEAM_EMPLOYEE.userUUID },
  { type: 'removal.confirm' },
  { type: 'removal.cancel' },
  { type: 'xstate.done.actor.removeMember', output: undefined },
  { type: 'xstate.error.actor.removeMember', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
];

/** The default scenario walks loading and inviting (member events there have no member id, so their guard blocks them); this one the members. */
export const TEAM_ADMIN_SCENARIOS: readonly FlowScenario<TeamAdminInput, TeamAdminEvent>[] = [
  {
    id: 'drepturi-si-eliminare',
    title: 'Drepturile unui membru și eliminarea lui',
    input: TEAM_ADMIN_INPUT,
    events: MEMBER_EVENTS,
    // Inviting is the default scenario's walk; here it would only multiply the paths.
    skipEvents: [
      'invite.emailChange',
      'invite.rightToggle',
      'invite.submit',
      'team.retry',
      'xstate.error.actor.loadTeam',
    ],
  },
];
