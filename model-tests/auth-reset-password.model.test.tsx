// @vitest-environment jsdom
/**
 * Generated paths of the password reset, walked on the machine and through ResetPasswordScreen.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ResetPasswordScreen } from '@/components/auth/reset-password-screen';
import { FORGOT_PASSWORD_SUCCESS_PATH } from '@/lib/session/auth-paths';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  AuthResetPasswordContext,
  AuthResetPasswordEvent,
  AuthResetPasswordInput,
} from '@/machines/auth-reset-password/auth-reset-password.types';
import { useAuthResetPassword } from '@/machines/auth-reset-password/use-auth-reset-password';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const LABELS = { email: 'E-mail', code: 'Codul de resetare', newPassword: 'Parolă nouă' } as const;
const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthResetPasswordContext;

describeFlow(findRegisteredMachine('authResetPassword')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const navigate = vi.fn<(url: string) => void>();
  function Harness() {
    return <ResetPasswordScreen view={useAuthResetPassword(scenario.input as AuthResetPasswordInput, { navigate, actors: controller.actors })} />;
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const expectForm = (snapshot: FlowSnapshot, busy: 'resetting' | 'resending' | null) => {
    const context = ctx(snapshot);
    const notice = document.querySelector('[data-notice]');
    if (context.codeResent) expect(notice).toHaveTextContent(`Ți-am trimis un cod nou la ${context.email}`);
    else expect(notice).toBeNull();
    expectField(LABELS.email, context.email, context.fieldErrors.email);
    expectField(LABELS.code, context.code, context.fieldErrors.code);
    expectField(LABELS.newPassword, context.newPassword, context.fieldErrors.newPassword);
    expectFormAlert(context.error?.i18nKey ?? null);
    expectSubmit(busy === 'resetting' ? 'Se salvează…' : 'Salvează parola', busy === 'resetting', busy !== null);
    expect(theButtonNamed(document, busy === 'resending' ? 'Se trimite codul…' : 'Trimite-mi un cod nou').disabled).toBe(busy !== null);
    expect(navigate).not.toHaveBeenCalled();
  };
  return {
    params: {
      events: {
        'field.change': ({ event }) => {
          const { field, value } = event as Extract<AuthResetPasswordEvent, { type: 'field.change' }>;
          fireEvent.change(screen.getByLabelText(LABELS[field]), { target: { value } });
        },
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Salvează parola'))),
        'code.resend': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Trimite-mi un cod nou'))),
        'xstate.done.actor.confirmReset': settle,
        'xstate.error.actor.confirmReset': settle,
        'xstate.done.actor.requestReset': settle,
        'xstate.error.actor.requestReset': settle,
      },
      states: {
        editing: (snapshot: FlowSnapshot) => expectForm(snapshot, null),
        resetting: (snapshot: FlowSnapshot) => expectForm(snapshot, 'resetting'),
        resending: (snapshot: FlowSnapshot) => expectForm(snapshot, 'resending'),
        done: () => {
          expect(navigate).toHaveBeenCalledExactlyOnceWith(FORGOT_PASSWORD_SUCCESS_PATH);
          expectSubmit('Se salvează…', true);
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
