// @vitest-environment jsdom
/**
 * Generated paths of the sign-out pages, walked on the machine and through LogoutScreen.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { LogoutScreen } from '@/components/auth/logout-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { AuthLogoutInput } from '@/machines/auth-logout/auth-logout.types';
import { useAuthLogout } from '@/machines/auth-logout/use-auth-logout';
import { findRegisteredMachine } from '@/machines/registry';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

describeFlow(findRegisteredMachine('authLogout')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const navigate = vi.fn<(url: string) => void>();
  function Harness() {
    return (
      <LogoutScreen view={useAuthLogout(scenario.input as AuthLogoutInput, { navigate, actors: controller.actors })} />
    );
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  return {
    params: {
      events: {
        'logout.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        'xstate.done.actor.signOut': settle,
        'xstate.error.actor.signOut': settle,
      },
      states: {
        signingOut: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Te deconectăm…');
          expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
          expect(navigate).not.toHaveBeenCalled();
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Nu te-am putut deconecta');
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
        },
        signedOut: () => {
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Te-ai deconectat');
          expect(screen.getByRole('link', { name: 'Intră din nou în cont' })).toHaveAttribute(
            'href',
            '/authentication',
          );
          expect(navigate).not.toHaveBeenCalled();
        },
        redirecting: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Te ducem la prima pagină');
          expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
