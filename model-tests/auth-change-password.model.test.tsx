// @vitest-environment jsdom
/**
 * Generated paths of the change-password form, walked on the machine and through
 * ChangePasswordForm.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  AuthChangePasswordContext,
  AuthChangePasswordEvent,
  AuthChangePasswordInput,
} from '@/machines/auth-change-password/auth-change-password.types';
import { useAuthChangePassword } from '@/machines/auth-change-password/use-auth-change-password';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const LABELS = { currentPassword: 'Parola actuală', newPassword: 'Parolă nouă' } as const;
const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthChangePasswordContext;

describeFlow(findRegisteredMachine('authChangePassword')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  function Harness() {
    return (
      <ChangePasswordForm
        view={useAuthChangePassword(scenario.input as AuthChangePasswordInput, { actors: controller.actors })}
      />
    );
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const expectForm = (snapshot: FlowSnapshot, busy: boolean, verifying = false) => {
    const context = ctx(snapshot);
    expectField(LABELS.currentPassword, context.currentPassword, context.fieldErrors.currentPassword);
    expectField(LABELS.newPassword, context.newPassword, context.fieldErrors.newPassword);
    expectFormAlert(context.error?.i18nKey ?? null);
    expectSubmit(busy ? 'Se salvează…' : 'Salvează parola nouă', busy);
    const status = document.querySelector('[role="status"]');
    // Solving the challenge: what was typed stays, the form says why it waits, with a progress bar.
    if (verifying) {
      expect(status).toHaveTextContent('Verificăm că nu ești un robot… Durează câteva secunde.');
      expect(screen.getByRole('progressbar', { name: 'Verificare: 0 %' })).toBeInTheDocument();
    } else if (context.saved) expect(status).toHaveTextContent('Parola a fost schimbată');
    else expect(status).toBeNull();
  };
  return {
    params: {
      events: {
        'field.change': ({ event }) => {
          const { field, value } = event as Extract<AuthChangePasswordEvent, { type: 'field.change' }>;
          fireEvent.change(screen.getByLabelText(LABELS[field]), { target: { value } });
        },
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Salvează parola nouă'))),
        'xstate.done.actor.changePassword': settle,
        'xstate.error.actor.changePassword': settle,
        'xstate.done.actor.solveChallenge': settle,
        'xstate.error.actor.solveChallenge': settle,
      },
      states: {
        editing: (snapshot: FlowSnapshot) => expectForm(snapshot, false),
        saving: (snapshot: FlowSnapshot) => expectForm(snapshot, true),
        solvingChallenge: (snapshot: FlowSnapshot) => expectForm(snapshot, true, true),
      },
    },
    dispose: () => view.unmount(),
  };
});
