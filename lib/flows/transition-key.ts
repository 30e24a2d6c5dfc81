/**
 * The key of a transition definition, the same one model-tests/machine-parts.ts gives it, so
 * the explorer can match arrows with the coverage file and with the simulation's steps. Kept
 * apart from flow-graph.ts so the browser bundle does not pull in xstate/graph.
 */
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** `<source id>:<event>:<index>` or `<source id>:always:<index>`. */
export function transitionKeyOf(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const alwaysIndex = (source.always ?? []).indexOf(transition);
  if (alwaysIndex >= 0) return `${source.id}:always:${alwaysIndex}`;
  const eventType = transition.eventType as string;
  const list = source.transitions.get(eventType) ?? [];
  return `${source.id}:${eventType}:${list.indexOf(transition)}`;
}
