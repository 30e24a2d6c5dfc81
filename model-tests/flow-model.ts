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
