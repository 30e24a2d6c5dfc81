/**
 * How a named guard or action reads an invoked actor's done or error event (docs/view-api.md): the
 * transition passes `params` computed from the event XState types for it (`DoneActorEvent<Output>`
 * from the actor declared in `setup({ actors })`, `ErrorActorEvent`), so no implementation casts
 * the machine's event union to reach `output` or `error`.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/** What a guard or action about a failed call is given: the error as thrown (unknown until described). */
export interface FailureParams {
  readonly error: unknown;
}

/** `params` of an `onError` transition: the failure its error event carries. */
export function failureOf({ event }: { event: ErrorActorEvent }): FailureParams {
  return { error: event.error };
}

/** `params` of an `onDone` transition: the invoked actor's output, typed by the actor's declaration. */
export function outputOf<Output>({ event }: { event: DoneActorEvent<Output> }): Output {
  return event.output;
}
