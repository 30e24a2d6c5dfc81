/**
 * Walking generated paths: the completeness gate (every leaf state has a check, every event type
 * an executor) and the walk against the machine alone, where a live actor with controllable
 * actors and a simulated clock must agree with the traversal at every step. The walk also records
 * the transitions the live actor took (`@xstate.microstep`), which is how `always` transitions
 * get their coverage.
 */
import { createActor, SimulatedClock, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import type { TestParam } from 'xstate/graph';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { settleFromEvent } from '@/test-support/parked-actors';
import type { FlowProperties } from '@/machines/flow-properties.types';
import type { FlowModel, FlowPath, FlowSnapshot } from './flow-model';
import { PropertyChecker } from './flow-properties-check';
import { leafStateNodes, machineEventTypes, stateKey, transitionKey } from './machine-parts';

/** State checks and event executors of a walk. */
export type WalkParams = TestParam<FlowSnapshot, EventObject>;

/** What is missing for a walk to check every state and perform every event. */
export function completenessProblems(machine: AnyStateMachine, params: WalkParams): string[] {
  const stateKeys = Object.keys(params.states ?? {});
  const eventKeys = new Set(Object.keys(params.events ?? {}));
  const problems: string[] = [];
  for (const node of leafStateNodes(machine)) {
    const covering = [...node.path.keys()].map((depth) => node.path.slice(0, depth + 1).join('.'));
    const covered = stateKeys.some((key) => key === `#${node.id}` || covering.includes(key));
    if (!covered) problems.push(`state '${stateKey(node)}' has no state check`);
  }
  for (const type of machineEventTypes(machine)) {
    if (!eventKeys.has(type)) problems.push(`event '${type}' has no executor`);
  }
  return problems;
}

/** Throws, listing every gap, when the walk would leave a state unchecked or an event unperformed. */
export function assertComplete(machine: AnyStateMachine, params: WalkParams): void {
  const problems = completenessProblems(machine, params);
  if (problems.length > 0) throw new Error(`Incomplete model test:\n- ${problems.join('\n- ')}`);
}

/** Milliseconds of `xstate.after.<delay>.<state id>`: a number, or a named delay of the machine. */
export function delayOf(machine: AnyStateMachine, type: string, snapshot: FlowSnapshot, event: EventObject): number {
  const delay = type.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/u.test(delay)) return Number(delay);
  const named: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'number') return named;
  if (typeof named === 'function')
    return (named as (args: { context: unknown; event: EventObject }) => number)({ context: snapshot.context, event });
  throw new Error(`Unknown delay '${delay}' in ${type}`);
}

function sameJson(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what} differs from the model.\n  expected: ${e}\n  actual:   ${a}`);
}

/** What a walk of one path saw. */
export interface MachineWalkResult {
  /** Keys (see `transitionKey`) of every transition the live actor took. */
  readonly transitionsTaken: ReadonlySet<string>;
}

/**
 * Checks the flow's SPEC properties at every step of `path`: invariants on each snapshot, rules
 * around each event. Throws on the first broken one. The snapshots are the model's; the live walk
 * proves the actor agrees with them at every step.
 */
export function checkPathProperties(
  flow: FlowModel,
  path: FlowPath,
  properties: FlowProperties = flow.entry.properties,
): void {
  const checker = new PropertyChecker(flow, path, properties);
  path.steps.forEach((step, index) =>
    checker.check(index, step.event, path.steps[index - 1]?.state ?? null, step.state),
  );
}

/**
 * Walks one path on a live actor: each event performed for real, each state compared to the
 * model, and the flow's SPEC properties checked at every step.
 */
export async function walkOnMachine(flow: FlowModel, path: FlowPath): Promise<MachineWalkResult> {
  checkPathProperties(flow, path);
  const controller = createActorController(actorSources(flow.machine));
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  const inspect = (inspection: InspectionEvent): void => {
    if (inspection.type !== '@xstate.microstep') return;
    for (const transition of inspection._transitions) taken.add(transitionKey(transition));
  };
  const machine = flow.machine.provide({ actors: controller.actors } as Parameters<AnyStateMachine['provide']>[0]);
  const actor = createActor(machine, { input: flow.scenario.input, clock, inspect });
  let lastEvent: EventObject = { type: 'xstate.init' };
  const perform = async (event: EventObject): Promise<void> => {
    if (event.type.startsWith('xstate.after.')) {
      clock.increment(delayOf(machine, event.type, actor.getSnapshot(), lastEvent));
    } else if (!(await settleFromEvent(controller, event))) {
      actor.send(event);
    }
    lastEvent = event;
  };
  const check = (expected: FlowSnapshot): void => {
    const live = actor.getSnapshot();
    if (live.status === 'error') throw live.error instanceof Error ? live.error : new Error(String(live.error));
    sameJson(live.value, expected.value, 'State value');
    sameJson(live.context, expected.context, 'Context');
  };
  const params: WalkParams = {
    states: Object.fromEntries(leafStateNodes(flow.machine).map((node) => [`#${node.id}`, check])),
    events: Object.fromEntries(
      machineEventTypes(flow.machine).map((type) => [type, (step: { event: EventObject }) => perform(step.event)]),
    ),
  };
  assertComplete(flow.machine, params);
  actor.start();
  try {
    await path.test(params);
  } finally {
    actor.stop();
  }
  return { transitionsTaken: taken };
}
