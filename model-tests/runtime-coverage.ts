/**
 * Runtime coverage: the states and transitions the app's actors reached in Chromium during the e2e
 * suite. machines/flow-inspector.ts reports them, the e2e fixture appends them to
 * `.data/flows-coverage/runtime/<label>.jsonl` (one file per e2e run: PGlite, PostgreSQL, …), and
 * `npm run flows:coverage` shows them next to the model coverage. Informational: e2e journeys
 * follow users, not every edge, so nothing fails on it. Only light imports here: the e2e fixture
 * loads this file too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FlowTransitionRecord } from '@/machines/flow-inspector';
import type { RegisteredMachine } from '@/machines/registry.types';
import type { CoverageCount, FlowCoverage } from './coverage';
import { allStateNodes, allTransitions, type TransitionInfo } from './machine-parts';

/** Where the e2e suite writes runtime records (cleared by scripts/e2e.ts at its start). */
export const RUNTIME_COVERAGE_DIR = path.join(process.cwd(), '.data', 'flows-coverage', 'runtime');

/** The records of every e2e run found, merged. */
export interface RuntimeRecords {
  /** Run labels (file names without .jsonl), sorted. */
  readonly labels: readonly string[];
  readonly records: readonly FlowTransitionRecord[];
  /** Lines that were not a record (a run killed mid-write leaves half a line). */
  readonly malformed: number;
}

/** What the e2e runs reached of one registered machine. */
export interface RuntimeCoverage {
  readonly id: string;
  /** Records of this machine; 0 means no actor of it ran in any e2e test. */
  readonly records: number;
  readonly states: CoverageCount & { readonly unreached: readonly string[] };
  readonly transitions: CoverageCount & { readonly unreached: readonly TransitionInfo[] };
  /** Recorded state ids or transition keys the machine does not have: the key functions drifted. */
  readonly unknown: readonly string[];
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function parseRecord(line: string): FlowTransitionRecord | null {
  try {
    const value = JSON.parse(line) as Partial<Record<keyof FlowTransitionRecord, unknown>>;
    if (typeof value.machineId !== 'string' || typeof value.event !== 'string') return null;
    if (!isStringArray(value.transitions) || !isStringArray(value.states)) return null;
    return { machineId: value.machineId, event: value.event, transitions: value.transitions, states: value.states };
  } catch {
    return null;
  }
}

/** Reads every `<label>.jsonl` in `dir`; an absent directory means no e2e run recorded anything. */
export function readRuntimeRecords(dir: string = RUNTIME_COVERAGE_DIR): RuntimeRecords {
  if (!existsSync(dir)) return { labels: [], records: [], malformed: 0 };
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  const records: FlowTransitionRecord[] = [];
  let malformed = 0;
  for (const file of files) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const record = parseRecord(line);
      if (record) records.push(record);
      else malformed += 1;
    }
  }
  return { labels: files.map((name) => name.slice(0, -'.jsonl'.length)), records, malformed };
}

function count(total: number, reached: number): CoverageCount {
  return { total, reached, percent: total === 0 ? 100 : Math.round((reached / total) * 1000) / 10 };
}

/** States and transitions of `entry` that the records reached. */
export function measureRuntimeCoverage(
  entry: RegisteredMachine,
  records: readonly FlowTransitionRecord[],
): RuntimeCoverage {
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();
  let recordCount = 0;
  for (const record of records) {
    if (record.machineId !== entry.id) continue;
    recordCount += 1;
    for (const id of record.states) reachedStates.add(id);
    for (const key of record.transitions) reachedTransitions.add(key);
  }
  const states = allStateNodes(entry.machine).map((node) => node.id);
  const transitions = allTransitions(entry.machine).map(({ info }) => info);
  const known = new Set([entry.machine.root.id, ...states, ...transitions.map((info) => info.key)]);
  const unreachedStates = states.filter((id) => !reachedStates.has(id));
  const unreachedTransitions = transitions.filter((info) => !reachedTransitions.has(info.key));
  return {
    id: entry.id,
    records: recordCount,
    states: { ...count(states.length, states.length - unreachedStates.length), unreached: unreachedStates },
    transitions: {
      ...count(transitions.length, transitions.length - unreachedTransitions.length),
      unreached: unreachedTransitions,
    },
    unknown: [...reachedStates, ...reachedTransitions].filter((id) => !known.has(id)),
  };
}

/** Machine ids in the records that the registry does not list. */
export function unregisteredMachineIds(
  records: readonly FlowTransitionRecord[],
  registry: readonly RegisteredMachine[],
): string[] {
  const ids = new Set(registry.map((entry) => entry.id));
  return [...new Set(records.map((record) => record.machineId))].filter((id) => !ids.has(id)).sort();
}

function plainEvent(event: string): string {
  const after = /^xstate\.after\.([^.]+)\./u.exec(event);
  if (after?.[1]) return /^\d+$/u.test(after[1]) ? `after ${after[1]} ms` : `after the '${after[1]}' delay`;
  if (event.startsWith('xstate.done.actor.')) return `when ${event.slice('xstate.done.actor.'.length)} succeeds`;
  if (event.startsWith('xstate.error.actor.')) return `when ${event.slice('xstate.error.actor.'.length)} fails`;
  return `on ${event}`;
}

/** A transition in plain words: `inline.browsing: on query.submit if hasOneMatch → autoSelecting`. */
export function describeTransitionPlainly(info: TransitionInfo, machineId: string): string {
  const local = (id: string) =>
    id === machineId ? '(top level)' : id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : `#${id}`;
  const trigger = info.kind === 'always' ? 'immediately (always)' : plainEvent(info.event);
  const guard = info.guard ? ` if ${info.guard}` : '';
  const outcome = info.targets.length > 0 ? `→ ${info.targets.map(local).join(', ')}` : '→ stays (actions only)';
  return `${local(info.source)}: ${trigger}${guard} ${outcome}`;
}

const figure = (value: CoverageCount) => `${value.reached}/${value.total} (${value.percent}%)`;

/**
 * Model and runtime coverage side by side, one row per machine. `runtime` is null when no e2e run
 * recorded anything (the runtime columns then show '—').
 */
export function formatSideBySideTable(
  model: readonly FlowCoverage[],
  runtime: ReadonlyMap<string, RuntimeCoverage> | null,
): string {
  const header = ['machine', 'paths', 'model states', 'model transitions', 'e2e states', 'e2e transitions'];
  const body = model.map((row) => {
    const seen = runtime?.get(row.id);
    return [
      row.id,
      String(Object.values(row.paths).reduce((sum, n) => sum + n, 0)),
      figure(row.states),
      figure(row.transitions),
      seen ? figure(seen.states) : '—',
      seen ? figure(seen.transitions) : '—',
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
