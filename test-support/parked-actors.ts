/**
 * How a generated path settles the parked actors of machines/flow-actors.ts: its
 * `xstate.done.actor.<id>` resolves the oldest waiting call of that invoke id with the output,
 * `xstate.error.actor.<id>` rejects it with the error. React-free: the machine walk uses it too.
 */
import type { EventObject } from 'xstate';
import { settleActors, type ActorController } from '@/machines/flow-actors';

/** Settles a parked actor for a done/error event; false when the event is not one of those. */
export async function settleFromEvent(controller: ActorController, event: EventObject): Promise<boolean> {
  if (event.type.startsWith('xstate.done.actor.')) {
    controller.resolve(event.type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output);
  } else if (event.type.startsWith('xstate.error.actor.')) {
    controller.reject(event.type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error);
  } else {
    return false;
  }
  await settleActors();
  return true;
}
