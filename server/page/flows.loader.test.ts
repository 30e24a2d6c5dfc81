/**
 * The /flows data on the real registry: every machine drawn whole (each state a box, each
 * transition an arrow or a row, under the keys the coverage check uses), and the generated
 * paths replayable in the explorer's simulation to the state the model reached.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnyStateNode } from 'xstate';
import { buildFlowGraph, flattenStates } from '@/lib/flows/flow-graph';
import { activeStateIds, replay } from '@/lib/flows/flow-simulation';
import { catalogueTranslate } from '@/test-support/flows-test-machines';
import { flowMachine, flowScenarios } from '@/machines/flow-entry';
import { FLOW_REGISTRY } from '@/machines/registry';
import { allStateNodes, allTransitions } from '@/model-tests/machine-parts';
import { listFlows, loadFlowDetail, PATHS_PER_PAGE } from './flows.loader';

const t = catalogueTranslate('ro');
const emptyCoverage = mkdtempSync(path.join(tmpdir(), 'flows-none-'));

describe.each(FLOW_REGISTRY.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  const graph = buildFlowGraph(entry.machine, { t });

  it('has every state and transition the coverage check counts, under the same keys', () => {
    expect(
      flattenStates(graph.root)
        .slice(1)
        .map((state) => state.id),
    ).toEqual(allStateNodes(entry.machine).map((node) => node.id));
    expect(graph.transitions.map((transition) => transition.key).sort()).toEqual(
      allTransitions(entry.machine)
        .map(({ info }) => info.key)
        .sort(),
    );
  });

  it('draws every transition once, as an arrow or as a row', () => {
    const rows = flattenStates(graph.root).flatMap((state) => state.internal.map((transition) => transition.key));
    const arrows = [...new Set(graph.arrows.map((arrow) => arrow.transitionKey))];
    expect([...rows, ...arrows].sort()).toEqual(graph.transitions.map((transition) => transition.key).sort());
  });

  it('lays the machine out and replays every generated path of the default scenario to its end', async () => {
    const detail = await loadFlowDetail(entry.id, undefined, t, { cache: false, coverageDir: emptyCoverage });
    expect(detail?.drawing.states.map((state) => state.id)).toEqual(flattenStates(graph.root).map((state) => state.id));
    expect(detail?.scenarioId).toBe(flowScenarios(entry)[0]!.id);
    expect(detail?.paths.length).toBeGreaterThan(0);
    // Every page of the paths, in order, makes every path once.
    const paths = [...detail!.paths];
    for (let page = 2; page <= detail!.pathPage.pages; page += 1) {
      const next = await loadFlowDetail(entry.id, undefined, t, {
        cache: true,
        coverageDir: emptyCoverage,
        pathPage: page,
      });
      paths.push(...next!.paths);
    }
    expect(paths.map((generated) => generated.index)).toEqual([...Array(detail!.pathPage.total).keys()]);
    const scenario = flowScenarios(entry)[0]!;
    for (const generated of paths) {
      const steps = replay(flowMachine(entry), scenario.input, generated.events);
      expect(steps).toHaveLength(generated.events.length + 1);
      const leaves = [...activeStateIds(steps.at(-1)!.snapshot)]
        .map((id) => entry.machine.getStateNodeById(id) as AnyStateNode)
        .filter((node) => node.type === 'atomic' || node.type === 'final')
        .map((node) => node.path.join('.'));
      // Parallel regions: the leaves' order follows entry order, which differs between paths the model merges.
      expect([...leaves].sort()).toEqual([...generated.endStates].sort());
    }
  });
});

describe('listFlows', () => {
  it('lists every registered machine with its size, and no coverage before a test run wrote one', () => {
    const flows = listFlows(t, emptyCoverage);
    expect(flows.map((flow) => flow.id)).toEqual(FLOW_REGISTRY.map((entry) => entry.id));
    expect(flows.every((flow) => flow.states > 0 && flow.transitions > 0 && flow.coverage === null)).toBe(true);
  });
});

describe('loadFlowDetail', () => {
  it('knows nothing of an unknown machine, and falls back to the first scenario for an unknown one', async () => {
    expect(await loadFlowDetail('nuExista', undefined, t, { cache: false })).toBeNull();
    const detail = await loadFlowDetail('dialogs', 'nu-exista', t, { cache: false, coverageDir: emptyCoverage });
    expect(detail?.scenarioId).toBe('implicit');
    const other = await loadFlowDetail('dialogs', 'deschis-la-start', t, { cache: false, coverageDir: emptyCoverage });
    expect(other?.scenarioId).toBe('deschis-la-start');
  });

  it('shows the generated paths a page at a time, the last page for a page past it', async () => {
    const options = { cache: true, coverageDir: emptyCoverage };
    const first = await loadFlowDetail('listing', undefined, t, options);
    const { total, pages } = first!.pathPage;
    expect(total).toBeGreaterThan(PATHS_PER_PAGE);
    expect(pages).toBe(Math.ceil(total / PATHS_PER_PAGE));
    expect(first!.pathPage.page).toBe(1);
    expect(first!.paths.map((generated) => generated.index)).toEqual([...Array(PATHS_PER_PAGE).keys()]);
    const second = await loadFlowDetail('listing', undefined, t, { ...options, pathPage: 2 });
    expect(second!.pathPage.page).toBe(2);
    expect(second!.paths[0]?.index).toBe(PATHS_PER_PAGE);
    const past = await loadFlowDetail('listing', undefined, t, { ...options, pathPage: pages + 5 });
    expect(past!.pathPage.page).toBe(pages);
    expect(past!.paths.at(-1)?.index).toBe(total - 1);
  });
});
