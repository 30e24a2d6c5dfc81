/**
 * What the /flows pages load, built on the server only (imported from getServerSideProps): the
 * list of registered machines with their sizes and coverage, and for one machine its ELK
 * drawing and the generated paths of a scenario, computed with the same helper the model
 * tests use. Drawings and paths depend only on the code, so they are kept per process.
 */
import type { AnyStateNode, EventObject } from 'xstate';
import { initialTransition } from 'xstate';
import { buildFlowGraph, flattenStates, type FlowGraph, type FlowTransition } from '@/lib/flows/flow-graph';
import { namedDelays } from '@/lib/flows/named-delays';
import type { FlowDrawing } from '@/lib/flows/flow-drawing.types';
import { layoutFlowGraph } from '@/lib/flows/flow-layout';
import type { FlowsTranslate } from '@/lib/flows/flow-words';
import { readFlowCoverage, type FlowCoverageSummary } from '@/lib/flows/read-coverage';
import { flowMachine, flowScenarios } from '@/machines/flow-entry';
import { FLOW_REGISTRY, findRegisteredMachine } from '@/machines/registry';
import type { RegisteredMachine } from '@/machines/registry.types';
import { COVERAGE_DIR } from '@/model-tests/coverage';
import { createFlowModel } from '@/model-tests/flow-model';

/** One row of the /flows list. */
export interface FlowSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly states: number;
  readonly transitions: number;
  readonly coverage: FlowCoverageSummary | null;
}

/** A generated path, as events to replay from the scenario's input. */
export interface GeneratedPath {
  readonly index: number;
  readonly events: readonly EventObject[];
  /** Keys of the leaf states the path ends in. */
  readonly endStates: readonly string[];
}

/** Everything /flows/[id] shows. */
export interface FlowDetail {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly scenarios: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  readonly scenarioId: string;
  readonly drawing: FlowDrawing;
  /** Every transition, worded, for the table under the drawing. */
  readonly transitionList: readonly FlowTransition[];
  readonly paths: readonly GeneratedPath[];
  readonly states: number;
  readonly transitions: number;
  readonly coverage: FlowCoverageSummary | null;
}

function graphOf(entry: RegisteredMachine, t: FlowsTranslate): FlowGraph {
  const [initial] = initialTransition(flowMachine(entry), entry.defaultInput);
  return buildFlowGraph(entry.machine, { t, delayOf: namedDelays(entry.machine, initial.context) });
}

function counts(graph: FlowGraph): { states: number; transitions: number } {
  // The root is the machine itself; the coverage check counts the states below it.
  return { states: flattenStates(graph.root).length - 1, transitions: graph.transitions.length };
}

/** Plain JSON: page props refuse `undefined` fields. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Every registered machine for the list. */
export function listFlows(t: FlowsTranslate, coverageDir: string = COVERAGE_DIR): FlowSummary[] {
  return FLOW_REGISTRY.map((entry) => ({
    id: entry.id,
    title: entry.title,
    description: entry.description,
    ...counts(graphOf(entry, t)),
    coverage: readFlowCoverage(coverageDir, entry.id),
  }));
}

function generatedPaths(entry: RegisteredMachine, scenarioId: string): GeneratedPath[] {
  const scenario = flowScenarios(entry).find((candidate) => candidate.id === scenarioId);
  if (!scenario) return [];
  return createFlowModel(entry, scenario).paths.map((path, index) => ({
    index,
    events: plain(path.steps.slice(1).map((step) => step.event)),
    endStates: (path.state._nodes as AnyStateNode[])
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map((node) => node.path.join('.')),
  }));
}

const drawings = new Map<string, Promise<FlowDrawing>>();
const pathsCache = new Map<string, GeneratedPath[]>();

/** Options of loadFlowDetail. */
export interface FlowDetailOptions {
  /** Keep drawings and paths for the life of the process (production); off while machines are edited. */
  readonly cache: boolean;
  readonly coverageDir?: string;
}

/** The detail of machine `id` for one scenario (the first when `scenarioId` is unknown); null for an unknown id. */
export async function loadFlowDetail(
  id: string,
  scenarioId: string | undefined,
  t: FlowsTranslate,
  { cache, coverageDir = COVERAGE_DIR }: FlowDetailOptions,
): Promise<FlowDetail | null> {
  const entry = findRegisteredMachine(id);
  if (!entry) return null;
  const scenarios = flowScenarios(entry).map((scenario) => ({ id: scenario.id, title: scenario.title }));
  const scenario = scenarios.find((candidate) => candidate.id === scenarioId) ?? scenarios[0]!;
  const graph = graphOf(entry, t);
  let drawing = cache ? drawings.get(entry.id) : undefined;
  if (!drawing) {
    drawing = layoutFlowGraph(graph, t);
    if (cache) {
      drawings.set(entry.id, drawing);
      drawing.catch(() => drawings.delete(entry.id));
    }
  }
  const pathsKey = `${entry.id}/${scenario.id}`;
  let paths = cache ? pathsCache.get(pathsKey) : undefined;
  if (!paths) {
    paths = generatedPaths(entry, scenario.id);
    if (cache) pathsCache.set(pathsKey, paths);
  }
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    scenarios,
    scenarioId: scenario.id,
    drawing: plain(await drawing),
    transitionList: plain(graph.transitions),
    paths,
    ...counts(graph),
    coverage: readFlowCoverage(coverageDir, entry.id),
  };
}
