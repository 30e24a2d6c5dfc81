/**
 * What the /flows pages load in getServerSideProps: the list of registered machines with their
 * sizes and coverage, and for one machine its ELK drawing and the generated paths of a scenario,
 * computed with the generator the model tests use (lib/flows/flow-paths.ts). Drawings and paths
 * depend only on the code, so they are kept per process. The one server module that reads the
 * machine registry (eslint.config.mjs allows it): the explorer is about flows.
 */
import type { AnyStateNode } from 'xstate';
import { initialTransition } from 'xstate';
import { buildFlowGraph, flattenStates, type FlowGraph } from '@/lib/flows/flow-graph';
import { namedDelays } from '@/lib/flows/named-delays';
import type { FlowDrawing } from '@/lib/flows/flow-drawing.types';
import { generateFlowPaths } from '@/lib/flows/flow-paths';
import type { FlowDetail, FlowSummary, GeneratedPath } from '@/lib/flows/flows-page.types';
import { layoutFlowGraph } from '@/lib/flows/flow-layout';
import type { FlowsTranslate } from '@/lib/flows/flow-words';
import { flowMachine, flowScenarios } from '@/machines/flow-entry';
import { FLOW_REGISTRY, findRegisteredMachine } from '@/machines/registry';
import type { RegisteredMachine } from '@/machines/registry.types';
import { COVERAGE_DIR, readFlowCoverage } from './flows-coverage';

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
  const project = entry.serializeContext as ((context: unknown) => unknown) | undefined;
  const { paths } = generateFlowPaths(flowMachine(entry), scenario, project);
  return paths.map((path, index) => ({
    index,
    events: plain(path.steps.slice(1).map((step) => step.event)),
    endStates: (path.state._nodes as AnyStateNode[])
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map((node) => node.path.join('.')),
  }));
}

/** Generated paths on one page of /flows/[id]: a machine may have hundreds (listing: 660, a megabyte of page data). */
export const PATHS_PER_PAGE = 20;

const drawings = new Map<string, Promise<FlowDrawing>>();
const pathsCache = new Map<string, GeneratedPath[]>();

/** Options of loadFlowDetail. */
export interface FlowDetailOptions {
  /** Keep drawings and paths for the life of the process (production); off while machines are edited. */
  readonly cache: boolean;
  readonly coverageDir?: string;
  /** The page of generated paths, from 1 (`?trasee=`); past the last one, the last. */
  readonly pathPage?: number;
}

/** The detail of machine `id` for one scenario (the first when `scenarioId` is unknown); null for an unknown id. */
export async function loadFlowDetail(
  id: string,
  scenarioId: string | undefined,
  t: FlowsTranslate,
  { cache, coverageDir = COVERAGE_DIR, pathPage = 1 }: FlowDetailOptions,
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
  const pages = Math.max(1, Math.ceil(paths.length / PATHS_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Math.floor(pathPage)));
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    scenarios,
    scenarioId: scenario.id,
    drawing: plain(await drawing),
    transitionList: plain(graph.transitions),
    paths: paths.slice((page - 1) * PATHS_PER_PAGE, page * PATHS_PER_PAGE),
    pathPage: { page, pages, total: paths.length },
    ...counts(graph),
    coverage: readFlowCoverage(coverageDir, entry.id),
  };
}
