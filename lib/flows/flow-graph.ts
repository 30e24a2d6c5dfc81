/**
 * A machine as the explorer draws it: the nested states of `toDirectedGraph`, each transition
 * worded, plus the `always` transitions that `toDirectedGraph` leaves out (read from each state
 * node's `always` list). Transitions without a target do not leave their state, so they are not
 * arrows but rows inside the state box. Plain data, so it can travel in page props.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import {
  describeActions,
  describeEvent,
  describeGuard,
  type DelayLookup,
  type FlowEventKind,
  type FlowsTranslate,
} from './flow-words';
import { transitionKeyOf } from './transition-key';

/** One transition definition, worded. */
export interface FlowTransition {
  /** `<source id>:<event>:<index>` or `<source id>:always:<index>`, the key model-tests/coverage.ts uses. */
  readonly key: string;
  /** The raw event type; '' for `always`. */
  readonly eventType: string;
  readonly kind: FlowEventKind;
  /** The event in plain words. */
  readonly event: string;
  readonly guard: string | null;
  readonly actions: readonly string[];
  readonly source: string;
  /** Target state ids; empty when the transition stays in its state. */
  readonly targets: readonly string[];
  /** The targets as dotted keys from the machine (`focused.editing`), for rows that name them. */
  readonly targetKeys: readonly string[];
}

/** One state node with what its box shows. */
export interface FlowState {
  /** The state node id (`select.inline.browsing`). */
  readonly id: string;
  /** Its key (`browsing`); the root shows the machine id. */
  readonly key: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly description: string | null;
  /** The child entered first (compound states). */
  readonly initialId: string | null;
  readonly entry: readonly string[];
  readonly exit: readonly string[];
  /** Ids of the actors the state invokes. */
  readonly invokes: readonly string[];
  /**
   * Transitions drawn as rows in the box rather than arrows: those that stay in the state, those
   * that leave and re-enter it (a loop on the box's side reads worse than a row), and every
   * transition of the machine itself (an arrow from the outer frame would have nowhere to start).
   * Rows with a target name it.
   */
  readonly internal: readonly FlowTransition[];
  readonly children: readonly FlowState[];
}

/** An arrow: one target of a transition with a target. */
export interface FlowArrow {
  /** The transition key, with `#<n>` for the n-th target beyond the first. */
  readonly id: string;
  readonly transitionKey: string;
  readonly source: string;
  readonly target: string;
}

/** The whole drawing input. */
export interface FlowGraph {
  readonly root: FlowState;
  /** Every transition definition, targetless ones included, in document order. */
  readonly transitions: readonly FlowTransition[];
  readonly arrows: readonly FlowArrow[];
}

/** Options of buildFlowGraph. */
export interface FlowGraphOptions {
  readonly t: FlowsTranslate;
  /** Resolves named delays (`after: { autoHide: ... }`) to milliseconds. */
  readonly delayOf?: DelayLookup;
}

function describeTransition(
  definition: AnyTransitionDefinition,
  eventType: string,
  options: FlowGraphOptions,
): FlowTransition {
  const wording = describeEvent(eventType, options.t, options.delayOf);
  return {
    key: transitionKeyOf(definition),
    eventType,
    kind: wording.kind,
    event: wording.text,
    guard: describeGuard(definition.guard, options.t),
    actions: describeActions(definition.actions),
    source: (definition.source as AnyStateNode).id,
    targets: ((definition.target ?? []) as AnyStateNode[]).map((target) => target.id),
    targetKeys: ((definition.target ?? []) as AnyStateNode[]).map((target) => target.path.join('.')),
  };
}

/** Event transitions (from toDirectedGraph's edges, one definition once) then `always` ones. */
function ownTransitions(node: DirectedGraphNode, options: FlowGraphOptions): FlowTransition[] {
  const definitions: AnyTransitionDefinition[] = [];
  for (const edge of node.edges) {
    const definition = edge.transition;
    if (!definitions.includes(definition)) definitions.push(definition);
  }
  const own = definitions.map((definition) => describeTransition(definition, definition.eventType as string, options));
  const always = (node.stateNode.always ?? []) as AnyTransitionDefinition[];
  return [...own, ...always.map((definition) => describeTransition(definition, '', options))];
}

/** A transition drawn as a row of its source's box (see FlowState.internal). */
function isRow(transition: FlowTransition): boolean {
  return transition.targets.length === 0 || transition.targets.every((target) => target === transition.source);
}

function invokeIds(stateNode: AnyStateNode): string[] {
  return (stateNode.invoke as Array<{ id: string }>).map((invoke) => invoke.id);
}

function toFlowState(node: DirectedGraphNode, options: FlowGraphOptions, transitions: FlowTransition[]): FlowState {
  const stateNode = node.stateNode;
  const own = ownTransitions(node, options);
  transitions.push(...own);
  const initial =
    stateNode.type === 'compound' ? (stateNode.initial?.target[0] as AnyStateNode | undefined) : undefined;
  const description = typeof stateNode.description === 'string' ? stateNode.description : null;
  return {
    id: stateNode.id,
    key: stateNode.parent ? stateNode.key : stateNode.id,
    type: stateNode.type,
    description,
    initialId: initial?.id ?? null,
    entry: describeActions(stateNode.entry),
    exit: describeActions(stateNode.exit),
    invokes: invokeIds(stateNode),
    internal: stateNode.parent ? own.filter(isRow) : own,
    children: node.children.map((child) => toFlowState(child, options, transitions)),
  };
}

/** The drawing input of a machine. */
export function buildFlowGraph(machine: AnyStateMachine, options: FlowGraphOptions): FlowGraph {
  const transitions: FlowTransition[] = [];
  const root = toFlowState(toDirectedGraph(machine), options, transitions);
  const arrows = transitions
    .filter((transition) => transition.source !== root.id && !isRow(transition))
    .flatMap((transition) =>
      transition.targets.map((target, index) => ({
        id: index === 0 ? transition.key : `${transition.key}#${index}`,
        transitionKey: transition.key,
        source: transition.source,
        target,
      })),
    );
  return { root, transitions, arrows };
}

/** Every state of the graph, parents before children. */
export function flattenStates(root: FlowState): FlowState[] {
  return [root, ...root.children.flatMap(flattenStates)];
}
