// @vitest-environment jsdom
/**
 * Generated paths of the verification flow, walked on the machine and through VerificationScreen.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { VerificationScreen } from '@/components/auth/verification-screen';
import { confirmPath } from '@/lib/session/auth-paths';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { AuthVerificationContext, AuthVerificationEvent, AuthVerificationInput } from '@/machines/auth-verification/auth-verification.types';
import { useAuthVerification } from '@/machines/auth-verification/use-auth-verification';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthVerificationContext;

describeFlow(findRegisteredMachine('authVerification')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const navigate = vi.fn<(url: string) => void>();
  function Harness() {
    return <VerificationScreen view={useAuthVerification(scenario.input as AuthVerificationInput, { navigate, actors: controller.actors })} />;
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
          fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: (event as Extract<AuthVerificationEvent, { type: 'field.change' }>).value } });
        },
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Trimite codul'))),
        'xstate.done.actor.resendCode': settle,
        'xstate.error.actor.resendCode': settle,
      },
      states: {
        editing: (snapshot: FlowSnapshot) => expectForm(snapshot, false),
        sending: (snapshot: FlowSnapshot) => expectForm(snapshot, true),
        sent: (snapshot: FlowSnapshot) => {
          expect(navigate).toHaveBeenCalledExactlyOnceWith(confirmPath(ctx(snapshot).email.trim(), true));
          expect(screen.getByRole('status')).toHaveTextContent('Codul a fost trimis');
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
