/**
 * The `inspect` callback every flow hook gives `useActorRef`: runtime coverage. When the page runs
 * under the e2e suite, Playwright exposes `globalThis.__volanRecordTransitions` and this reports to
 * it every transition an actor takes (`@xstate.microstep`, `always` ones included) and the initial
 * state of each actor. Without that global it returns after one property read, so production pays
 * nothing else. Keys are the ones the model coverage and the explorer use (transitionKeyOf).
 */
import type { AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { transitionKeyOf } from '@/lib/flows/transition-key';

/** Name of the global the e2e fixture exposes; the inspector reports only when it is a function. */
export const FLOW_RECORDER_GLOBAL = '__volanRecordTransitions';

/** What the inspector reports for one microstep, or for the initial state of an actor. */
export interface FlowTransitionRecord {
  /** `machine.id`, which is also the registry id. */
  readonly machineId: string;
  /** Type of the event that caused the step (`xstate.init` for the initial state). */
  readonly event: string;
  /** Keys of the transitions taken (see transitionKeyOf); empty for the initial state. */
  readonly transitions: readonly string[];
  /**
   * Ids of the state nodes active after the step (the root's included), plus the sources of the
   * transitions taken and their ancestors, so a state left at once by an `always` is counted too.
   */
  readonly states: readonly string[];
}

type FlowRecorder = (record: FlowTransitionRecord) => unknown;

interface MachineSnapshotLike {
  readonly machine: { readonly id: string };
  readonly _nodes: readonly AnyStateNode[];
}

function currentRecorder(): FlowRecorder | undefined {
  const candidate: unknown = (globalThis as Record<string, unknown>)[FLOW_RECORDER_GLOBAL];
  return typeof candidate === 'function' ? (candidate as FlowRecorder) : undefined;
}

// Inspection also reports snapshots of non-machine actors (promises, callbacks): those have no nodes.
function isMachineSnapshot(snapshot: unknown): snapshot is MachineSnapshotLike {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && '_nodes' in snapshot;
}

/** The record of an inspection event, or null when it took no transition and entered no state. */
export function flowRecordOf(inspection: InspectionEvent): FlowTransitionRecord | null {
  let taken: readonly AnyTransitionDefinition[];
  if (inspection.type === '@xstate.microstep') {
    // Microsteps without transitions (an ignored event, stop, an unhandled actor error) change no state.
    if (inspection._transitions.length === 0) return null;
    taken = inspection._transitions;
  } else if (inspection.type === '@xstate.snapshot' && inspection.event.type === 'xstate.init') {
    // The initial state is entered without a microstep event; `start()` reports it as this snapshot.
    taken = [];
  } else {
    return null;
  }
  const { snapshot } = inspection;
  if (!isMachineSnapshot(snapshot)) return null;
  const states = new Set(snapshot._nodes.map((node) => node.id));
  for (const transition of taken) {
    for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) states.add(node.id);
  }
  return {
    machineId: snapshot.machine.id,
    event: inspection.event.type,
    transitions: taken.map(transitionKeyOf),
    states: [...states],
  };
}

/** Pass as `inspect` to useActorRef / createActor. Inert unless the recorder global is set. */
export function flowInspector(inspection: InspectionEvent): void {
  const recorder = currentRecorder();
  if (!recorder) return;
  // Recording must never break the app (XState does not catch errors of inspection observers):
  // a throwing recorder, or a Playwright binding that rejects because the page navigated away
  // mid-call, only costs a record.
  try {
    const record = flowRecordOf(inspection);
    if (record) Promise.resolve(recorder(record)).catch(() => undefined);
  } catch (error) {
    console.warn('[flows] a runtime coverage record was lost:', error);
  }
}
