// @vitest-environment jsdom
/**
 * Generated paths of /multi-user/register: the password reset flow (authResetPassword) with the
 * invitation's texts and destination, walked on the machine and through ResetPasswordScreen's
 * invitation variant.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { invitationSuccessPath } from '@/components/account/multi-user-register';
import { ResetPasswordScreen } from '@/components/auth/reset-password-screen';
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

const LABELS = { email: 'E-mail', code: 'Codul de confirmare', newPassword: 'Parolă' } as const;
const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthResetPasswordContext;

describeFlow(findRegisteredMachine('authResetPassword')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const navigate = vi.fn<(url: string) => void>();
  function Harness() {
    const view = useAuthResetPassword(scenario.input as AuthResetPasswordInput, { navigate, actors: controller.actors, successPath: invitationSuccessPath });
    return <ResetPasswordScreen view={view} variant="invitation" />;
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const expectForm = (snapshot: FlowSnapshot, busy: 'resetting' | 'resending' | null) => {
    const context = ctx(snapshot);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alătură-te echipei');
    expectField(LABELS.email, context.email, context.fieldErrors.email);
    expectField(LABELS.code, context.code, context.fieldErrors.code);
    expectField(LABELS.newPassword, context.newPassword, context.fieldErrors.newPassword);
    expectFormAlert(context.error?.i18nKey ?? null);
    // The reset's way out ('ask for a new reset code') is not offered to an invited member.
    expect(screen.queryByRole('link')).toBeNull();
    expectSubmit(busy === 'resetting' ? 'Se activează…' : 'Activează contul', busy === 'resetting', busy !== null);
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
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Activează contul'))),
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
        done: (snapshot: FlowSnapshot) => {
          const email = ctx(snapshot).email.trim();
          expect(navigate).toHaveBeenCalledExactlyOnceWith(`/multi-user/register-confirmation?email=${encodeURIComponent(email)}`);
          expectSubmit('Se activează…', true);
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
