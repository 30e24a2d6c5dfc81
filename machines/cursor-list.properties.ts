/**
 * Properties every cursor list keeps (docs/billing.md "Lists"): rows listed once; a failed first
 * load says so; a next page adds to the rows shown and a failed one keeps them; a new filter starts from its first page.
 */
import type { AnyStateMachine } from 'xstate';
import type { FlowProperties } from './flow-properties.types';

type Snapshot = {
  matches: (state: string) => boolean;
  context: {
    items: readonly { id: string }[];
    error: string | null;
    moreError: string | null;
    nextCursor: string | null;
  };
};

/** The properties of the cursor list with this id. */
export function cursorListProperties(id: string): FlowProperties<AnyStateMachine> {
  return {
    id,
    invariants: [
      {
        name: 'each row is listed once',
        check: (s: Snapshot) => new Set(s.context.items.map((i) => i.id)).size === s.context.items.length,
      },
      { name: 'a failed load says so', check: (s: Snapshot) => !s.matches('failed') || s.context.error !== null },
    ],
    rules: [
      {
        event: 'xstate.error.actor.loadMore',
        name: 'a failed next page keeps the rows shown and says so',
        check: (before: Snapshot, after: Snapshot) =>
          after.context.items.length === before.context.items.length && after.context.moreError !== null,
      },
      {
        event: 'xstate.done.actor.loadMore',
        name: 'the next page comes after the rows shown',
        check: (before: Snapshot, after: Snapshot) =>
          before.context.items.every((item, i) => after.context.items[i] === item) &&
          after.context.items.length >= before.context.items.length,
      },
      {
        event: 'filter.change',
        name: 'a new filter starts again from the first page',
        check: (before: Snapshot, after: Snapshot) =>
          after.matches('loading') ? after.context.items.length === 0 : after.context.items === before.context.items,
      },
    ],
  };
}
