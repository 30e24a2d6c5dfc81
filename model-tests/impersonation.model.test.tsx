// @vitest-environment jsdom
/**
 * Generated paths of acting for a team member, walked on the machine and through the real
 * controls: a member's "act as" button (team page) and the yellow banner's way back.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ActAsButton } from '@/components/account/team-admin-screen';
import { ImpersonationBanner } from '@/components/shell/impersonation-banner';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { IMPERSONATED_MEMBER } from '@/machines/impersonation/impersonation.fixtures';
import type { ImpersonationContext } from '@/machines/impersonation/impersonation.types';
import { IMPERSONATION_LANDING, useImpersonation } from '@/machines/impersonation/use-impersonation';
import { findRegisteredMachine } from '@/machines/registry';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, translateAuthKey } from './auth-harness';
import { settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const MEMBER = { ...IMPERSONATED_MEMBER, email: 'angajat@volan.test', status: 'active', rights: [] };
const ACT_AS = `Acționează ca ${MEMBER.email}`;
const STOP = 'Revino la contul tău';
const ctx = (snapshot: FlowSnapshot) => snapshot.context as ImpersonationContext;

function expectControls(enabled: boolean): void {
  expect(theButtonNamed(document, ACT_AS).disabled).toBe(!enabled);
  expect(theButtonNamed(document, STOP).disabled).toBe(!enabled);
}

function expectSwitching(snapshot: FlowSnapshot): void {
  const status = screen.getByRole('status');
  const member = ctx(snapshot).member;
  expect(status).toHaveTextContent(member ? `Trecem pe contul lui ${member.displayName}…` : 'Revenim la contul tău…');
  expect(status).toHaveAttribute('aria-busy', 'true');
  expect(oneWithRole(document, 'alert')).toBeNull();
  expectControls(false);
}

describeFlow(findRegisteredMachine('impersonation')!, (_scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const navigate = vi.fn<(url: string) => void>();
  function Harness() {
    const view = useImpersonation({ navigate, actors: controller.actors });
    return (
      <>
        <ImpersonationBanner view={view} memberName="Elena Stan" mainName="Auto Dealer Demo" />
        <ActAsButton member={MEMBER} view={view} disabled={false} />
      </>
    );
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  return {
    params: {
      events: {
        'impersonation.start': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, ACT_AS))),
        'impersonation.stop': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, STOP))),
        'impersonation.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        'impersonation.dismiss': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Renunță'))),
        'xstate.done.actor.startActing': settle,
        'xstate.error.actor.startActing': settle,
        'xstate.done.actor.stopActing': settle,
        'xstate.error.actor.stopActing': settle,
        'xstate.done.actor.refreshSession': settle,
        'xstate.error.actor.refreshSession': settle,
      },
      states: {
        idle: () => {
          expect(screen.getByRole('region', { name: 'Acționezi în numele unui membru al echipei' })).toHaveTextContent(
            'Acționezi ca Elena Stan · contul principal: Auto Dealer Demo',
          );
          expect(oneWithRole(document, 'status')).toBeNull();
          expect(oneWithRole(document, 'alert')).toBeNull();
          expectControls(true);
          expect(navigate).not.toHaveBeenCalled();
        },
        starting: expectSwitching,
        stopping: expectSwitching,
        refreshing: expectSwitching,
        failed: (snapshot: FlowSnapshot) => {
          const key = ctx(snapshot).error?.i18nKey ?? '';
          expect(screen.getByRole('alert')).toHaveTextContent(translateAuthKey(key));
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
          expect(theButtonNamed(document, 'Renunță')).toBeEnabled();
          expectControls(true);
          expect(navigate).not.toHaveBeenCalled();
        },
        switched: (snapshot: FlowSnapshot) => {
          expectSwitching(snapshot);
          expect(navigate).toHaveBeenCalledExactlyOnceWith(IMPERSONATION_LANDING[ctx(snapshot).direction ?? 'stop']);
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
