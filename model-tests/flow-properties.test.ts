/**
 * The SPEC properties can find a wrong machine: every registered machine has some, and a select
 * machine with the bug issue 9 planted ('back' keeps the draft instead of discarding it) fails
 * them on a generated path while the real machine passes every path.
 */
import { assign } from 'xstate';
import { flowScenarios } from '@/machines/flow-entry';
import { FLOW_REGISTRY, findRegisteredMachine } from '@/machines/registry';
import type { RegisteredMachine } from '@/machines/registry.types';
import { selectMachine } from '@/machines/select/select.machine';
import { createFlowModel } from './flow-model';
import { checkPathProperties } from './flow-walk';

describe('SPEC properties of the flows', () => {
  it('every registered machine has at least one invariant or rule (coverage gate)', () => {
    const missing = FLOW_REGISTRY.filter(
      (entry) => entry.properties.invariants.length + entry.properties.rules.length === 0,
    ).map((entry) => entry.id);
    expect(missing).toEqual([]);
  });

  it("each entry carries its own machine's properties", () => {
    expect(FLOW_REGISTRY.filter((entry) => entry.properties.id !== entry.id).map((entry) => entry.id)).toEqual([]);
  });

  it('rules name only events of their machine', () => {
    const unknown = FLOW_REGISTRY.flatMap((entry) => {
      const properties = entry.properties;
      const types = new Set(flowScenarios(entry).flatMap((scenario) => scenario.events.map((event) => event.type)));
      return properties.rules.filter((rule) => !types.has(rule.event)).map((rule) => `${properties.id}: ${rule.event}`);
    });
    expect(unknown).toEqual([]);
  });
});

function registered(id: string): RegisteredMachine {
  const entry = findRegisteredMachine(id);
  if (!entry) throw new Error(`${id} is not registered`);
  return entry;
}

describe('a planted select bug: dialog.back keeps the draft', () => {
  const real = registered('select');
  // closed's entry action runs after 'dialog.back'; the bug commits the draft there instead of dropping it.
  const buggy = {
    ...real,
    machine: selectMachine.provide({
      actions: {
        resetSession: assign(({ context, event }) => ({
          query: '',
          activeId: null,
          draft: [],
          selected: event.type === 'dialog.back' ? [...context.draft] : context.selected,
        })),
      },
    }),
  };

  function brokenPaths(entry: RegisteredMachine): string[] {
    return flowScenarios(entry).flatMap((scenario) => {
      const flow = createFlowModel(entry, scenario);
      return flow.paths.flatMap((path) => {
        try {
          checkPathProperties(flow, path);
          return [];
        } catch (error) {
          return [error instanceof Error ? error.message : String(error)];
        }
      });
    });
  }

  it('the real machine keeps every property on every generated path', () => {
    expect(brokenPaths(real)).toEqual([]);
  });

  it('the buggy machine breaks the dialog.back rule on some generated path', () => {
    const broken = brokenPaths(buggy);
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0]).toContain('after dialog.back the selection equals the one before the dialog opened');
    expect(broken[0]).toMatch(
      /flow 'select', scenario '[^']+', path ".+"\n {2}at step \d+ of \d+: .*\[dialog\.back\]/u,
    );
  });
});
