/**
 * Checks a flow's SPEC properties (machines/flow-properties.ts) along a walk: invariants on every
 * snapshot, rules around every step whose event they name. A broken property throws with the
 * property, the flow and scenario, the path and the step, so the failure reads on its own.
 */
import type { EventObject } from 'xstate';
import type { FlowProperties } from '@/machines/flow-properties.types';
import type { FlowModel, FlowPath, FlowSnapshot } from './flow-model';

function formatEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const values = Object.values(payload).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return values.length > 0 ? `${type}(${values.join(', ')})` : type;
}

function formatSnapshot(snapshot: FlowSnapshot): string {
  const text = JSON.stringify({ value: snapshot.value as unknown, context: snapshot.context as unknown });
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** Checks properties step by step along one path; `step` is the index in `path.steps`. */
export class PropertyChecker {
  private readonly rulesByEvent = new Map<string, FlowProperties['rules'][number][]>();

  constructor(
    private readonly flow: FlowModel,
    private readonly path: FlowPath,
    private readonly properties: FlowProperties,
  ) {
    for (const rule of properties.rules)
      this.rulesByEvent.set(rule.event, [...(this.rulesByEvent.get(rule.event) ?? []), rule]);
  }

  private fail(kind: string, name: string, step: number, states: string): never {
    const events = this.path.steps.map((s, index) =>
      index === step ? `[${formatEvent(s.event)}]` : formatEvent(s.event),
    );
    throw new Error(
      `SPEC property broken: "${name}" (${kind})\n` +
        `  flow '${this.flow.entry.id}', scenario '${this.flow.scenario.id}', path "${this.path.description}"\n` +
        `  at step ${step} of ${this.path.steps.length - 1}: ${events.join(' → ')}\n${states}`,
    );
  }

  /** Invariants on the snapshot after step `step`, then the rules of its event against `before`. */
  check(step: number, event: EventObject, before: FlowSnapshot | null, after: FlowSnapshot): void {
    for (const invariant of this.properties.invariants) {
      if (!invariant.check(after)) this.fail('invariant', invariant.name, step, `  snapshot: ${formatSnapshot(after)}`);
    }
    if (!before) return;
    for (const rule of this.rulesByEvent.get(event.type) ?? []) {
      if (!rule.check(before, after, event)) {
        this.fail(
          `rule on '${rule.event}'`,
          rule.name,
          step,
          `  before: ${formatSnapshot(before)}\n  after:  ${formatSnapshot(after)}`,
        );
      }
    }
  }
}
