/**
 * `?inspect=stately` in development: mirrors the simulation into Stately's hosted inspector
 * (@statelyai/inspect opens stately.ai in a new window, so it needs internet and is opt-in).
 * The explorer itself never needs it. The mirror is a live actor with parked actors (no call
 * ever runs) and a simulated clock (no delay fires by itself); it replays the log up to the
 * shown step whenever that changes.
 */
import type { createBrowserInspector } from '@statelyai/inspect';
import { useEffect, useState } from 'react';
import { createActor, SimulatedClock, type AnyStateMachine, type EventObject } from 'xstate';
import { actorSources, createActorController } from '@/machines/flow-actors';

type BrowserInspector = ReturnType<typeof createBrowserInspector>;

/** Opens the hosted inspector once when `enabled`, and replays `events` into it on every change. */
export function useStatelyInspector(
  enabled: boolean,
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
): void {
  const [inspector, setInspector] = useState<BrowserInspector | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    let opened: BrowserInspector | null = null;
    // A literal NODE_ENV test around the import lets production builds drop the package and its
    // chunk entirely (the bundler removes the dead branch before it resolves the import).
    if (process.env.NODE_ENV !== 'production') {
      void import('@statelyai/inspect').then((stately) => {
        if (cancelled) return;
        opened = stately.createBrowserInspector();
        setInspector(opened);
      });
    }
    return () => {
      cancelled = true;
      opened?.stop();
      setInspector(null);
    };
  }, [enabled]);

  useEffect(() => {
    if (!inspector) return undefined;
    const inert = machine.provide({ actors: createActorController(actorSources(machine)).actors } as Parameters<
      AnyStateMachine['provide']
    >[0]);
    const actor = createActor(inert, { input, inspect: inspector.inspect, clock: new SimulatedClock() });
    actor.start();
    for (const event of events) actor.send(event);
    return () => {
      actor.stop();
    };
  }, [inspector, machine, input, events]);
}
