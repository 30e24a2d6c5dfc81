/**
 * Runtime coverage from JSONL records: records written the way the e2e fixture writes them (from
 * a live actor inspected by flowInspector), merged over run labels, measured per machine.
 */
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createActor } from 'xstate';
import { FLOW_RECORDER_GLOBAL, flowInspector, type FlowTransitionRecord } from '@/machines/flow-inspector';
import { findRegisteredMachine } from '@/machines/registry';
import type { RegisteredMachine } from '@/machines/registry.types';
import { allTransitions } from './machine-parts';
import {
  describeTransitionPlainly,
  measureRuntimeCoverage,
  readRuntimeRecords,
  unregisteredMachineIds,
} from './runtime-coverage';

const globals = globalThis as Record<string, unknown>;
const dialogs = ((): RegisteredMachine => {
  const entry = findRegisteredMachine('dialogs');
  if (!entry) throw new Error('dialogs is not registered');
  return entry;
})();

/** Runs the dialog stack with the recorder appending to `<dir>/<label>.jsonl`, like an e2e run. */
function recordRun(
  dir: string,
  label: string,
  drive: (send: (event: { type: 'DIALOG_OPEN' | 'DIALOG_CLOSE'; id: string }) => void) => void,
): void {
  globals[FLOW_RECORDER_GLOBAL] = (record: FlowTransitionRecord) =>
    appendFileSync(path.join(dir, `${label}.jsonl`), `${JSON.stringify(record)}\n`);
  try {
    const actor = createActor(dialogs.machine, { input: {}, inspect: flowInspector }).start();
    drive((event) => actor.send(event));
    actor.stop();
  } finally {
    delete globals[FLOW_RECORDER_GLOBAL];
  }
}

describe('runtime coverage', () => {
  it('merges the runs and counts what they reached', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flows-runtime-'));
    recordRun(dir, 'PGlite', (send) => send({ type: 'DIALOG_OPEN', id: 'contact' }));
    recordRun(dir, 'PostgreSQL', (send) => {
      send({ type: 'DIALOG_OPEN', id: 'contact' });
      send({ type: 'DIALOG_CLOSE', id: 'contact' });
    });
    appendFileSync(path.join(dir, 'PGlite.jsonl'), '{"machineId":"dial');

    const recorded = readRuntimeRecords(dir);
    expect(recorded.labels).toEqual(['PGlite', 'PostgreSQL']);
    expect(recorded.malformed).toBe(1);

    const coverage = measureRuntimeCoverage(dialogs, recorded.records);
    expect(coverage.records).toBe(recorded.records.length);
    expect(coverage.states).toMatchObject({ reached: 2, total: 2, percent: 100 });
    const taken = allTransitions(dialogs.machine)
      .map(({ info }) => info)
      .filter((info) => !coverage.transitions.unreached.some((missed) => missed.key === info.key));
    expect(taken.map((info) => `${info.source} ${info.event}${info.guard ? ` ${info.guard}` : ''}`).sort()).toEqual([
      'dialogs.none DIALOG_OPEN',
      'dialogs.some DIALOG_CLOSE isLastOpen',
    ]);
    expect(coverage.transitions.reached).toBe(2);
    expect(coverage.transitions.total).toBe(allTransitions(dialogs.machine).length);
    expect(coverage.unknown).toEqual([]);
  });

  it('reports ids the machine does not have, and machines the registry does not list', () => {
    const records: FlowTransitionRecord[] = [
      {
        machineId: 'dialogs',
        event: 'DIALOG_OPEN',
        transitions: ['dialogs.none:DIALOG_OPEN:7'],
        states: ['dialogs', 'dialogs.gone'],
      },
      { machineId: 'posting', event: 'xstate.init', transitions: [], states: ['posting'] },
    ];
    expect(measureRuntimeCoverage(dialogs, records).unknown).toEqual(['dialogs.gone', 'dialogs.none:DIALOG_OPEN:7']);
    expect(unregisteredMachineIds(records, [dialogs])).toEqual(['posting']);
  });

  it('reads nothing from a missing directory and skips files that are not .jsonl', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flows-runtime-'));
    writeFileSync(path.join(dir, 'notes.txt'), 'x');
    expect(readRuntimeRecords(dir)).toEqual({ labels: [], records: [], malformed: 0 });
    expect(readRuntimeRecords(path.join(dir, 'absent'))).toEqual({ labels: [], records: [], malformed: 0 });
  });

  it('describes a transition in plain words', () => {
    const byKey = new Map(allTransitions(dialogs.machine).map(({ info }) => [info.key, info]));
    const always = [...byKey.values()].find((info) => info.kind === 'always');
    expect(describeTransitionPlainly(always!, 'dialogs')).toBe('none: immediately (always) if hasOpenDialogs → some');
    const close = [...byKey.values()].find((info) => info.event === 'DIALOG_CLOSE' && info.guard === 'isOpen');
    expect(describeTransitionPlainly(close!, 'dialogs')).toBe('some: on DIALOG_CLOSE if isOpen → stays (actions only)');
    expect(
      describeTransitionPlainly(
        {
          key: 'k',
          kind: 'event',
          source: 'select.autoSelecting',
          event: 'xstate.after.100.select.autoSelecting',
          targets: ['select.closed'],
          guard: null,
        },
        'select',
      ),
    ).toBe('autoSelecting: after 100 ms → closed');
  });
});
