/**
 * The generated paths of a flow machine, shared by the model tests (model-tests/flow-model.ts
 * walks them) and the /flows explorer (server/page/flows.loader.ts lists them). Works also for
 * machines that invoke actors or wait with `after` (which `createTestModel` refuses): it sets the
 * three defaults `createTestModel` sets in xstate 5.33 (transition-aware serializeState,
 * '#id'-aware stateMatcher, descriptor-merging events), plus `filterEvents: snapshot.can(event)`
 * so that guard-blocked events do not spawn duplicate do-nothing states. Only xstate imports.
 */
import {
  __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { serializeSnapshot, TestModel, type AdjacencyValue, type TestPath } from 'xstate/graph';
import { transitionKeyOf } from './transition-key';

/** A machine snapshot as the graph tools see it. */
export type FlowSnapshot = AnyMachineSnapshot;
/** A generated path of a flow. */
export type FlowPath = TestPath<FlowSnapshot, EventObject>;

/** One input of a machine with the concrete events to try (a registry scenario, untyped). */
export interface PathScenario {
  readonly input: unknown;
  readonly events: readonly EventObject[];
  /** Event types not to walk in this scenario. */
  readonly skipEvents?: readonly string[];
}

/** The test model of one scenario and its paths. */
export interface FlowPaths {
  readonly model: TestModel<FlowSnapshot, EventObject, unknown>;
  /**
   * Every shortest path (one per reachable state and arriving transition, deduplicated), then
   * one path per transition definition those miss: the shortest path to a state where it is
   * enabled, extended by it. Shortest paths reach every state but not every edge: an event that
   * leads back to a state already reached (clearing, going back) would otherwise never be walked.
   */
  readonly paths: readonly FlowPath[];
}

/**
 * Builds the test model of one scenario of `machine` (guard stubs already provided) and its
 * paths. Besides the createTestModel defaults it filters events with `snapshot.can(event)` (a
 * blocked event would only add a do-nothing copy of the state) and the scenario's `skipEvents`.
 * `project` is the registry's serializeContext: the part of the context that tells states apart.
 */
export function generateFlowPaths(
  machine: AnyStateMachine,
  scenario: PathScenario,
  project?: (context: unknown) => unknown,
): FlowPaths {
  const fixtures = scenario.events;
  const skipped = new Set(scenario.skipEvents ?? []);
  const model = new TestModel<FlowSnapshot, EventObject, unknown>(machine, {
    input: scenario.input,
    serializeState: (state, event, previous) =>
      `${snapshotKey(state, project)}${serializeMachineTransition(state, event, previous)}`,
    stateMatcher: (state, key) =>
      key.startsWith('#') ? state._nodes.includes(machine.getStateNodeById(key)) : state.matches(key),
    events: (state) =>
      getAllOwnEventDescriptors(state).flatMap((type: string) => {
        const matching = fixtures.filter((event) => event.type === type);
        return matching.length > 0 ? matching : [{ type }];
      }),
    filterEvents: (state, event) => !skipped.has(event.type) && state.can(event),
  });
  const serializeState = model.options.serializeState!;
  const shortest = model.getShortestPaths();
  return { model, paths: [...shortest, ...edgePaths(machine, model, shortest, serializeState)] };
}

// --- The defaults of createTestModel (xstate/dist/xstate-graph.esm.js), copied without its
// validateMachine() call, which throws on invoke and after.

function stateValuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const leftKeys = Object.keys(left);
  return (
    leftKeys.length === Object.keys(right).length && leftKeys.every((key) => stateValuesEqual(left[key], right[key]))
  );
}

function serializeMachineTransition(
  snapshot: FlowSnapshot,
  event: EventObject | undefined,
  previous: FlowSnapshot | undefined,
): string {
  if (!event || (previous && stateValuesEqual(previous.value, snapshot.value))) return '';
  const from = previous ? ` from ${JSON.stringify(previous.value)}` : '';
  return ` via ${JSON.stringify(event)}${from}`;
}

function snapshotKey(snapshot: FlowSnapshot, project: ((context: unknown) => unknown) | undefined): string {
  if (!project) return serializeSnapshot(snapshot);
  const context: unknown = project(snapshot.context as unknown);
  const empty =
    context === undefined || (typeof context === 'object' && context !== null && Object.keys(context).length === 0);
  return JSON.stringify({ value: snapshot.value as unknown, context: empty ? undefined : context });
}

type SerializeState = (state: FlowSnapshot, event: EventObject | undefined, previous?: FlowSnapshot) => string;

function transitionKeys(machine: AnyStateMachine, state: FlowSnapshot, event: EventObject): string[] {
  return (machine.getTransitionData(state, event) as AnyTransitionDefinition[]).map(transitionKeyOf);
}

function pathKey(path: FlowPath, serializeState: SerializeState): string {
  const last = path.steps[path.steps.length - 1];
  const previous = path.steps[path.steps.length - 2];
  return previous && last
    ? serializeState(path.state, last.event, previous.state)
    : serializeState(path.state, undefined, undefined);
}

/** Paths for the transition definitions the shortest paths do not take (see FlowModel.paths). */
function edgePaths(
  machine: AnyStateMachine,
  model: TestModel<FlowSnapshot, EventObject, unknown>,
  shortest: readonly FlowPath[],
  serializeState: SerializeState,
): FlowPath[] {
  const covered = new Set<string>();
  for (const path of shortest) {
    path.steps.forEach((step, index) => {
      const previous = path.steps[index - 1];
      if (previous) for (const key of transitionKeys(machine, previous.state, step.event)) covered.add(key);
    });
  }
  const pathTo = new Map<string, FlowPath>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true }))
    pathTo.set(pathKey(path, serializeState), path);
  const extra: FlowPath[] = [];
  const adjacency = model.getAdjacencyMap() as Record<string, AdjacencyValue<FlowSnapshot, EventObject>>;
  for (const [vertex, { state, transitions }] of Object.entries(adjacency)) {
    const head = pathTo.get(vertex);
    if (!head) continue;
    for (const { event, state: next } of Object.values(transitions)) {
      const keys = transitionKeys(machine, state, event);
      if (keys.every((key) => covered.has(key))) continue;
      for (const key of keys) covered.add(key);
      const statePath = { state: next, steps: [...head.steps, { state: next, event }], weight: head.weight + 1 };
      extra.push({
        ...statePath,
        description: `${head.description} → ${event.type}`,
        test: (params) => model.testPath(statePath, params),
      });
    }
  }
  return extra;
}
