/**
 * The parts of a machine the gate and the coverage check count: state nodes, transition
 * definitions (event transitions from each node's `transitions` map, plus `always`), event types.
 * Transitions get a key built from the definition itself, so the same transition is recognised in
 * copies of the machine made by `machine.provide(...)`.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionKeyOf } from '@/lib/flows/transition-key';

/** Every state node below the root, depth first in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

/** State nodes with no children (atomic and final): what a state check must cover. */
export function leafStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return allStateNodes(machine).filter((node) => node.type === 'atomic' || node.type === 'final');
}

/** The dotted key of a state node (`inline.browsing`), as `snapshot.matches` takes it. */
export function stateKey(node: AnyStateNode): string {
  return node.path.join('.');
}

/**
 * `<source id>:<event>:<index>` or `<source id>:always:<index>`. One function for the model
 * coverage, the explorer and the app's runtime inspector (machines/flow-inspector.ts), so keys
 * recorded in the browser match the ones counted here.
 */
export const transitionKey: (transition: AnyTransitionDefinition) => string = transitionKeyOf;

/** A transition definition described for people and JSON files. */
export interface TransitionInfo {
  readonly key: string;
  readonly kind: 'event' | 'always';
  readonly source: string;
  readonly event: string;
  readonly targets: readonly string[];
  readonly guard: string | null;
}

/** A guard as people read it: its name, `and(a, b)` for combinators, `inline` for lambdas. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as { name: string; guards?: unknown[] };
    if (Array.isArray(combined.guards)) return `${combined.name}(${combined.guards.map(guardName).join(', ')})`;
    return combined.name || 'inline';
  }
  const named = guard as { type?: unknown };
  return typeof named.type === 'string' ? named.type : 'inline';
}

function describeTransition(transition: AnyTransitionDefinition, kind: TransitionInfo['kind']): TransitionInfo {
  return {
    key: transitionKey(transition),
    kind,
    source: (transition.source as AnyStateNode).id,
    event: kind === 'always' ? 'always' : String(transition.eventType),
    targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
    guard: guardName(transition.guard),
  };
}

/** Every transition definition of the machine with its description. */
export function allTransitions(
  machine: AnyStateMachine,
): Array<{ definition: AnyTransitionDefinition; info: TransitionInfo }> {
  const found: Array<{ definition: AnyTransitionDefinition; info: TransitionInfo }> = [];
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const list of node.transitions.values() as Iterable<AnyTransitionDefinition[]>) {
      for (const definition of list) found.push({ definition, info: describeTransition(definition, 'event') });
    }
    for (const definition of (node.always ?? []) as AnyTransitionDefinition[]) {
      found.push({ definition, info: describeTransition(definition, 'always') });
    }
  }
  return found;
}

/** Every event type some state of the machine reacts to, synthetic ones included; no wildcards. */
export function machineEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const { info } of allTransitions(machine)) {
    if (info.kind === 'event' && !info.event.includes('*')) types.add(info.event);
  }
  return [...types].sort();
}
