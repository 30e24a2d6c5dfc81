/**
 * Reads the model coverage a test run left in `<dir>/<id>.json` for the /flows pages. A missing
 * or unreadable file means "no coverage yet", never an error page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FLOWS_COVERAGE_DIR, summarizeCoverage, type FlowCoverageSummary } from '@/lib/flows/flow-coverage';

/**
 * The directory the model tests write to, in this checkout. A run-time folder: turbopackIgnore keeps
 * Next's file tracing from taking in the whole project for it.
 */
export const COVERAGE_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), FLOWS_COVERAGE_DIR);

/** The coverage of machine `id` from `dir`, or null when no test run wrote one. */
export function readFlowCoverage(dir: string, id: string): FlowCoverageSummary | null {
  if (!/^[A-Za-z0-9_-]+$/u.test(id)) return null;
  try {
    return summarizeCoverage(JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')));
  } catch {
    return null;
  }
}
