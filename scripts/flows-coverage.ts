/**
 * `npm run flows:coverage` (also the last step of `npm test`): for every registered machine, walks
 * the generated paths of every scenario and prints the states and transitions they reach, next to
 * what the app's actors reached in Chromium during the last e2e run (.data/flows-coverage/runtime,
 * every run label merged), then the transitions no e2e journey took. Writes the per-machine JSON
 * files the /flows explorer shows (.data/flows-coverage/<id>.json). Exit code 1 only when the model
 * coverage is below 100 % without an explanation in the registry; runtime coverage is informational.
 */
import { FLOW_REGISTRY } from '@/machines/registry';
import { COVERAGE_DIR, measureCoverage, writeCoverage, type FlowCoverage } from '@/model-tests/coverage';
import {
  describeTransitionPlainly,
  formatSideBySideTable,
  measureRuntimeCoverage,
  readRuntimeRecords,
  RUNTIME_COVERAGE_DIR,
  unregisteredMachineIds,
  type RuntimeCoverage,
} from '@/model-tests/runtime-coverage';

function printRuntimeDetails(runtime: ReadonlyMap<string, RuntimeCoverage>): void {
  console.info('\nNever taken in Chromium during e2e (informational):');
  for (const entry of FLOW_REGISTRY) {
    const seen = runtime.get(entry.id);
    if (!seen) continue;
    if (seen.records === 0) {
      console.info(`  ${entry.id}: no actor reported (no e2e test mounts it, or its hook does not pass flowInspector)`);
      continue;
    }
    const missed = seen.transitions.unreached;
    if (missed.length === 0) {
      console.info(`  ${entry.id}: every transition was taken`);
      continue;
    }
    console.info(`  ${entry.id} (${missed.length} of ${seen.transitions.total}):`);
    for (const info of missed) console.info(`    ${describeTransitionPlainly(info, entry.id)}`);
  }
}

async function main(): Promise<void> {
  const rows: FlowCoverage[] = [];
  for (const entry of FLOW_REGISTRY) {
    const coverage = await measureCoverage(entry);
    writeCoverage(coverage);
    rows.push(coverage);
  }
  const recorded = readRuntimeRecords();
  const runtime =
    recorded.labels.length === 0
      ? null
      : new Map(FLOW_REGISTRY.map((entry) => [entry.id, measureRuntimeCoverage(entry, recorded.records)] as const));
  console.info(formatSideBySideTable(rows, runtime));
  console.info(
    runtime
      ? `\ne2e columns: ${recorded.records.length} records from the runs ${recorded.labels.join(', ')} (${RUNTIME_COVERAGE_DIR})`
      : `\ne2e columns: no records in ${RUNTIME_COVERAGE_DIR}; run \`npm run test:e2e\` first.`,
  );
  console.info(`\nPaths per scenario:`);
  for (const row of rows)
    console.info(
      `  ${row.id}: ${Object.entries(row.paths)
        .map(([id, n]) => `${id} ${n}`)
        .join(', ')}`,
    );
  const exceptions = rows.flatMap((row) => row.exceptions.map((e) => `  ${row.id} ${e.kind} ${e.id}: ${e.reason}`));
  if (exceptions.length > 0) console.info(`\nExplained exceptions:\n${exceptions.join('\n')}`);
  if (runtime) {
    printRuntimeDetails(runtime);
    // Warnings, not failures: they point at a broken recorder, not at the product.
    const drift = [...runtime.values()].flatMap((seen) => seen.unknown.map((id) => `  ${seen.id}: ${id}`));
    if (drift.length > 0)
      console.warn(`\nRecorded ids that the machines do not have (transition keys drifted?):\n${drift.join('\n')}`);
    const strangers = unregisteredMachineIds(recorded.records, FLOW_REGISTRY);
    if (strangers.length > 0)
      console.warn(`\nMachines that reported at runtime but are not in the registry: ${strangers.join(', ')}`);
    if (recorded.malformed > 0) console.warn(`\n${recorded.malformed} runtime record lines could not be read.`);
  }
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
