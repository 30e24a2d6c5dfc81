/**
 * The generated-path walk of the reset-password machine through ResetPasswordScreen, shared by its
 * two screens: the password reset and the team invitation (/multi-user/register), which differ in
 * texts, in what surrounds the form and in where the flow ends.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AnyActorLogic, EventObject } from 'xstate';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  AuthResetPasswordContext,
  AuthResetPasswordEvent,
} from '@/machines/auth-reset-password/auth-reset-password.types';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

type Navigate = ReturnType<typeof vi.fn<(url: string) => void>>;

const VERIFYING = 'Verificăm că nu ești un robot… Durează câteva secunde.';

/** What differs between the two screens. */
export interface ResetPasswordVariant {
  readonly labels: { readonly email: string; readonly code: string; readonly newPassword: string };
  readonly submit: string;
  readonly submitting: string;
  /** The screen driven by useAuthResetPassword, with the test's navigate and parked actors. */
  readonly render: (
    input: unknown,
    deps: { navigate: (url: string) => void; actors: Readonly<Record<string, AnyActorLogic>> },
  ) => ReactElement;
  /** What this screen shows around the form, in every form state. */
  readonly expectSurroundings: (context: AuthResetPasswordContext) => void;
  /** Where the flow went once done. */
  readonly expectDone: (context: AuthResetPasswordContext, navigate: Navigate) => void;
}

export function describeResetPasswordFlow(variant: ResetPasswordVariant): void {
  beforeEach(resetMissingAuthKeys);
  afterEach(() => expect(missingAuthKeys()).toEqual([]));
  const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthResetPasswordContext;
  const { labels } = variant;

  describeFlow(findRegisteredMachine('authResetPassword')!, (scenario, flow) => {
    const controller = createActorController(actorSources(flow.machine));
    const navigate = vi.fn<(url: string) => void>();
    function Harness() {
      return variant.render(scenario.input, { navigate, actors: controller.actors });
    }
    const view = renderAuth(<Harness />);
    const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
    const expectForm = (snapshot: FlowSnapshot, busy: 'resetting' | 'resending' | 'verifying' | null) => {
      const context = ctx(snapshot);
      variant.expectSurroundings(context);
      // Solving the challenge: what was typed stays, the screen says why it waits, with a progress bar.
      if (busy === 'verifying') {
        expect(screen.getByText(VERIFYING).closest('[role="status"]')).not.toBeNull();
        expect(screen.getByRole('progressbar', { name: 'Verificare: 0 %' })).toBeInTheDocument();
      } else expect(screen.queryByText(VERIFYING)).toBeNull();
      expectField(labels.email, context.email, context.fieldErrors.email);
      expectField(labels.code, context.code, context.fieldErrors.code);
      expectField(labels.newPassword, context.newPassword, context.fieldErrors.newPassword);
      expectFormAlert(context.error?.i18nKey ?? null);
      const saving = busy === 'resetting' || busy === 'verifying';
      expectSubmit(saving ? variant.submitting : variant.submit, saving, busy !== null);
      expect(
        theButtonNamed(document, busy === 'resending' ? 'Se trimite codul…' : 'Trimite-mi un cod nou').disabled,
      ).toBe(busy !== null);
      expect(navigate).not.toHaveBeenCalled();
    };
    return {
      params: {
        events: {
          'field.change': ({ event }) => {
            const { field, value } = event as Extract<AuthResetPasswordEvent, { type: 'field.change' }>;
            fireEvent.change(screen.getByLabelText(labels[field]), { target: { value } });
          },
          'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, variant.submit))),
          'code.resend': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Trimite-mi un cod nou'))),
          'xstate.done.actor.confirmReset': settle,
          'xstate.error.actor.confirmReset': settle,
          'xstate.done.actor.requestReset': settle,
          'xstate.error.actor.requestReset': settle,
          'xstate.done.actor.solveChallenge': settle,
          'xstate.error.actor.solveChallenge': settle,
        },
        states: {
          editing: (snapshot: FlowSnapshot) => expectForm(snapshot, null),
          resetting: (snapshot: FlowSnapshot) => expectForm(snapshot, 'resetting'),
          resending: (snapshot: FlowSnapshot) => expectForm(snapshot, 'resending'),
          solvingChallenge: (snapshot: FlowSnapshot) => expectForm(snapshot, 'verifying'),
          solvingResendChallenge: (snapshot: FlowSnapshot) => expectForm(snapshot, 'verifying'),
          done: (snapshot: FlowSnapshot) => {
            variant.expectDone(ctx(snapshot), navigate);
            expectSubmit(variant.submitting, true);
          },
        },
      },
      dispose: () => view.unmount(),
    };
  });
}
