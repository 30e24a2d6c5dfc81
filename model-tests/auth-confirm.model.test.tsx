// @vitest-environment jsdom
/**
 * Generated paths of the confirmation flow, walked on the machine and through ConfirmScreen.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ConfirmScreen } from '@/components/auth/confirm-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  AuthConfirmContext,
  AuthConfirmEvent,
  AuthConfirmInput,
} from '@/machines/auth-confirm/auth-confirm.types';
import { useAuthConfirm } from '@/machines/auth-confirm/use-auth-confirm';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const LABELS = { email: 'E-mail', code: 'Codul de confirmare' } as const;
const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthConfirmContext;
const VERIFYING = 'Verificăm că nu ești un robot… Durează câteva secunde.';

function expectNotice(context: AuthConfirmContext): void {
  const notice = document.querySelector('[data-notice]');
  if (!context.notice) expect(notice).toBeNull();
  else {
    expect(notice).toHaveAttribute('data-notice', context.notice);
    expect(notice).toHaveTextContent(context.email.trim());
  }
}

describeFlow(findRegisteredMachine('authConfirm')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  function Harness() {
    return <ConfirmScreen view={useAuthConfirm(scenario.input as AuthConfirmInput, { actors: controller.actors })} />;
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const expectForm = (snapshot: FlowSnapshot, busy: 'confirming' | 'resending' | 'verifying' | null) => {
    const context = ctx(snapshot);
    expectNotice(context);
    // Solving the challenge: what was typed stays, the screen says why it waits, with a progress bar.
    if (busy === 'verifying') {
      expect(screen.getByText(VERIFYING).closest('[role="status"]')).not.toBeNull();
      expect(screen.getByRole('progressbar', { name: 'Verificare: 0 %' })).toBeInTheDocument();
    } else expect(screen.queryByText(VERIFYING)).toBeNull();
    expectField(LABELS.email, context.email, context.fieldErrors.email);
    expectField(LABELS.code, context.code, context.fieldErrors.code);
    expectFormAlert(context.error?.i18nKey ?? null);
    const submitting = busy === 'confirming' || busy === 'verifying';
    expectSubmit(submitting ? 'Se verifică codul…' : 'Confirmă contul', submitting, busy !== null);
    const resend = theButtonNamed(document, busy === 'resending' ? 'Se trimite codul…' : 'Trimite-mi un cod nou');
    expect(resend.disabled).toBe(busy !== null);
  };
  return {
    params: {
      events: {
        'field.change': ({ event }) => {
          const { field, value } = event as Extract<AuthConfirmEvent, { type: 'field.change' }>;
          fireEvent.change(screen.getByLabelText(LABELS[field]), { target: { value } });
        },
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Confirmă contul'))),
        'code.resend': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Trimite-mi un cod nou'))),
        'xstate.done.actor.confirmSignUp': settle,
        'xstate.error.actor.confirmSignUp': settle,
        'xstate.done.actor.resendCode': settle,
        'xstate.error.actor.resendCode': settle,
        'xstate.done.actor.solveChallenge': settle,
        'xstate.error.actor.solveChallenge': settle,
      },
      states: {
        editing: (snapshot: FlowSnapshot) => expectForm(snapshot, null),
        confirming: (snapshot: FlowSnapshot) => expectForm(snapshot, 'confirming'),
        resending: (snapshot: FlowSnapshot) => expectForm(snapshot, 'resending'),
        solvingChallenge: (snapshot: FlowSnapshot) => expectForm(snapshot, 'verifying'),
        solvingResendChallenge: (snapshot: FlowSnapshot) => expectForm(snapshot, 'verifying'),
        confirmed: (snapshot: FlowSnapshot) => {
          expect(screen.getByRole('status')).toHaveTextContent('Contul tău Volan este activ');
          expect(screen.getByRole('link', { name: 'Intră în cont' })).toHaveAttribute(
            'href',
            `/authentication?email=${encodeURIComponent(ctx(snapshot).email.trim())}`,
          );
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
