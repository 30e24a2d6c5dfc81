/**
 * The explorer's simulation as a reducer over XState's pure functions: `initialTransition` and
 * `transition` compute each snapshot without running actions or actors, so nothing leaves the
 * page. The log keeps every step with its snapshot; stepping back only moves a cursor, and a
 * new event after stepping back drops the steps that were ahead (like undo). A generated path
 * is loaded as a log whose steps are then walked one by one.
 */
import {
  getInitialMicrosteps,
  getMicrosteps,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { transitionKeyOf } from './transition-key';

/** One entry of the event log. */
export interface SimulationStep {
  /** The event sent (`xstate.init` for the start). */
  readonly event: EventObject;
  /** The snapshot after the event. */
  readonly snapshot: AnyMachineSnapshot;
  /** Keys of the transitions the event took, `always` ones included. */
  readonly taken: readonly string[];
}

/** The simulation: a log of steps and the step shown. */
export interface SimulationState {
  readonly machine: AnyStateMachine;
  readonly input: unknown;
  /** steps[0] is the start; never empty. */
  readonly steps: readonly SimulationStep[];
  readonly cursor: number;
  /** The generated path being replayed, if the log came from one. */
  readonly pathIndex: number | null;
}

/** What the simulation can be told. */
export type SimulationAction =
  | { readonly type: 'send'; readonly event: EventObject }
  | { readonly type: 'back' }
  | { readonly type: 'forward' }
  | { readonly type: 'goTo'; readonly index: number }
  | { readonly type: 'reset' }
  | { readonly type: 'loadPath'; readonly pathIndex: number; readonly events: readonly EventObject[] };

const INIT_EVENT: EventObject = { type: 'xstate.init' };

/**
 * `always` transitions run as extra microsteps and no public API names them; they are recognised
 * as the eventless transition of a state active before the microstep whose targets are all
 * active after it (the first such one in document order, as XState picks).
 */
function alwaysTaken(microsteps: ReadonlyArray<readonly [AnyMachineSnapshot, unknown]>): string[] {
  const keys: string[] = [];
  for (let index = 1; index < microsteps.length; index += 1) {
    const before = microsteps[index - 1]?.[0];
    const after = microsteps[index]?.[0];
    if (!before || !after) continue;
    for (const node of before._nodes as AnyStateNode[]) {
      const found = ((node.always ?? []) as AnyTransitionDefinition[]).find((candidate) => {
        const targets = (candidate.target ?? []) as AnyStateNode[];
        return targets.length > 0 && targets.every((target) => after._nodes.includes(target));
      });
      if (found) {
        keys.push(transitionKeyOf(found));
        break;
      }
    }
  }
  return keys;
}

function takenBy(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  const direct = (machine.getTransitionData(snapshot, event) as AnyTransitionDefinition[]).map(transitionKeyOf);
  return [...direct, ...alwaysTaken(getMicrosteps(machine, snapshot, event))];
}

function initialStep(machine: AnyStateMachine, input: unknown): SimulationStep {
  const [snapshot] = initialTransition(machine, input);
  return { event: INIT_EVENT, snapshot, taken: alwaysTaken(getInitialMicrosteps(machine, input)) };
}

/** The next step of the log after `event`, or null when the machine ignores the event. */
export function nextStep(machine: AnyStateMachine, from: SimulationStep, event: EventObject): SimulationStep | null {
  if (from.snapshot.status !== 'active' || !from.snapshot.can(event)) return null;
  const [snapshot] = transition(machine, from.snapshot, event);
  return { event, snapshot, taken: takenBy(machine, from.snapshot, event) };
}

/** A fresh simulation at the machine's initial state. */
export function startSimulation(machine: AnyStateMachine, input: unknown): SimulationState {
  return { machine, input, steps: [initialStep(machine, input)], cursor: 0, pathIndex: null };
}

/** The step shown. */
export function currentStep(state: SimulationState): SimulationStep {
  return state.steps[state.cursor] ?? state.steps[0]!;
}

/** Replays `events` from the start; stops at the first event the machine does not accept. */
export function replay(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]): SimulationStep[] {
  const steps = [initialStep(machine, input)];
  for (const event of events) {
    const next = nextStep(machine, steps[steps.length - 1]!, event);
    if (!next) break;
    steps.push(next);
  }
  return steps;
}

/** The reducer of the simulation. Ignored events and out-of-range moves return the same state. */
export function simulationReducer(state: SimulationState, action: SimulationAction): SimulationState {
  switch (action.type) {
    case 'send': {
      const next = nextStep(state.machine, currentStep(state), action.event);
      if (!next) return state;
      return {
        ...state,
        steps: [...state.steps.slice(0, state.cursor + 1), next],
        cursor: state.cursor + 1,
        pathIndex: null,
      };
    }
    case 'back':
      return state.cursor > 0 ? { ...state, cursor: state.cursor - 1 } : state;
    case 'forward':
      return state.cursor < state.steps.length - 1 ? { ...state, cursor: state.cursor + 1 } : state;
    case 'goTo':
      return action.index >= 0 && action.index < state.steps.length && action.index !== state.cursor
        ? { ...state, cursor: action.index }
        : state;
    case 'reset':
      return startSimulation(state.machine, state.input);
    case 'loadPath':
      return {
        ...state,
        steps: replay(state.machine, state.input, action.events),
        cursor: 0,
        pathIndex: action.pathIndex,
      };
  }
}

/** Ids of the active state nodes of a snapshot (the root included). */
export function activeStateIds(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set((snapshot._nodes as AnyStateNode[]).map((node) => node.id));
}
