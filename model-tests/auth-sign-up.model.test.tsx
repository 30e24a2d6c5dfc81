// @vitest-environment jsdom
/**
 * Generated paths of the sign-up flow, walked on the machine and through SignUpScreen.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { SignUpScreen } from '@/components/auth/sign-up-screen';
import { confirmPath } from '@/lib/session/auth-paths';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { AuthSignUpContext, AuthSignUpEvent, AuthSignUpInput } from '@/machines/auth-sign-up/auth-sign-up.types';
import { useAuthSignUp } from '@/machines/auth-sign-up/use-auth-sign-up';
import { findRegisteredMachine } from '@/machines/registry';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const LABELS = {
  email: 'E-mail',
  password: 'Parolă',
  givenName: 'Prenume (opțional)',
  companyName: 'Numele firmei',
} as const;
const TYPES = { PRIVATE: 'Persoană fizică', PROFESSIONAL: 'Firmă (dealer)' } as const;
const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthSignUpContext;

describeFlow(findRegisteredMachine('authSignUp')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const navigate = vi.fn<(url: string) => void>();
  function Harness() {
    return (
      <SignUpScreen
        view={useAuthSignUp(scenario.input as AuthSignUpInput, {
          navigate,
          siteOrigin: 'https://www.volan.ro',
          actors: controller.actors,
        })}
      />
    );
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const expectForm = (snapshot: FlowSnapshot, busy: boolean, verifying = false) => {
    const context = ctx(snapshot);
    expect(screen.getByLabelText(TYPES[context.userType])).toBeChecked();
    expectField(LABELS.email, context.email, context.fieldErrors.email);
    expectField(LABELS.password, context.password, context.fieldErrors.password);
    if (context.userType === 'PROFESSIONAL') {
      expectField(LABELS.companyName, context.companyName, context.fieldErrors.companyName);
      expect(screen.queryByLabelText(LABELS.givenName)).toBeNull();
    } else {
      expectField(LABELS.givenName, context.givenName, undefined);
      expect(screen.queryByLabelText(LABELS.companyName)).toBeNull();
    }
    expectFormAlert(context.error?.i18nKey ?? null);
    expectSubmit(busy ? 'Se creează contul…' : 'Creează contul', busy);
    // Solving a SEND_CODE challenge: what was typed stays (checked above), the form says why it waits.
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
          const { field, value } = event as Extract<AuthSignUpEvent, { type: 'field.change' }>;
          fireEvent.change(screen.getByLabelText(LABELS[field]), { target: { value } });
        },
        'userType.choose': ({ event }) => {
          fireEvent.click(
            screen.getByLabelText(TYPES[(event as Extract<AuthSignUpEvent, { type: 'userType.choose' }>).userType]),
          );
        },
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Creează contul'))),
        'xstate.done.actor.submitSignUp': settle,
        'xstate.error.actor.submitSignUp': settle,
        'xstate.done.actor.solveChallenge': settle,
        'xstate.error.actor.solveChallenge': settle,
      },
      states: {
        editing: (snapshot: FlowSnapshot) => expectForm(snapshot, false),
        submitting: (snapshot: FlowSnapshot) => expectForm(snapshot, true),
        solvingChallenge: (snapshot: FlowSnapshot) => expectForm(snapshot, true, true),
        registered: (snapshot: FlowSnapshot) => {
          expect(navigate).toHaveBeenCalledExactlyOnceWith(confirmPath(ctx(snapshot).email.trim(), true));
          expect(screen.getByRole('status')).toHaveTextContent('Contul a fost creat');
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
