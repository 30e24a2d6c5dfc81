/**
 * The model coverage a test run leaves in `<dir>/<id>.json` (written by model-tests/coverage.ts),
 * as the explorer shows it. Reading the file is the server's job (server/page/flows-coverage.ts);
 * this module only knows the place and the shape, so the browser can import its types.
 */
import { z } from 'zod';

/** Where coverage files go, relative to the repository root (gitignored with the rest of .data). */
export const FLOWS_COVERAGE_DIR = '.data/flows-coverage';

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
