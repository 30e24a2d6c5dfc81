/**
 * Types of the machine registry: what the model tests, the coverage check and the /flows
 * explorer need to know about each flow.
 */
import type { AnyStateMachine, ContextFrom, EventFromLogic, InputFrom } from 'xstate';
import type { FlowProperties } from './flow-properties.types';

/** The 'after' event XState raises when a delay of a state elapses: `xstate.after.<delay>.<state id>`. */
export interface DelayElapsedEvent {
  readonly type: `xstate.after.${string}`;
}

/** An invoked actor finished: `xstate.done.actor.<invoke id>` with its output. */
export interface ActorDoneEvent {
  readonly type: `xstate.done.actor.${string}`;
  readonly output: unknown;
}

/** An invoked actor failed: `xstate.error.actor.<invoke id>` with its error. */
export interface ActorErrorEvent {
  readonly type: `xstate.error.actor.${string}`;
  readonly error: unknown;
}

/** Events XState makes itself; the tests and the explorer choose them like user events. */
export type SyntheticEvent = DelayElapsedEvent | ActorDoneEvent | ActorErrorEvent;

/** A concrete event with its payload: one of the machine's own, or a synthetic one. */
export type FixtureEvent<TEvent extends { type: string } = { type: string }> = TEvent | SyntheticEvent;

/** A named input the tests walk and the explorer offers, with the events that make sense for it. */
export interface FlowScenario<TInput = unknown, TEvent extends { type: string } = { type: string }> {
  /** Stable id (kebab-case), used in test titles and coverage files. */
  readonly id: string;
  /** Romanian title for the explorer. */
  readonly title: string;
  readonly input: TInput;
  /** Concrete events for this input; every event type of the machine should have at least one. */
  readonly events: readonly FixtureEvent<TEvent>[];
  /**
   * Event types this scenario does not walk because another scenario covers them and here they
   * would only multiply paths (e.g. moving the highlight through 20 options).
   */
  readonly skipEvents?: readonly string[];
}

/** A state or transition the generated paths cannot reach, and why that is acceptable. */
export interface CoverageException {
  readonly kind: 'state' | 'transition';
  /** State node id (`select.inline.browsing`) or transition id as coverage.ts prints it. */
  readonly id: string;
  /** In Romanian or English; shown in the coverage table and the explorer. */
  readonly reason: string;
}

/** Stand-ins for guards that read the clock, flags or randomness, so traversal is deterministic. */
export type GuardStubs = Readonly<Record<string, (args: { context: unknown; event: unknown }) => boolean>>;

/** One machine as the registry lists it. */
export interface RegisteredMachine<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Equals `machine.id`; the explorer's URL segment (/flows/<id>). */
  readonly id: string;
  /** Romanian title. */
  readonly title: string;
  /** One paragraph in Romanian: what the flow is for and where it is used. */
  readonly description: string;
  readonly machine: TMachine;
  /** The input the explorer starts with; also the first scenario the tests walk. */
  readonly defaultInput: InputFrom<TMachine>;
  /** Concrete events for the default input. */
  readonly events: readonly FixtureEvent<EventFromLogic<TMachine>>[];
  /** Event types the default input's walk skips because a scenario walks them (see FlowScenario.skipEvents). */
  readonly defaultSkipEvents?: readonly string[];
  /** More inputs the tests walk (coverage is the union over all of them). */
  readonly scenarios?: readonly FlowScenario<InputFrom<TMachine>, EventFromLogic<TMachine>>[];
  /** Plain-words Romanian explanation of each event type, for the explorer's buttons. */
  readonly eventDescriptions: Readonly<Record<string, string>>;
  readonly guardStubs?: GuardStubs;
  readonly coverageExceptions?: readonly CoverageException[];
  /**
   * Projection of the context used to tell model states apart (parallel regions and counters
   * explode the path count). Default: all of it. The traversal keeps one snapshot per projected
   * state, so the projection must not merge states that react differently to a fixture event;
   * if it does, the recorded states of a path disagree with a replay and the machine walk fails.
   */
  readonly serializeContext?: (context: ContextFrom<TMachine>) => unknown;
  /**
   * What the SPEC says must hold (machines/<flow>/<flow>.properties.ts): checked at every step of
   * every generated path, so a chart that drifts from the SPEC fails its model test.
   */
  readonly properties: FlowProperties;
}
