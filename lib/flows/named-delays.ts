/**
 * Named delays (`after: { autoHide: ... }` with `delays: { autoHide: ({ context }) => ... }`)
 * resolved to milliseconds, so the drawing and the buttons can say "după 5000 ms".
 */
import type { AnyStateMachine } from 'xstate';
import type { DelayLookup } from './flow-words';

/**
 * Milliseconds of each named delay of a machine, evaluated against a context (the explorer uses
 * the initial context of the default input). Delays that throw or are not numbers are left out.
 */
export function namedDelays(machine: AnyStateMachine, context: unknown): DelayLookup {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  return (name) => {
    const delay = delays[name];
    if (typeof delay === 'number') return delay;
    if (typeof delay !== 'function') return undefined;
    try {
      const value: unknown = (delay as (args: unknown) => unknown)({ context, event: { type: 'xstate.init' } });
      return typeof value === 'number' ? value : undefined;
    } catch {
      return undefined;
    }
  };
}
