/**
 * Runs ELK on a flow graph. Meant for the server (getServerSideProps): the bundled ELK is about
 * 1.5 MB of JavaScript, which the browser then never loads; the page ships only the positions.
 * A few layout variants are tried and the one that shows largest in a laptop-sized canvas wins
 * (a machine with long chains reads better left to right, one with busy compound states often
 * top to bottom); merged arrows must earn their place by a clear gain, since two arrows sharing
 * a line are harder to follow.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { FlowDrawing } from './flow-drawing.types';
import { drawingFromElk, flowToElk, type FlowLayoutVariant } from './flow-elk';
import type { FlowGraph } from './flow-graph';
import type { FlowsTranslate } from './flow-words';

/**
 * The drawing area the layout aims at (px): the explorer's canvas on a 1366×768 laptop is about
 * 960 wide; the page scrolls, so a drawing may be about two screens tall before it must shrink.
 */
export const TARGET_CANVAS = { width: 960, height: 1400 } as const;

/** In order of preference when they fit equally well. */
export const LAYOUT_VARIANTS: readonly FlowLayoutVariant[] = [
  { direction: 'RIGHT', mergeEdges: false },
  { direction: 'DOWN', mergeEdges: false },
  { direction: 'RIGHT', mergeEdges: true },
  { direction: 'DOWN', mergeEdges: true },
];

/** A later variant must show at least this much larger to be preferred. */
const MIN_GAIN = 1.08;

let elk: InstanceType<typeof ELK> | undefined;

/** How much a drawing must shrink to fit the target canvas (1 = not at all). */
export function fitScale(drawing: Pick<FlowDrawing, 'width' | 'height'>): number {
  return Math.min(1, TARGET_CANVAS.width / drawing.width, TARGET_CANVAS.height / drawing.height);
}

/** The best of several drawings: the first, unless a later one shows clearly larger. */
export function pickDrawing<T extends Pick<FlowDrawing, 'width' | 'height'>>(drawings: readonly T[]): T {
  const [first, ...rest] = drawings;
  if (!first) throw new Error('pickDrawing needs at least one drawing');
  return rest.reduce((best, candidate) => (fitScale(candidate) > fitScale(best) * MIN_GAIN ? candidate : best), first);
}

/** Lays a flow graph out with one variant. */
export async function layoutFlowGraphWith(
  graph: FlowGraph,
  t: FlowsTranslate,
  variant: FlowLayoutVariant,
): Promise<FlowDrawing> {
  elk ??= new ELK();
  const laidOut = await elk.layout(flowToElk(graph, t, variant));
  return drawingFromElk(graph, laidOut, t);
}

/** Lays a flow graph out with the variant that fits the canvas best. */
export async function layoutFlowGraph(graph: FlowGraph, t: FlowsTranslate): Promise<FlowDrawing> {
  const drawings: FlowDrawing[] = [];
  // One after the other: ELK is synchronous underneath, parallel promises would not be faster.
  for (const variant of LAYOUT_VARIANTS) drawings.push(await layoutFlowGraphWith(graph, t, variant));
  return pickDrawing(drawings);
}
