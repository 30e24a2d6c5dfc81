/**
 * `npm run flows:coverage`: for every registered machine, walks the generated paths of every
 * scenario and prints the states and transitions they reach; writes the per-machine JSON files
 * the /flows explorer shows (.data/flows-coverage/<id>.json). Exit code 1 when a machine is
 * below 100 % without an explanation in the registry.
 */
import { FLOW_REGISTRY } from '@/machines/registry';
import { COVERAGE_DIR, formatCoverageTable, measureCoverage, writeCoverage, type FlowCoverage } from '@/model-tests/coverage';

async function main(): Promise<void> {
  const rows: FlowCoverage[] = [];
  for (const entry of FLOW_REGISTRY) {
    const coverage = await measureCoverage(entry);
    writeCoverage(coverage);
    rows.push(coverage);
  }
  console.info(formatCoverageTable(rows));
  console.info(`\nPaths per scenario:`);
  for (const row of rows) console.info(`  ${row.id}: ${Object.entries(row.paths).map(([id, n]) => `${id} ${n}`).join(', ')}`);
  const exceptions = rows.flatMap((row) => row.exceptions.map((e) => `  ${row.id} ${e.kind} ${e.id}: ${e.reason}`));
  if (exceptions.length > 0) console.info(`\nExplained exceptions:\n${exceptions.join('\n')}`);
  const problems = rows.flatMap((row) => row.problems.map((problem) => `  ${row.id}: ${problem}`));
  console.info(`\nJSON written to ${COVERAGE_DIR}`);
  if (problems.length > 0) {
    console.error(`\nCoverage problems:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
