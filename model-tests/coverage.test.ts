/**
 * The coverage gate: every registered machine's generated paths reach 100 % of its states and
 * transitions, unless the registry explains the gap. Also writes the per-machine JSON files the
 * explorer shows, and checks that every event type has a concrete fixture.
 */
import { FLOW_REGISTRY } from '@/machines/registry';
import { formatCoverageTable, measureCoverage, writeCoverage, type FlowCoverage } from './coverage';
import { flowScenarios } from '@/machines/flow-entry';
import { machineEventTypes } from './machine-parts';

const results: FlowCoverage[] = [];

afterAll(() => {
  if (results.length > 0) console.info(`\n${formatCoverageTable(results)}\n`);
});

describe.each(FLOW_REGISTRY.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  it('reaches every state and transition, or explains why not', async () => {
    const coverage = await measureCoverage(entry);
    results.push(coverage);
    writeCoverage(coverage);
    expect(coverage.problems).toEqual([]);
  });

  it('has a concrete fixture and a description for every event type', () => {
    const fixtureTypes = new Set(
      flowScenarios(entry).flatMap((scenario) => scenario.events.map((event) => event.type)),
    );
    const types = machineEventTypes(entry.machine);
    expect(types.filter((type) => !fixtureTypes.has(type))).toEqual([]);
    expect(types.filter((type) => !entry.eventDescriptions[type])).toEqual([]);
  });

  it('is registered under its machine id', () => {
    expect(entry.id).toBe(entry.machine.id);
  });
});
