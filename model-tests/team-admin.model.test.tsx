// @vitest-environment jsdom
/**
 * Generated paths of the team page ("Echipa ta"), walked on the machine and through
 * TeamAdminScreen: the list with a checkbox per right, the invitation form, the removal dialog.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { TeamAdminScreen } from '@/components/account/team-admin-screen';
import { GRANTABLE_TEAM_RIGHTS } from '@/lib/team/team-operations';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import type { TeamAdminContext, TeamAdminEvent } from '@/machines/team-admin/team-admin.types';
import { useTeamAdmin } from '@/machines/team-admin/use-team-admin';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import {
  actAndFlush,
  missingAuthKeys,
  renderAuth,
  resetMissingAuthKeys,
  settleInAct,
  translateAuthKey,
} from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const EMAIL_LABEL = 'E-mailul colegului';
const ctx = (snapshot: FlowSnapshot) => snapshot.context as TeamAdminContext;
const rightLabel = (right: string) => translateAuthKey(`account:team.rights.${right}`);
const NOTICES = {
  invited: 'Invitația a fost trimisă.',
  saved: 'Drepturile au fost salvate.',
  removed: 'Membrul a fost eliminat din echipă.',
} as const;

/**
 * Every member card shows its e-mail, status and exactly its rights checked; nothing else is listed.
 * While a member's rights are saved, its boxes already show the new ones (no lag after a click).
 */
function expectMembers(context: TeamAdminContext, busy: boolean, saving: boolean): void {
  const cards = document.querySelectorAll('[data-member]');
  expect([...cards].map((card) => card.getAttribute('data-member'))).toEqual(context.members.map((m) => m.userUUID));
  if (context.members.length === 0) expect(screen.getByText('Nu ai încă membri în echipă.')).toBeInTheDocument();
  for (const member of context.members) {
    const group = screen.getByRole('group', { name: `Drepturi pentru ${member.email}` });
    const shown = saving && context.target?.userUUID === member.userUUID ? context.target.rights : member.rights;
    for (const right of GRANTABLE_TEAM_RIGHTS) {
      const box = within(group).getByLabelText<HTMLInputElement>(rightLabel(right));
      expect(box.checked).toBe(shown.includes(right));
      expect(box.disabled).toBe(busy);
    }
    expect(theButtonNamed(document, `Elimină ${member.email}`).disabled).toBe(busy);
  }
}

function expectInviteForm(context: TeamAdminContext, inviting: boolean, busy: boolean): void {
  expectField(EMAIL_LABEL, context.inviteEmail, context.emailError ?? undefined);
  const group = screen.getByRole('group', { name: 'Secțiuni permise' });
  for (const right of GRANTABLE_TEAM_RIGHTS) {
    expect(within(group).getByLabelText<HTMLInputElement>(rightLabel(right)).checked).toBe(
      context.inviteRights.includes(right),
    );
  }
  expectSubmit(inviting ? 'Se trimite invitația…' : 'Trimite invitația', inviting, busy);
}

function expectNotice(context: TeamAdminContext): void {
  const status = document.querySelector('[role="status"]');
  if (context.notice) expect(status).toHaveTextContent(NOTICES[context.notice]);
  else expect(status).toBeNull();
}

function expectPage(snapshot: FlowSnapshot, state: 'ready' | 'inviting' | 'savingRights'): void {
  const context = ctx(snapshot);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Echipa ta');
  expectNotice(context);
  expectFormAlert(context.error?.i18nKey ?? null);
  expectMembers(context, state !== 'ready', state === 'savingRights');
  expectInviteForm(context, state === 'inviting', state !== 'ready');
  expect(oneWithRole(document, 'dialog')).toBeNull();
}

function expectRemovalDialog(snapshot: FlowSnapshot, removing: boolean): void {
  const context = ctx(snapshot);
  const member = context.members.find((m) => m.userUUID === context.target?.userUUID);
  const dialog = theOneWithRole(document, 'dialog');
  expect(dialog).toHaveAccessibleName('Elimini membrul din echipă?');
  expect(dialog).toHaveAccessibleDescription(
    `${member?.email ?? ''} nu va mai avea acces la contul tău, iar sesiunile lui se închid.`,
  );
  const confirm = theButtonNamed(dialog, removing ? 'Se elimină…' : 'Elimină');
  expect(confirm.disabled).toBe(removing);
  expect(theButtonNamed(dialog, 'Renunță').disabled).toBe(removing);
}

describeFlow(findRegisteredMachine('teamAdmin')!, (_scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  function Harness() {
    return <TeamAdminScreen view={useTeamAdmin({ actors: controller.actors })} />;
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const memberGroup = (userUUID: string) => {
    const card = document.querySelector(`[data-member="${userUUID}"]`);
    return within(card as HTMLElement);
  };
  return {
    params: {
      events: {
        'team.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        'invite.emailChange': ({ event }) => {
          fireEvent.change(screen.getByLabelText(EMAIL_LABEL), {
            target: { value: (event as Extract<TeamAdminEvent, { type: 'invite.emailChange' }>).value },
          });
        },
        'invite.rightToggle': ({ event }) => {
          const { right } = event as Extract<TeamAdminEvent, { type: 'invite.rightToggle' }>;
          fireEvent.click(
            within(screen.getByRole('group', { name: 'Secțiuni permise' })).getByLabelText(rightLabel(right)),
          );
        },
        'invite.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Trimite invitația'))),
        'member.rightToggle': ({ event }) => {
          const { userUUID, right } = event as Extract<TeamAdminEvent, { type: 'member.rightToggle' }>;
          return actAndFlush(() => fireEvent.click(memberGroup(userUUID).getByLabelText(rightLabel(right))));
        },
        'member.remove': ({ event }) => {
          const { userUUID } = event as Extract<TeamAdminEvent, { type: 'member.remove' }>;
          fireEvent.click(memberGroup(userUUID).getByRole('button', { name: /^Elimină / }));
        },
        'removal.confirm': () =>
          actAndFlush(() => fireEvent.click(theButtonNamed(theOneWithRole(document, 'dialog'), 'Elimină'))),
        'removal.cancel': () => {
          fireEvent.click(theButtonNamed(theOneWithRole(document, 'dialog'), 'Renunță'));
        },
        'xstate.done.actor.loadTeam': settle,
        'xstate.error.actor.loadTeam': settle,
        'xstate.done.actor.inviteMember': settle,
        'xstate.error.actor.inviteMember': settle,
        'xstate.done.actor.updateRights': settle,
        'xstate.error.actor.updateRights': settle,
        'xstate.done.actor.removeMember': settle,
        'xstate.error.actor.removeMember': settle,
      },
      states: {
        loading: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Se încarcă echipa…');
          expect(document.querySelector('form')).toBeNull();
        },
        failed: (snapshot: FlowSnapshot) => {
          expectFormAlert(ctx(snapshot).error?.i18nKey ?? null);
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
          expect(document.querySelector('form')).toBeNull();
        },
        ready: (snapshot: FlowSnapshot) => expectPage(snapshot, 'ready'),
        inviting: (snapshot: FlowSnapshot) => expectPage(snapshot, 'inviting'),
        savingRights: (snapshot: FlowSnapshot) => expectPage(snapshot, 'savingRights'),
        confirmingRemoval: (snapshot: FlowSnapshot) => expectRemovalDialog(snapshot, false),
        removing: (snapshot: FlowSnapshot) => expectRemovalDialog(snapshot, true),
      },
    },
    dispose: () => view.unmount(),
  };
});
