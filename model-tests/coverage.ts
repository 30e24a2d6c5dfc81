/**
 * Model coverage: which states and transitions of a registered machine the generated paths
 * reach, over all of its scenarios. Event transitions are marked with
 * `machine.getTransitionData(previous, event)` along each path; `always` transitions are
 * invisible to the graph tools, so every path is also replayed on a live actor and the
 * transitions of its `@xstate.microstep` inspection events are added. Results go to
 * `.data/flows-coverage/<id>.json` for the explorer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { FLOWS_COVERAGE_DIR } from '@/lib/flows/flow-coverage';
import type { CoverageException, RegisteredMachine } from '@/machines/registry.types';
import { flowScenarios } from '@/machines/flow-entry';
import { createFlowModel } from './flow-model';
import { walkOnMachine } from './flow-walk';
import { allStateNodes, allTransitions, transitionKey, type TransitionInfo } from './machine-parts';

/** Where coverage files are written, in this checkout; the explorer reads them there. */
export const COVERAGE_DIR = path.join(process.cwd(), FLOWS_COVERAGE_DIR);

/** Reached versus total for states or transitions. */
export interface CoverageCount {
  readonly total: number;
  readonly reached: number;
  /** Percentage with one decimal. */
  readonly percent: number;
}

/** The coverage of one registered machine. */
export interface FlowCoverage {
  readonly id: string;
  readonly title: string;
  /** Number of generated (shortest, deduplicated) paths per scenario. */
  readonly paths: Readonly<Record<string, number>>;
  readonly states: CoverageCount & { readonly unreached: readonly string[] };
  readonly transitions: CoverageCount & { readonly unreached: readonly TransitionInfo[] };
  /** Every transition with whether a path takes it (the explorer colours edges with it). */
  readonly transitionList: ReadonlyArray<TransitionInfo & { readonly reached: boolean }>;
  readonly exceptions: readonly CoverageException[];
  /** Unreached items not explained by an exception, and exceptions for items that are reached. */
  readonly problems: readonly string[];
  readonly generatedAt: string;
}

function count(total: number, reached: number): CoverageCount {
  return { total, reached, percent: total === 0 ? 100 : Math.round((reached / total) * 1000) / 10 };
}

/** Walks every path of every scenario and counts what they reach. */
export async function measureCoverage(entry: RegisteredMachine): Promise<FlowCoverage> {
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();
  const paths: Record<string, number> = {};
  for (const scenario of flowScenarios(entry)) {
    const flow = createFlowModel(entry, scenario);
    paths[scenario.id] = flow.paths.length;
    for (const flowPath of flow.paths) {
      flowPath.steps.forEach((step, index) => {
        for (const node of step.state._nodes as AnyStateNode[]) reachedStates.add(node.id);
        const previous = flowPath.steps[index - 1];
        if (!previous) return;
        const taken = flow.machine.getTransitionData(previous.state, step.event) as AnyTransitionDefinition[];
        for (const transition of taken) reachedTransitions.add(transitionKey(transition));
      });
      const walk = await walkOnMachine(flow, flowPath);
      for (const key of walk.transitionsTaken) reachedTransitions.add(key);
    }
  }
  const states = allStateNodes(entry.machine).map((node) => node.id);
  const transitions = allTransitions(entry.machine).map(({ info }) => info);
  const unreachedStates = states.filter((id) => !reachedStates.has(id));
  const unreachedTransitions = transitions.filter((info) => !reachedTransitions.has(info.key));
  const exceptions = entry.coverageExceptions ?? [];
  const excused = (kind: CoverageException['kind'], id: string) =>
    exceptions.some((e) => e.kind === kind && e.id === id);
  const problems = [
    ...unreachedStates.filter((id) => !excused('state', id)).map((id) => `state ${id} is never reached`),
    ...unreachedTransitions
      .filter((t) => !excused('transition', t.key))
      .map((t) => `transition ${t.key} is never taken`),
    ...exceptions
      .filter((e) => (e.kind === 'state' ? reachedStates.has(e.id) : reachedTransitions.has(e.id)))
      .map((e) => `exception for ${e.kind} ${e.id} is stale: it is reached`),
    ...exceptions
      .filter((e) => (e.kind === 'state' ? !states.includes(e.id) : !transitions.some((t) => t.key === e.id)))
      .map((e) => `exception for ${e.kind} ${e.id} names nothing in the machine`),
  ];
  return {
    id: entry.id,
    title: entry.title,
    paths,
    states: { ...count(states.length, states.length - unreachedStates.length), unreached: unreachedStates },
    transitions: {
      ...count(transitions.length, transitions.length - unreachedTransitions.length),
      unreached: unreachedTransitions,
    },
    transitionList: transitions.map((info) => ({ ...info, reached: reachedTransitions.has(info.key) })),
    exceptions,
    problems: [...new Set(problems)],
    generatedAt: new Date().toISOString(),
  };
}

/** Writes `<dir>/<id>.json`; returns the file path. */
export function writeCoverage(coverage: FlowCoverage, dir: string = COVERAGE_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${coverage.id}.json`);
  writeFileSync(file, `${JSON.stringify(coverage, null, 2)}\n`);
  return file;
}

/** The coverage table as text, one row per machine. */
export function formatCoverageTable(rows: readonly FlowCoverage[]): string {
  const header = ['machine', 'paths', 'states', 'transitions', 'exceptions'];
  const body = rows.map((row) => [
    row.id,
    String(Object.values(row.paths).reduce((sum, n) => sum + n, 0)),
    `${row.states.reached}/${row.states.total} (${row.states.percent}%)`,
    `${row.transitions.reached}/${row.transitions.total} (${row.transitions.percent}%)`,
    String(row.exceptions.length),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
