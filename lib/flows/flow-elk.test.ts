import type { ElkNode } from 'elkjs/lib/elk-api';
import type { DrawnState, FlowDrawing } from './flow-drawing.types';
import { flowToElk } from './flow-elk';
import { buildFlowGraph } from './flow-graph';
import { fitScale, layoutFlowGraph, layoutFlowGraphWith, pickDrawing } from './flow-layout';
import { arrowLabelLines, DRAWING, lineWidth, stateLines, wrapText } from './flow-text-lines';
import { catalogueTranslate, draftMachine } from '@/test-support/flows-test-machines';
import { roundedPath } from './svg-path';

const t = catalogueTranslate('ro');
const graph = buildFlowGraph(draftMachine, { t });

function find(node: ElkNode, id: string): ElkNode | undefined {
  if (node.id === id) return node;
  for (const child of node.children ?? []) {
    const found = find(child, id);
    if (found) return found;
  }
  return undefined;
}

describe('flowToElk', () => {
  const elk = flowToElk(graph, t);

  it('nests children under their parent and keeps every edge at the root', () => {
    const root = find(elk, 'draft')!;
    expect(root.children?.map((child) => child.id)).toEqual([
      'initial:draft',
      'draft.editing',
      'draft.saving',
      'draft.failed',
      'draft.saved',
      'draft.published',
    ]);
    expect(find(elk, 'draft.editing')?.children?.map((child) => child.id)).toEqual([
      'initial:draft.editing',
      'draft.editing.idle',
      'draft.editing.hinting',
    ]);
    for (const node of [root, find(elk, 'draft.editing')!]) expect(node.edges ?? []).toEqual([]);
    expect(elk.edges?.map((edge) => edge.id)).toEqual(
      expect.arrayContaining(['initial:draft', 'initial:draft.editing', 'draft.editing:always:0']),
    );
  });

  it('asks ELK for a layered layout across the hierarchy, in document order, with root coordinates', () => {
    expect(elk.layoutOptions).toMatchObject({
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    });
  });

  it('sizes atomic boxes for their rows and gives arrows a label sized for its lines', () => {
    const idle = find(elk, 'draft.editing.idle')!;
    expect(idle.width).toBeGreaterThanOrEqual(DRAWING.minWidth);
    const failed = find(elk, 'draft.failed')!;
    expect(failed.height).toBeGreaterThan(idle.height!);
    const save = elk.edges?.find((edge) => edge.id === 'draft.editing:draft.save:0');
    const lines = arrowLabelLines(
      graph.transitions.find((transition) => transition.key === 'draft.editing:draft.save:0')!,
    );
    expect(save?.labels?.[0]?.height).toBe(lines.length * DRAWING.rowHeight + 4);
  });

  it('asks forward arrows and initial markers to keep the layout direction, so the first state comes first', () => {
    const forward = elk.edges?.find((edge) => edge.id === 'draft.saving:xstate.done.actor.saveDraft:0');
    const backward = elk.edges?.find((edge) => edge.id === 'draft.failed:xstate.after.retryDelay.draft.failed:0');
    expect(forward?.layoutOptions?.['elk.layered.priority.direction']).toBe('10');
    expect(backward?.layoutOptions).toBeUndefined();
  });
});

function inside(child: DrawnState, parent: DrawnState): boolean {
  return (
    child.x >= parent.x &&
    child.y >= parent.y &&
    child.x + child.width <= parent.x + parent.width &&
    child.y + child.height <= parent.y + parent.height
  );
}

describe('layout with ELK', () => {
  let drawing: FlowDrawing;
  beforeAll(async () => {
    drawing = await layoutFlowGraph(graph, t);
  });

  it('places every child box inside its parent, below the parent header', () => {
    const byId = new Map(drawing.states.map((state) => [state.id, state]));
    for (const state of drawing.states) {
      expect(state.width).toBeGreaterThan(0);
      const parent = state.parentId ? byId.get(state.parentId) : undefined;
      if (!parent) continue;
      expect(inside(state, parent)).toBe(true);
      expect(state.y).toBeGreaterThanOrEqual(parent.y + parent.headerHeight);
    }
  });

  it('routes every arrow between its two boxes and places its label', () => {
    const byId = new Map(drawing.states.map((state) => [state.id, state]));
    for (const arrow of drawing.arrows) {
      expect(arrow.points.length).toBeGreaterThanOrEqual(2);
      const end = arrow.points.at(-1)!;
      const target = byId.get(arrow.target)!;
      expect(end.x).toBeGreaterThanOrEqual(target.x - 1);
      expect(end.x).toBeLessThanOrEqual(target.x + target.width + 1);
      expect(arrow.label?.lines[0]?.segments[0]?.role).toBe('event');
    }
    expect(drawing.initials.map((initial) => initial.targetId)).toEqual(['draft.editing', 'draft.editing.idle']);
    expect(drawing.width).toBeGreaterThan(0);
  });

  it('lays out in either direction', async () => {
    const down = await layoutFlowGraphWith(graph, t, { direction: 'DOWN', mergeEdges: false });
    expect(down.states.length).toBe(drawing.states.length);
  });
});

describe('pickDrawing', () => {
  it('keeps the first drawing unless a later one shows clearly larger', () => {
    const wide = { width: 1920, height: 600 };
    const narrow = { width: 1000, height: 900 };
    const almost = { width: 1800, height: 600 };
    expect(pickDrawing([wide, narrow])).toBe(narrow);
    expect(pickDrawing([wide, almost])).toBe(wide);
    expect(fitScale({ width: 400, height: 300 })).toBe(1);
  });
});

describe('text lines', () => {
  it('wraps long text at spaces within the width, a single long word staying whole', () => {
    const lines = wrapText('hasQueryChanged și isDesktop și hasMatchesForQuery și isSomethingElse', 150);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('hasQueryChanged și isDesktop și hasMatchesForQuery și isSomethingElse');
    expect(wrapText('unCuvântFoarteLungFărăSpațiiCareNuSePoateRupe', 50)).toHaveLength(1);
  });

  it('shows a row per entry action, invoke and transition that stays, with its transition key', () => {
    const saving = graph.root.children.find((state) => state.key === 'saving')!;
    expect(stateLines(saving, t).map((line) => line.segments.map((segment) => segment.text).join(''))).toEqual([
      'apelează: saveDraft',
    ]);
    const editing = graph.root.children.find((state) => state.key === 'editing')!;
    const rows = stateLines(editing, t);
    expect(rows.map((line) => line.transitionKey)).toEqual([
      'draft.editing:text.change:0',
      'draft.editing:text.change:0',
    ]);
    expect(rows[1]?.segments[0]).toEqual({ text: '/ setText', role: 'actions' });
    expect(lineWidth(rows[1]!)).toBeGreaterThan(DRAWING.indent);
  });
});

describe('roundedPath', () => {
  it('draws straight legs joined by quadratic corners', () => {
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ]),
    ).toBe('M0 0 L100 0');
    expect(
      roundedPath(
        [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
          { x: 100, y: 50 },
        ],
        6,
      ),
    ).toBe('M0 0 L94 0 Q100 0 100 6 L100 50');
    expect(roundedPath([])).toBe('');
  });
});
