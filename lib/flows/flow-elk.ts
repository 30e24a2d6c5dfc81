/**
 * The flow graph as an ELK graph and back. States nest under their parent; every arrow sits at
 * the root with `hierarchyHandling: INCLUDE_CHILDREN`, so arrows between levels are routed in
 * one pass; `considerModelOrder` keeps the document order, so the drawing does not jump around
 * when a state is added. Box and label sizes are estimated here (no browser on the server).
 */
import type { ElkExtendedEdge, ElkLabel, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import type { DrawnArrow, DrawnInitial, DrawnLine, DrawnPoint, DrawnState, FlowDrawing } from './flow-drawing.types';
import type { FlowGraph, FlowState, FlowTransition } from './flow-graph';
import type { FlowsTranslate } from './flow-words';
import { arrowLabelLines, DRAWING, lineWidth, stateLines } from './flow-text-lines';
import { textWidth } from './text-width';

/** How the layout runs: which way the layers go, and whether arrows into one state share their last stretch. */
export interface FlowLayoutVariant {
  readonly direction: 'RIGHT' | 'DOWN';
  /** Fewer parallel lines near busy states, but two arrows can then share a line. */
  readonly mergeEdges: boolean;
}

const DEFAULT_VARIANT: FlowLayoutVariant = { direction: 'RIGHT', mergeEdges: false };

/**
 * Options every graph of the hierarchy reads for itself (with INCLUDE_CHILDREN, ELK lays out
 * each compound node's children with that node's options, so they are repeated on each).
 */
const GRAPH_OPTIONS: LayoutOptions = {
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
};

const ROOT_OPTIONS: LayoutOptions = {
  ...GRAPH_OPTIONS,
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

const INITIAL_PREFIX = 'initial:';
const ROOT_ID = 'drawing';

function headerHeight(lines: readonly DrawnLine[]): number {
  return DRAWING.titleHeight + lines.length * DRAWING.rowHeight + (lines.length > 0 ? 4 : 0);
}

function boxWidth(state: FlowState, lines: readonly DrawnLine[]): number {
  const title = textWidth(state.key, DRAWING.titleFont, true);
  return Math.ceil(
    Math.max(DRAWING.minWidth, title + 2 * DRAWING.padX, ...lines.map((line) => lineWidth(line) + 2 * DRAWING.padX)),
  );
}

function toElkNode(state: FlowState, t: FlowsTranslate, graphOptions: LayoutOptions): ElkNode {
  const lines = stateLines(state, t);
  const header = headerHeight(lines);
  const width = boxWidth(state, lines);
  if (state.children.length === 0) return { id: state.id, width, height: header + DRAWING.padBottom - 4 };
  const initial: ElkNode[] = state.initialId
    ? [{ id: `${INITIAL_PREFIX}${state.id}`, width: DRAWING.initialSize, height: DRAWING.initialSize }]
    : [];
  const pad = DRAWING.childPad;
  return {
    id: state.id,
    // ELK grows a compound box around its children; this is the floor for its title and rows.
    layoutOptions: {
      ...graphOptions,
      'elk.padding': `[top=${header + 6},left=${pad},bottom=${pad},right=${pad}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${header + 40})`,
    },
    children: [...initial, ...state.children.map((child) => toElkNode(child, t, graphOptions))],
  };
}

function collectInitialEdges(state: FlowState): ElkExtendedEdge[] {
  const id = `${INITIAL_PREFIX}${state.id}`;
  const own = state.initialId ? [{ id, sources: [id], targets: [state.initialId], layoutOptions: INITIAL }] : [];
  return [...own, ...state.children.flatMap(collectInitialEdges)];
}

function labelOf(transition: FlowTransition): ElkLabel {
  const lines = arrowLabelLines(transition);
  const width = Math.ceil(Math.max(...lines.map(lineWidth)) + 8);
  return { id: `label:${transition.key}`, text: transition.event, width, height: lines.length * DRAWING.rowHeight + 4 };
}

function documentOrder(state: FlowState, into: Map<string, number> = new Map()): Map<string, number> {
  into.set(state.id, into.size);
  for (const child of state.children) documentOrder(child, into);
  return into;
}

/**
 * Arrows that go forward in document order (and initial markers) ask to point in the layout's
 * direction, so cycle breaking reverses the arrows back to earlier states instead: the initial
 * state is drawn first even when most arrows lead back to it.
 */
const FORWARD: LayoutOptions = { 'elk.layered.priority.direction': '10' };
const INITIAL: LayoutOptions = { 'elk.layered.priority.direction': '20' };

/** The ELK graph of a flow graph (sizes included), ready for `elk.layout`. */
export function flowToElk(graph: FlowGraph, t: FlowsTranslate, variant: FlowLayoutVariant = DEFAULT_VARIANT): ElkNode {
  const graphOptions: LayoutOptions = { ...GRAPH_OPTIONS, 'elk.layered.mergeEdges': String(variant.mergeEdges) };
  const byKey = new Map(graph.transitions.map((transition) => [transition.key, transition]));
  const order = documentOrder(graph.root);
  const arrows: ElkExtendedEdge[] = graph.arrows.map((arrow) => {
    const transition = byKey.get(arrow.transitionKey);
    // Only the first target of a transition carries the label; the others repeat nothing.
    const labels = transition && arrow.id === arrow.transitionKey ? [labelOf(transition)] : [];
    const forward = (order.get(arrow.source) ?? 0) < (order.get(arrow.target) ?? 0);
    return {
      id: arrow.id,
      sources: [arrow.source],
      targets: [arrow.target],
      labels,
      ...(forward ? { layoutOptions: FORWARD } : {}),
    };
  });
  return {
    id: ROOT_ID,
    layoutOptions: { ...ROOT_OPTIONS, ...graphOptions, 'elk.direction': variant.direction },
    children: [toElkNode(graph.root, t, graphOptions)],
    edges: [...collectInitialEdges(graph.root), ...arrows],
  };
}

function edgePoints(edge: ElkExtendedEdge): DrawnPoint[] {
  const section = edge.sections?.[0];
  if (!section) return [];
  return [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(({ x, y }) => ({ x, y }));
}

function indexNodes(node: ElkNode, into: Map<string, ElkNode>): Map<string, ElkNode> {
  into.set(node.id, node);
  for (const child of node.children ?? []) indexNodes(child, into);
  return into;
}

/** Reads ELK's result (absolute coordinates) back into a drawing. */
export function drawingFromElk(graph: FlowGraph, laidOut: ElkNode, t: FlowsTranslate): FlowDrawing {
  const nodes = indexNodes(laidOut, new Map());
  const states: DrawnState[] = [];
  const initials: DrawnInitial[] = [];
  const edges = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  const visit = (state: FlowState, parentId: string | null, depth: number): void => {
    const node = nodes.get(state.id);
    const lines = stateLines(state, t);
    states.push({
      id: state.id,
      key: state.key,
      type: state.type,
      description: state.description,
      parentId,
      depth,
      x: node?.x ?? 0,
      y: node?.y ?? 0,
      width: node?.width ?? 0,
      height: node?.height ?? 0,
      headerHeight: headerHeight(lines),
      lines,
    });
    if (state.initialId) {
      const marker = nodes.get(`${INITIAL_PREFIX}${state.id}`);
      const edge = edges.get(`${INITIAL_PREFIX}${state.id}`);
      const half = DRAWING.initialSize / 2;
      initials.push({
        parentId: state.id,
        targetId: state.initialId,
        x: (marker?.x ?? 0) + half,
        y: (marker?.y ?? 0) + half,
        points: edge ? edgePoints(edge) : [],
      });
    }
    for (const child of state.children) visit(child, state.id, depth + 1);
  };
  visit(graph.root, null, 0);
  const byKey = new Map(graph.transitions.map((transition) => [transition.key, transition]));
  const arrows: DrawnArrow[] = graph.arrows.map((arrow) => {
    const edge = edges.get(arrow.id);
    const transition = byKey.get(arrow.transitionKey);
    const label = edge?.labels?.[0];
    return {
      id: arrow.id,
      transitionKey: arrow.transitionKey,
      kind: transition?.kind ?? 'event',
      source: arrow.source,
      target: arrow.target,
      points: edge ? edgePoints(edge) : [],
      label:
        label && transition
          ? {
              x: label.x ?? 0,
              y: label.y ?? 0,
              width: label.width ?? 0,
              height: label.height ?? 0,
              lines: arrowLabelLines(transition),
            }
          : null,
    };
  });
  return { width: Math.ceil(laidOut.width ?? 0), height: Math.ceil(laidOut.height ?? 0), states, arrows, initials };
}
