// @vitest-environment jsdom
/**
 * Generated paths of the session machine, walked on the machine and through the real hook
 * (useSessionActor: window and storage events) and SessionStatus. Fetches and sign-outs are
 * parked actors settled by the path; the token readers the Apollo links use send the refetch and
 * the forced refresh.
 */
import { act, fireEvent } from '@testing-library/react';
import { useEffect } from 'react';
import type { EventObject } from 'xstate';
import { SessionStatus } from '@/components/auth/session-status';
import { SESSION_BROADCAST_KEY } from '@/lib/session/session-storage';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { createSessionLogic } from '@/machines/session/session-logic';
import { readSessionToken, refreshSessionToken, type SessionActorRef } from '@/machines/session/session-tokens';
import type { SessionContext, SessionEvent, SessionInput } from '@/machines/session/session.types';
import { SessionProvider, useSession, useSessionActor } from '@/machines/session/use-session';
import { actAndFlush, missingAuthKeys, renderAuth, resetMissingAuthKeys, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';
import { delayOf } from './flow-walk';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

function Status() {
  return <SessionStatus view={useSession()} />;
}

function Harness({
  logic,
  onActor,
}: {
  logic: ReturnType<typeof createSessionLogic>;
  onActor: (actor: SessionActorRef) => void;
}) {
  const actor = useSessionActor({ logic });
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  return (
    <SessionProvider actor={actor}>
      <Status />
    </SessionProvider>
  );
}

const status = () => document.querySelector<HTMLElement>('[data-session-status]');

function expectSignedIn(snapshot: FlowSnapshot, signingOut: boolean): void {
  const context = snapshot.context as SessionContext;
  expect(status()).toHaveAttribute('data-session-status', 'authenticated');
  expect(status()).toHaveTextContent(`Salut, ${context.session?.user.displayName ?? ''}`);
  const button = theButtonNamed(document, signingOut ? 'Se deconectează…' : 'Ieși din cont');
  expect(button.disabled).toBe(signingOut);
}

function expectSignedOut(): void {
  expect(status()).toHaveAttribute('data-session-status', 'unauthenticated');
  expect(status()?.querySelector('a')).toHaveAttribute('href', '/authentication');
  expect(status()).toHaveTextContent('Intră în cont');
}

describeFlow(findRegisteredMachine('session')!, (scenario, flow) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const input = scenario.input as SessionInput;
  window.history.replaceState({}, '', input.inAppBrowser ? '/?utm_source=android' : '/');
  const controller = createActorController(actorSources(flow.machine));
  const logic = createSessionLogic().provide({ actors: controller.actors });
  let actor: SessionActorRef | undefined;
  const view = renderAuth(<Harness logic={logic} onActor={(ref) => (actor = ref)} />);
  const live = () => actor!;
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<string, (step: { event: EventObject }) => void | Promise<void>> = {
    'window.visible': () => actAndFlush(() => void document.dispatchEvent(new Event('visibilitychange'))),
    'storage.changed': () =>
      actAndFlush(
        () => void window.dispatchEvent(new StorageEvent('storage', { key: SESSION_BROADCAST_KEY, newValue: '{}' })),
      ),
    // The interval itself is tested in use-session.test.tsx; fake time here drives the cache delay.
    'session.poll': ({ event }) => actAndFlush(() => live().send(event as SessionEvent)),
    'session.refetch': () =>
      actAndFlush(() => {
        if (live().getSnapshot().matches({ authenticated: 'stale' })) void readSessionToken(live());
        else live().send({ type: 'session.refetch' });
      }),
    'session.refresh': () => actAndFlush(() => void refreshSessionToken(live())),
    'session.signOut': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Ieși din cont'))),
    'xstate.after.tokenReuse.session.authenticated.fresh': ({ event }) =>
      act(() => {
        vi.advanceTimersByTime(delayOf(flow.machine, event.type, live().getSnapshot(), event));
      }),
  };
  for (const type of ['fetchSession', 'refreshSession', 'signOut', 'endSession']) {
    events[`xstate.done.actor.${type}`] = settle;
    events[`xstate.error.actor.${type}`] = settle;
  }
  const signedIn = (snapshot: FlowSnapshot) => expectSignedIn(snapshot, false);
  return {
    params: {
      events,
      states: {
        loading: () => {
          expect(status()).toHaveAttribute('data-session-status', 'loading');
          expect(status()).toHaveAttribute('aria-busy', 'true');
        },
        'authenticated.fresh': signedIn,
        'authenticated.stale': signedIn,
        'authenticated.refetching': signedIn,
        'authenticated.refreshing': signedIn,
        signingOut: (snapshot: FlowSnapshot) => expectSignedIn(snapshot, true),
        endingSession: expectSignedOut,
        'unauthenticated.idle': expectSignedOut,
        'unauthenticated.checking': expectSignedOut,
      },
    },
    dispose: () => {
      view.unmount();
      vi.useRealTimers();
      window.localStorage.clear();
    },
  };
});
