// @vitest-environment jsdom
/**
 * Generated paths of the forgot-password request, walked on the machine and through
 * ForgotPasswordScreen.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ForgotPasswordScreen } from '@/components/auth/forgot-password-screen';
import { forgotPasswordEmailSuccessPath } from '@/lib/session/auth-paths';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  AuthForgotPasswordContext,
  AuthForgotPasswordEvent,
  AuthForgotPasswordInput,
} from '@/machines/auth-forgot-password/auth-forgot-password.types';
import { useAuthForgotPassword } from '@/machines/auth-forgot-password/use-auth-forgot-password';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthForgotPasswordContext;

describeFlow(findRegisteredMachine('authForgotPassword')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const navigate = vi.fn<(url: string) => void>();
  function Harness() {
    return <ForgotPasswordScreen view={useAuthForgotPassword(scenario.input as AuthForgotPasswordInput, { navigate, actors: controller.actors })} />;
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const expectForm = (snapshot: FlowSnapshot, busy: boolean) => {
    const context = ctx(snapshot);
    expectField('E-mail', context.email, context.fieldErrors.email);
    expectFormAlert(context.error?.i18nKey ?? null);
    expectSubmit(busy ? 'Se trimite codul…' : 'Trimite codul', busy);
    expect(navigate).not.toHaveBeenCalled();
  };
  return {
    params: {
      events: {
        'field.change': ({ event }) => {
          fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: (event as Extract<AuthForgotPasswordEvent, { type: 'field.change' }>).value } });
        },
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Trimite codul'))),
        'xstate.done.actor.requestReset': settle,
        'xstate.error.actor.requestReset': settle,
      },
      states: {
        editing: (snapshot: FlowSnapshot) => expectForm(snapshot, false),
        requesting: (snapshot: FlowSnapshot) => expectForm(snapshot, true),
        sent: (snapshot: FlowSnapshot) => {
          const context = ctx(snapshot);
          expect(navigate).toHaveBeenCalledExactlyOnceWith(forgotPasswordEmailSuccessPath(context.email.trim(), context.destination));
          expect(context.destination).not.toBe('');
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
