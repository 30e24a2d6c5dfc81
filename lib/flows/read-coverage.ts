/**
 * Reads the model coverage a test run left in `<dir>/<id>.json` (written by
 * model-tests/coverage.ts). Server only (node:fs): imported from getServerSideProps code. A
 * missing or unreadable file means "no coverage yet", never an error page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const countSchema = z.object({ total: z.number(), reached: z.number(), percent: z.number() });

const fileSchema = z.object({
  id: z.string(),
  paths: z.record(z.string(), z.number()),
  states: countSchema,
  transitions: countSchema,
  transitionList: z.array(z.object({ key: z.string(), reached: z.boolean() })),
  generatedAt: z.string(),
});

/** What the explorer shows of a machine's coverage. */
export interface FlowCoverageSummary {
  /** Generated paths over all scenarios. */
  readonly paths: number;
  readonly statesPercent: number;
  readonly transitionsPercent: number;
  /** Transition keys no generated path takes. */
  readonly unreachedKeys: readonly string[];
  readonly generatedAt: string;
}

/** The summary of one coverage file's content; null when it is not a coverage file. */
export function summarizeCoverage(raw: unknown): FlowCoverageSummary | null {
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) return null;
  const file = parsed.data;
  return {
    paths: Object.values(file.paths).reduce((sum, count) => sum + count, 0),
    statesPercent: file.states.percent,
    transitionsPercent: file.transitions.percent,
    unreachedKeys: file.transitionList.filter((transition) => !transition.reached).map((transition) => transition.key),
    generatedAt: file.generatedAt,
  };
}

/** The coverage of machine `id` from `dir`, or null when no test run wrote one. */
export function readFlowCoverage(dir: string, id: string): FlowCoverageSummary | null {
  if (!/^[A-Za-z0-9_-]+$/u.test(id)) return null;
  try {
    return summarizeCoverage(JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')));
  } catch {
    return null;
  }
}
