/**
 * The coverage gate: every registered machine's generated paths reach 100 % of its states and
 * transitions, unless the registry explains the gap. Also writes the per-machine JSON files the
 * explorer shows, checks that every event type has a concrete fixture, and that every flow is
 * registered and walked through its screen (a folder of machines/ is a flow; shared pieces such as
 * cursor-list.ts are files beside them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FLOW_REGISTRY } from '@/machines/registry';
import { formatCoverageTable, measureCoverage, writeCoverage, type FlowCoverage } from './coverage';
import { flowScenarios } from '@/machines/flow-entry';
import { machineEventTypes } from './machine-parts';

const results: FlowCoverage[] = [];

/** `walletLedger` → `wallet-ledger`: the folder and model-test name of a registry id. */
const kebab = (id: string) => id.replace(/[A-Z]/gu, (letter) => `-${letter.toLowerCase()}`);

describe('the registry and the folders', () => {
  it('lists every flow folder of machines/', () => {
    const folders = readdirSync(path.join(process.cwd(), 'machines'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const registered = new Set(FLOW_REGISTRY.map((entry) => kebab(entry.id)));
    expect(folders.length).toBeGreaterThan(40);
    expect(folders.filter((folder) => !registered.has(folder))).toEqual([]);
  });

  it('keeps *.machine.ts files for flows: the shared factories beside them are named otherwise', () => {
    const loose = readdirSync(path.join(process.cwd(), 'machines')).filter((name) => /\.machine\.tsx?$/u.test(name));
    expect(loose).toEqual([]);
  });

  it('has a model test walking each registered flow through its screen', () => {
    const unwalked = FLOW_REGISTRY.filter((entry) => {
      const file = path.join(process.cwd(), 'model-tests', `${kebab(entry.id)}.model.test.tsx`);
      // describeFlow itself, or a helper around it (describeEmailFormFlow, describeResetPasswordFlow).
      return !existsSync(file) || !/describe\w*Flow[(<]/u.test(readFileSync(file, 'utf8'));
    }).map((entry) => entry.id);
    expect(unwalked).toEqual([]);
  });
});

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
