/**
 * The test model of a registered machine: its scenario, the machine with guard stubs and the
 * generated paths. The generator itself is lib/flows/flow-paths.ts, which the /flows explorer
 * lists too; this adds the registry entry and readable test titles.
 */
import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import type { TestModel } from 'xstate/graph';
import { generateFlowPaths, type FlowPath, type FlowSnapshot } from '@/lib/flows/flow-paths';
import { flowMachine, flowScenarios } from '@/machines/flow-entry';
import type { FlowScenario, RegisteredMachine } from '@/machines/registry.types';

// The model tests name these types after this module, where they met them first.
export type { FlowPath, FlowSnapshot } from '@/lib/flows/flow-paths';

/** A registered machine ready to walk with one of its inputs. */
export interface FlowModel {
  readonly entry: RegisteredMachine;
  readonly scenario: FlowScenario;
  /** The machine with the registry's guard stubs provided. */
  readonly machine: AnyStateMachine;
  readonly model: TestModel<FlowSnapshot, EventObject, unknown>;
  /** See FlowPaths.paths in lib/flows/flow-paths.ts. */
  readonly paths: readonly FlowPath[];
}

/** Builds the test model of one scenario of a registered machine and its paths (generateFlowPaths). */
export function createFlowModel(
  entry: RegisteredMachine,
  scenario: FlowScenario = flowScenarios(entry)[0]!,
): FlowModel {
  const machine = flowMachine(entry);
  const project = entry.serializeContext as ((context: unknown) => unknown) | undefined;
  const { model, paths } = generateFlowPaths(machine, scenario, project);
  return { entry, scenario, machine, model, paths };
}

// --- Readable titles

function leafNodes(snapshot: FlowSnapshot): AnyStateNode[] {
  return snapshot._nodes.filter((node: AnyStateNode) => node.type === 'atomic' || node.type === 'final');
}

function formatEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const values = Object.values(payload).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return values.length > 0 ? `${type}(${values.join(', ')})` : type;
}

/** A short unique test title: index, the states reached, the events on the way. */
export function describePath(path: FlowPath, index: number): string {
  const states = leafNodes(path.state)
    .map((node) => node.path.join('.'))
    .join(' + ');
  const events = path.steps.slice(1).map((step) => formatEvent(step.event));
  return `#${String(index + 1).padStart(3, '0')} ${states} ← ${events.length > 0 ? events.join(' → ') : 'start'}`;
}

// --- A covering subset

const leavesKey = (snapshot: FlowSnapshot): string =>
  leafNodes(snapshot)
    .map((node) => node.id)
    .sort()
    .join('+');

/** What one path shows: every leaf-state set it rests in and every event it takes from one to another. */
function pathCoverage(path: FlowPath): Set<string> {
  const items = new Set<string>();
  let previous: string | null = null;
  for (const step of path.steps) {
    const here = leavesKey(step.state);
    items.add(here);
    if (previous !== null) items.add(`${previous} --${step.event.type}--> ${here}`);
    previous = here;
  }
  return items;
}

/**
 * The fewest paths (greedily, longest gain first) that together rest in every leaf-state set and
 * take every event between them that all of `paths` do: paths that differ only in context values
 * (another count, another search) add nothing. For screens whose machine walks are numerous; the
 * machine alone still walks every path.
 */
export function coveringPaths(paths: readonly FlowPath[]): FlowPath[] {
  const coverage = paths.map(pathCoverage);
  const missing = new Set(coverage.flatMap((items) => [...items]));
  const chosen: FlowPath[] = [];
  while (missing.size > 0) {
    let best = -1;
    let gain = 0;
    coverage.forEach((items, index) => {
      const adds = [...items].filter((item) => missing.has(item)).length;
      if (adds > gain) [best, gain] = [index, adds];
    });
    chosen.push(paths[best]!);
    for (const item of coverage[best]!) missing.delete(item);
  }
  return chosen;
}
