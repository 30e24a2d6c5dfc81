/**
 * The props of the /flows pages: built by server/page/flows.loader.ts, drawn by components/flows.
 */
import type { EventObject } from 'xstate';
import type { FlowDrawing } from './flow-drawing.types';
import type { FlowCoverageSummary } from './flow-coverage';
import type { FlowTransition } from './flow-graph';

/** One row of the /flows list. */
export interface FlowSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly states: number;
  readonly transitions: number;
  readonly coverage: FlowCoverageSummary | null;
}

/** A generated path, as events to replay from the scenario's input. */
export interface GeneratedPath {
  readonly index: number;
  readonly events: readonly EventObject[];
  /** Keys of the leaf states the path ends in. */
  readonly endStates: readonly string[];
}

/** Which page of the generated paths is shown (`?trasee=N`, from 1). */
export interface PathPage {
  readonly page: number;
  readonly pages: number;
  /** Every generated path of the scenario. */
  readonly total: number;
}

/** Everything /flows/[id] shows. */
export interface FlowDetail {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly scenarios: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  readonly scenarioId: string;
  readonly drawing: FlowDrawing;
  /** Every transition, worded, for the table under the drawing. */
  readonly transitionList: readonly FlowTransition[];
  /** The generated paths of one page of them (in order; each keeps its index). */
  readonly paths: readonly GeneratedPath[];
  readonly pathPage: PathPage;
  readonly states: number;
  readonly transitions: number;
  readonly coverage: FlowCoverageSummary | null;
}
