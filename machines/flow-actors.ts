/**
 * Controllable actors: every actor a machine invokes is replaced by a promise that waits in a
 * queue until someone decides its outcome. The model tests resolve or reject it when a path
 * takes `xstate.done.actor.<id>` or `xstate.error.actor.<id>`; the explorer lets a person choose.
 * Actors that would send events (callbacks) simply never settle: their events are sent directly.
 */
import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';

interface Parked {
  readonly actorId: string;
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** Provides parked actors to a machine and settles them by invoke id. */
export interface ActorController {
  /** Implementations to pass to `machine.provide({ actors })`, one per actor source. */
  readonly actors: Readonly<Record<string, AnyActorLogic>>;
  /** Invoke ids of the actors currently waiting, oldest first. */
  pending(): string[];
  /** Settles the oldest waiting actor with this invoke id; throws if none is waiting. */
  resolve(actorId: string, output: unknown): void;
  /** Fails the oldest waiting actor with this invoke id; throws if none is waiting. */
  reject(actorId: string, error: unknown): void;
}

/** Actor sources a machine declares in `setup({ actors })`. */
export function actorSources(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.actors);
}

/** A controller for the given actor sources (see `actorSources`). */
export function createActorController(sources: readonly string[]): ActorController {
  const queue: Parked[] = [];
  const parked = fromPromise<unknown, unknown>(
    ({ self, signal }) =>
      new Promise((resolve, reject) => {
        const entry: Parked = { actorId: self.id, resolve, reject };
        queue.push(entry);
        // A stopped actor (its state was left) must not be settled later by mistake.
        signal.addEventListener('abort', () => {
          const index = queue.indexOf(entry);
          if (index >= 0) queue.splice(index, 1);
        });
      }),
  );
  const take = (actorId: string): Parked => {
    const index = queue.findIndex((entry) => entry.actorId === actorId);
    const entry = queue[index];
    if (!entry)
      throw new Error(
        `No invoked actor '${actorId}' is waiting (waiting: ${queue.map((e) => e.actorId).join(', ') || 'none'})`,
      );
    queue.splice(index, 1);
    return entry;
  };
  return {
    actors: Object.fromEntries(sources.map((source) => [source, parked])),
    pending: () => queue.map((entry) => entry.actorId),
    resolve: (actorId, output) => take(actorId).resolve(output),
    reject: (actorId, error) => take(actorId).reject(error),
  };
}

/** Lets settled promises reach their parent machine (a few microtask turns, no timers). */
export async function settleActors(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}
