// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createActorController } from '@/machines/flow-actors';
import { FETCHED_SIGNED_IN } from './session.fixtures';
import { sessionMachine } from './session.machine';
import type { SessionActorRef } from './session-tokens';
import { useSessionActor } from './use-session';

interface ProbeProps {
  pollIntervalMs: number;
  refetchOnWindowFocus?: boolean;
  controller: ReturnType<typeof createActorController>;
  onActor: (a: SessionActorRef) => void;
}

function Probe({ pollIntervalMs, refetchOnWindowFocus, controller, onActor }: ProbeProps) {
  const actor = useSessionActor({
    logic: sessionMachine.provide({ actors: controller.actors }),
    pollIntervalMs,
    refetchOnWindowFocus,
  });
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  return null;
}

async function signedIn(props: { pollIntervalMs: number; refetchOnWindowFocus?: boolean }): Promise<SessionActorRef> {
  let actor: SessionActorRef | undefined;
  const controller = createActorController(['fetchSession', 'signOut']);
  render(<Probe {...props} controller={controller} onActor={(a) => (actor = a)} />);
  await act(async () => {
    controller.resolve('fetchSession', FETCHED_SIGNED_IN);
    await Promise.resolve();
  });
  return actor!;
}

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

describe('useSessionActor (browser signals)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));
  afterEach(() => {
    vi.useRealTimers();
    setOnline(true);
  });

  it('polls on the interval, but not while offline', async () => {
    const actor = await signedIn({ pollIntervalMs: 60_000 });
    setOnline(false);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'fresh' });
    setOnline(true);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'refetching' });
  });

  it('does not poll when no interval is set', async () => {
    const actor = await signedIn({ pollIntervalMs: 0 });
    act(() => void vi.advanceTimersByTime(200_000));
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'fresh' });
  });

  it('refetches when the window becomes visible, unless switched off', async () => {
    const on = await signedIn({ pollIntervalMs: 0 });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(on.getSnapshot().value).toEqual({ authenticated: 'refetching' });
  });

  it('ignores visibility when refetchOnWindowFocus is false, and storage events of other keys', async () => {
    const actor = await signedIn({ pollIntervalMs: 0, refetchOnWindowFocus: false });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'favourites' })));
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'fresh' });
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'volan.session' })));
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'refetching' });
  });
});
