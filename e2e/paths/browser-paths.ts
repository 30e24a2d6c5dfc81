/**
 * Which generated paths of a registered flow are walked in Chromium against the running app
 * (e2e/posting-paths.spec.ts). The model tests walk every path on the machine and a covering set
 * through the screen in jsdom; in the browser each path costs seconds, so this picks the fewest
 * paths (greedily, largest gain first) that together take every transition definition any path
 * takes and rest in every state node any path reaches. Paths that differ only in how the regions
 * interleave add nothing here.
 */
import type { AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { generateFlowPaths, type FlowPath } from '@/lib/flows/flow-paths';
import { transitionKeyOf } from '@/lib/flows/transition-key';
import { flowMachine, flowScenarios } from '@/machines/flow-entry';
import type { FlowScenario, RegisteredMachine } from '@/machines/registry.types';

/** A path to walk, with its scenario. */
export interface BrowserPath {
  readonly scenario: FlowScenario;
  readonly path: FlowPath;
  /** The transition keys each step takes (index 0, the start, takes none). */
  readonly transitions: readonly (readonly string[])[];
}

/** The states a path rests in and the transitions it takes. */
function itemsOf(path: BrowserPath): Set<string> {
  const items = new Set<string>();
  path.path.steps.forEach((step, index) => {
    for (const node of step.state._nodes as AnyStateNode[]) items.add(`state ${node.id}`);
    for (const key of path.transitions[index] ?? []) items.add(`transition ${key}`);
  });
  return items;
}

/** Every path of every scenario the browser can walk (`walkable`), then the fewest that cover them. */
export function browserPaths(
  entry: RegisteredMachine,
  walkable: (scenario: FlowScenario, event: EventObject) => boolean,
): BrowserPath[] {
  const machine = flowMachine(entry);
  const project = entry.serializeContext as ((context: unknown) => unknown) | undefined;
  const all: BrowserPath[] = [];
  for (const scenario of flowScenarios(entry)) {
    for (const path of generateFlowPaths(machine, scenario, project).paths) {
      if (!path.steps.slice(1).every((step) => walkable(scenario, step.event))) continue;
      const transitions = path.steps.map((step, index) => {
        const previous = path.steps[index - 1];
        if (!previous) return [];
        const taken = machine.getTransitionData(previous.state, step.event) as AnyTransitionDefinition[];
        return taken.map(transitionKeyOf);
      });
      all.push({ scenario, path, transitions });
    }
  }
  const coverage = all.map(itemsOf);
  const missing = new Set(coverage.flatMap((items) => [...items]));
  const chosen: BrowserPath[] = [];
  while (missing.size > 0) {
    let best = -1;
    let gain = 0;
    coverage.forEach((items, index) => {
      const adds = [...items].filter((item) => missing.has(item)).length;
      // Of two paths that add as much, the shorter: the browser pays for every step.
      if (adds > gain || (adds === gain && best >= 0 && all[index]!.path.steps.length < all[best]!.path.steps.length))
        [best, gain] = [index, adds];
    });
    chosen.push(all[best]!);
    for (const item of coverage[best]!) missing.delete(item);
  }
  return chosen;
}
