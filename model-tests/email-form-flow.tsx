/**
 * The generated-path walk shared by the flows whose form is one e-mail field (forgot password,
 * verification): typing, sending, the busy state, a failure, and where the flow leaves to.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AnyActorLogic, EventObject } from 'xstate';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { EmailFormEvent } from '@/machines/email-form-view';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

/** What differs between the e-mail-only flows. */
export interface EmailFormFlow<
  C extends { email: string; fieldErrors: { email?: string }; error: { i18nKey: string } | null },
> {
  readonly machineId: string;
  /** The invoke id of the call the form makes. */
  readonly actorId: string;
  /** The state in which that call runs. */
  readonly busyState: string;
  /** The screen driven by its hook, with the test's navigate and parked actors. */
  readonly render: (
    input: unknown,
    deps: { navigate: (url: string) => void; actors: Readonly<Record<string, AnyActorLogic>> },
  ) => ReactElement;
  /** What the final `sent` state shows and where it went. */
  readonly expectSent: (context: C, navigate: ReturnType<typeof vi.fn<(url: string) => void>>) => void;
}

export function describeEmailFormFlow<
  C extends { email: string; fieldErrors: { email?: string }; error: { i18nKey: string } | null },
>(options: EmailFormFlow<C>): void {
  beforeEach(resetMissingAuthKeys);
  afterEach(() => expect(missingAuthKeys()).toEqual([]));
  const ctx = (snapshot: FlowSnapshot) => snapshot.context as C;

  describeFlow(findRegisteredMachine(options.machineId)!, (scenario, flow) => {
    const controller = createActorController(actorSources(flow.machine));
    const navigate = vi.fn<(url: string) => void>();
    function Harness() {
      return options.render(scenario.input, { navigate, actors: controller.actors });
    }
    const view = renderAuth(<Harness />);
    const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
    const expectForm = (snapshot: FlowSnapshot, busy: boolean, verifying = false) => {
      const context = ctx(snapshot);
      expectField('E-mail', context.email, context.fieldErrors.email);
      expectFormAlert(context.error?.i18nKey ?? null);
      expectSubmit(busy ? 'Se trimite codul…' : 'Trimite codul', busy);
      // Solving a SEND_CODE challenge: the e-mail stays, the form says why it waits, with a progress bar.
      const status = document.querySelector('[role="status"]');
      if (verifying) {
        expect(status).toHaveTextContent('Verificăm că nu ești un robot… Durează câteva secunde.');
        expect(screen.getByRole('progressbar', { name: 'Verificare: 0 %' })).toBeInTheDocument();
      } else expect(status).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    };
    return {
      params: {
        events: {
          'field.change': ({ event }) => {
            fireEvent.change(screen.getByLabelText('E-mail'), {
              target: { value: (event as Extract<EmailFormEvent, { type: 'field.change' }>).value },
            });
          },
          'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Trimite codul'))),
          [`xstate.done.actor.${options.actorId}`]: settle,
          [`xstate.error.actor.${options.actorId}`]: settle,
          'xstate.done.actor.solveChallenge': settle,
          'xstate.error.actor.solveChallenge': settle,
        },
        states: {
          editing: (snapshot: FlowSnapshot) => expectForm(snapshot, false),
          [options.busyState]: (snapshot: FlowSnapshot) => expectForm(snapshot, true),
          solvingChallenge: (snapshot: FlowSnapshot) => expectForm(snapshot, true, true),
          sent: (snapshot: FlowSnapshot) => options.expectSent(ctx(snapshot), navigate),
        },
      },
      dispose: () => view.unmount(),
    };
  });
}
