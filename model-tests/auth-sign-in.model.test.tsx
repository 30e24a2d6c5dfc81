// @vitest-environment jsdom
/**
 * Generated paths of the sign-in flow, walked on the machine and through SignInScreen: typed
 * values stay in the fields, errors appear translated, the button says when the call runs, and
 * a success goes to the return URL with the login type stored.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { SignInScreen } from '@/components/auth/sign-in-screen';
import { verificationPath } from '@/lib/session/auth-paths';
import { LOGIN_TYPE_KEY } from '@/lib/session/session-storage';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { AuthSignInContext, AuthSignInEvent, AuthSignInInput } from '@/machines/auth-sign-in/auth-sign-in.types';
import { useAuthSignIn } from '@/machines/auth-sign-in/use-auth-sign-in';
import { findRegisteredMachine } from '@/machines/registry';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { expectField, expectFormAlert, expectSubmit } from './auth-form-checks';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

const SITE = 'https://www.volan.ro';
const LABELS = { email: 'E-mail', password: 'Parolă' } as const;
const ctx = (snapshot: FlowSnapshot) => snapshot.context as AuthSignInContext;
const VERIFYING = 'Verificăm că nu ești un robot… Durează câteva secunde.';

describeFlow(findRegisteredMachine('authSignIn')!, (scenario, flow) => {
  window.localStorage.clear();
  const input = scenario.input as AuthSignInInput;
  const controller = createActorController(actorSources(flow.machine));
  const navigate = vi.fn<(url: string) => void>();
  function Harness() {
    return <SignInScreen view={useAuthSignIn(input, { navigate, siteOrigin: SITE, actors: controller.actors })} />;
  }
  const view = renderAuth(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const expectForm = (snapshot: FlowSnapshot, busy: boolean) => {
    const context = ctx(snapshot);
    expectField(LABELS.email, context.email, context.fieldErrors.email);
    expectField(LABELS.password, context.password, context.fieldErrors.password);
    expectFormAlert(context.error?.i18nKey ?? null);
    expectSubmit(busy ? 'Se verifică…' : 'Intră în cont', busy);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText(VERIFYING)).toBeNull();
  };
  return {
    params: {
      events: {
        'field.change': ({ event }) => {
          const { field, value } = event as Extract<AuthSignInEvent, { type: 'field.change' }>;
          fireEvent.change(screen.getByLabelText(LABELS[field]), { target: { value } });
        },
        'form.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Intră în cont'))),
        'xstate.done.actor.submitSignIn': settle,
        'xstate.error.actor.submitSignIn': settle,
        'xstate.done.actor.solveChallenge': settle,
        'xstate.error.actor.solveChallenge': settle,
      },
      states: {
        editing: (snapshot: FlowSnapshot) => expectForm(snapshot, false),
        submitting: (snapshot: FlowSnapshot) => expectForm(snapshot, true),
        solvingChallenge: (snapshot: FlowSnapshot) => {
          const context = ctx(snapshot);
          // What was typed stays; the screen says why it waits, with a progress bar.
          expectField(LABELS.email, context.email, undefined);
          expectField(LABELS.password, context.password, undefined);
          expectSubmit('Se verifică…', true);
          expect(screen.getByRole('status')).toHaveTextContent(VERIFYING);
          expect(screen.getByRole('progressbar', { name: 'Verificare: 0 %' })).toBeInTheDocument();
          expect(navigate).not.toHaveBeenCalled();
        },
        signedIn: (snapshot: FlowSnapshot) => {
          expect(navigate).toHaveBeenCalledExactlyOnceWith(ctx(snapshot).returnUrl);
          expect(window.localStorage.getItem(LOGIN_TYPE_KEY)).toBe('email');
          expect(screen.getByRole('status')).toHaveTextContent('Te-ai autentificat');
        },
        unconfirmed: (snapshot: FlowSnapshot) => {
          expect(navigate).toHaveBeenCalledExactlyOnceWith(verificationPath(ctx(snapshot).email));
          expect(window.localStorage.getItem(LOGIN_TYPE_KEY)).toBeNull();
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
