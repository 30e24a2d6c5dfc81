/**
 * Properties a flow machine must keep, written from the SPEC rather than read off the chart:
 * invariants that hold on every snapshot, and rules relating the snapshots before and after
 * one event. The model walk checks them at every step of every generated path, so a chart that
 * drifts from the SPEC fails even when the screen faithfully follows the chart.
 */
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { SyntheticEvent } from './registry.types';

/** Holds on every snapshot a path reaches, the initial one included. */
export interface FlowInvariant<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** A sentence saying what must hold (shown when it does not). */
  readonly name: string;
  readonly check: (snapshot: SnapshotFrom<TMachine>) => boolean;
}

/** The machine's event types and XState's own; plain `string` for `AnyStateMachine` (whose types are `any`). */
type RuleEventType<TMachine extends AnyStateMachine> = 0 extends 1 & EventFromLogic<TMachine>['type']
  ? string
  : EventFromLogic<TMachine>['type'] | SyntheticEvent['type'];

/** Relates the snapshots around every step whose event has type `event`. */
export interface FlowRule<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly event: RuleEventType<TMachine>;
  readonly name: string;
  readonly check: (
    before: SnapshotFrom<TMachine>,
    after: SnapshotFrom<TMachine>,
    event: EventFromLogic<TMachine> | SyntheticEvent,
  ) => boolean;
}

/** The SPEC properties of one machine. */
export interface FlowProperties<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Equals `machine.id` and the registry entry's id. */
  readonly id: string;
  readonly invariants: readonly FlowInvariant<TMachine>[];
  readonly rules: readonly FlowRule<TMachine>[];
}

/** Keeps a properties object typed by its machine (the registry entry's `properties`). */
export function defineFlowProperties<TMachine extends AnyStateMachine>(
  _machine: TMachine,
  properties: FlowProperties<TMachine>,
): FlowProperties<TMachine> {
  return properties;
}
