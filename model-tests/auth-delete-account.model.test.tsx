// @vitest-environment jsdom
/**
 * Generated paths of account deletion, walked on the machine and through DeleteAccountScreen.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { DeleteAccountScreen } from '@/components/auth/delete-account-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  AuthDeleteAccountContext,
  AuthDeleteAccountInput,
} from '@/machines/auth-delete-account/auth-delete-account.types';
import { useAuthDeleteAccount } from '@/machines/auth-delete-account/use-auth-delete-account';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthDeleteAccountContext;
const VERIFYING = 'Verificăm că nu ești un robot… Durează câteva secunde.';

describeFlow(findRegisteredMachine('authDeleteAccount')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  function Harness() {
    return (
      <DeleteAccountScreen
        view={useAuthDeleteAccount(scenario.input as AuthDeleteAccountInput, { actors: controller.actors })}
      />
    );
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const expectForm = (snapshot: FlowSnapshot, busy: boolean, verifying = false) => {
    const context = ctx(snapshot);
    expectField('Parola actuală', context.password, context.fieldErrors.password);
    expectFormAlert(context.error?.i18nKey ?? null);
    expectSubmit(busy ? 'Se șterge contul…' : 'Șterge definitiv contul', busy);
    // Solving the challenge: what was typed stays, the screen says why it waits, with a progress bar.
    if (verifying) {
      expect(screen.getByText(VERIFYING).closest('[role="status"]')).not.toBeNull();
      expect(screen.getByRole('progressbar', { name: 'Verificare: 0 %' })).toBeInTheDocument();
    } else expect(screen.queryByText(VERIFYING)).toBeNull();
  };
  return {
    params: {
      events: {
        'field.change': ({ event }) => {
          fireEvent.change(screen.getByLabelText('Parola actuală'), {
            target: { value: (event as unknown as { value: string }).value },
          });
        },
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Șterge definitiv contul'))),
        'xstate.done.actor.deleteAccount': settle,
        'xstate.error.actor.deleteAccount': settle,
        'xstate.done.actor.signOut': settle,
        'xstate.error.actor.signOut': settle,
        'xstate.done.actor.solveChallenge': settle,
        'xstate.error.actor.solveChallenge': settle,
      },
      states: {
        editing: (snapshot: FlowSnapshot) => expectForm(snapshot, false),
        deleting: (snapshot: FlowSnapshot) => expectForm(snapshot, true),
        solvingChallenge: (snapshot: FlowSnapshot) => expectForm(snapshot, true, true),
        signingOut: (snapshot: FlowSnapshot) => expectForm(snapshot, true),
        deleted: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Contul și anunțurile tale au fost șterse');
          expect(screen.queryByLabelText('Parola actuală')).toBeNull();
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
