/**
 * SPEC properties of the team administration (§2.5, §6): members listed once each; a rights change
 * or removal is about one member; a removal waits for confirmation; an invite needs an e-mail.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { teamAdminMachine } from './team-admin.machine';

export const TEAM_ADMIN_PROPERTIES = defineFlowProperties(teamAdminMachine, {
  id: 'teamAdmin',
  invariants: [
    {
      name: 'each member is listed once',
      check: ({ context }) => new Set(context.members.map((m) => m.userUUID)).size === context.members.length,
    },
    {
      name: 'a rights change or removal in progress is about a listed member',
      check: (snapshot) =>
        !(snapshot.matches('savingRights') || snapshot.matches('confirmingRemoval') || snapshot.matches('removing')) ||
        (snapshot.context.target !== null &&
          snapshot.context.members.some((m) => m.userUUID === snapshot.context.target?.userUUID)),
    },
    {
      name: 'a failed load shows an error message',
      check: (snapshot) => !snapshot.matches('failed') || snapshot.context.error !== null,
    },
  ],
  rules: [
    {
      event: 'member.remove',
      name: 'removing a member asks for confirmation first',
      check: (before, after) =>
        after.matches('confirmingRemoval') && after.context.members.length === before.context.members.length,
    },
    {
      event: 'removal.cancel',
      name: 'cancelling a removal keeps the member',
      check: (before, after) =>
        after.matches('ready') && after.context.members.length === before.context.members.length,
    },
    {
      event: 'xstate.done.actor.removeMember',
      name: 'a removed member leaves the list',
      check: (before, after) => !after.context.members.some((m) => m.userUUID === before.context.target?.userUUID),
    },
    {
      event: 'invite.submit',
      name: 'an invite is sent only with a valid e-mail; otherwise the field shows why',
      check: (_before, after) => after.matches('inviting') || after.context.emailError !== null,
    },
  ],
});
