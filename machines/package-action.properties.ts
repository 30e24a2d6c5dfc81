/**
 * Properties every packages page keeps (docs/payments-screens.md "Packages and benefits"): nothing
 * changes without the dialog's confirmation; a refused or failed change keeps the dialog and the
 * choice and says why; a failed load says so; a change made reads the account again.
 */
import type { AnyStateMachine } from 'xstate';
import type { FlowProperties } from './flow-properties.types';

type Snapshot = {
  matches: (state: string) => boolean;
  context: { choice: unknown; done: unknown; error: string | null; actionError: string | null };
};

/** The properties of the packages page machine with this id. */
export function packageActionProperties(id: string): FlowProperties<AnyStateMachine> {
  return {
    id,
    invariants: [
      {
        name: 'the dialog and the change always have a choice',
        check: (s: Snapshot) => !(s.matches('confirming') || s.matches('submitting')) || s.context.choice !== null,
      },
      { name: 'a failed load says so', check: (s: Snapshot) => !s.matches('failed') || s.context.error !== null },
    ],
    rules: [
      {
        event: 'choice.pick',
        name: 'picking only opens the confirmation (nothing is asked yet)',
        check: (_before: Snapshot, after: Snapshot) => after.matches('confirming'),
      },
      {
        event: 'xstate.error.actor.submit',
        name: 'a failed change keeps the choice and says why',
        check: (before: Snapshot, after: Snapshot) =>
          after.matches('confirming') &&
          after.context.choice === before.context.choice &&
          after.context.actionError !== null,
      },
      {
        event: 'xstate.done.actor.submit',
        name: 'a refused change keeps the choice and says why; one made reads the account again',
        check: (before: Snapshot, after: Snapshot) =>
          after.matches('confirming')
            ? after.context.choice === before.context.choice && after.context.actionError !== null
            : after.matches('refreshing') && after.context.done === before.context.choice,
      },
    ],
  };
}
