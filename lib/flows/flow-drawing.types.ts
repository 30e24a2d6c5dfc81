/**
 * A laid-out machine: absolute positions of every state box, arrow and label, in SVG user units.
 * Made on the server (lib/flows/flow-layout.ts) and shipped in page props; the SVG component only
 * draws it.
 */
import type { FlowEventKind } from './flow-words';

/** A point of an arrow's route. */
export interface DrawnPoint {
  readonly x: number;
  readonly y: number;
}

/** The role of a piece of text: the drawing styles each one. */
export type DrawnTextRole = 'event' | 'guard' | 'actions' | 'target' | 'entry' | 'exit' | 'invoke';

/** One piece of a line of text. */
export interface DrawnSegment {
  readonly text: string;
  readonly role: DrawnTextRole;
}

/** One line of text: in a state box, or in an arrow's label. */
export interface DrawnLine {
  readonly segments: readonly DrawnSegment[];
  /** The transition the line describes (internal rows), so the simulation can light it. */
  readonly transitionKey?: string;
  /** Indent in px (second lines of internal rows). */
  readonly indent?: number;
}

/** A state box. */
export interface DrawnState {
  readonly id: string;
  readonly key: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly description: string | null;
  readonly parentId: string | null;
  readonly depth: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Height of the title and the rows; children start below it. */
  readonly headerHeight: number;
  /** Rows under the title: entry and exit actions, invokes, transitions that stay in the state. */
  readonly lines: readonly DrawnLine[];
}

/** An arrow between two states. */
export interface DrawnArrow {
  readonly id: string;
  readonly transitionKey: string;
  readonly kind: FlowEventKind;
  readonly source: string;
  readonly target: string;
  readonly points: readonly DrawnPoint[];
  readonly label: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
    readonly lines: readonly DrawnLine[];
  } | null;
}

/** The initial marker of a compound state: a dot with an arrow to the child entered first. */
export interface DrawnInitial {
  readonly parentId: string;
  readonly targetId: string;
  readonly x: number;
  readonly y: number;
  readonly points: readonly DrawnPoint[];
}

/** The whole drawing. */
export interface FlowDrawing {
  readonly width: number;
  readonly height: number;
  /** Parents before children, so later boxes paint over earlier ones. */
  readonly states: readonly DrawnState[];
  readonly arrows: readonly DrawnArrow[];
  readonly initials: readonly DrawnInitial[];
}
