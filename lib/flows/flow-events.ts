/**
 * The events the explorer offers at a snapshot: every event type the active states react to,
 * with the concrete payloads of the fixtures (one choice per fixture), and whether the machine
 * (with the registry's guard stubs) would take it now. Synthetic events (an actor's outcome, a
 * delay) are offered like the others, so the person decides what the outside world does.
 */
import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { eventKind, type FlowEventKind } from './flow-words';

/** One button of the simulation. */
export interface EventChoice {
  readonly event: EventObject;
  readonly kind: FlowEventKind;
  /** Whether the machine takes the event now (guards evaluated). */
  readonly enabled: boolean;
  /** Stable React key and test id: the type and the payload. */
  readonly id: string;
}

function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === '*') return true;
  if (descriptor.endsWith('.*')) return type.startsWith(descriptor.slice(0, -1));
  return descriptor === type;
}

/** The event as a stable string: type, then the payload's JSON when there is one. */
export function eventId(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  return Object.keys(payload).length > 0 ? `${type} ${JSON.stringify(payload)}` : type;
}

/** How long a payload's summary may be: a fixture's list of packages is kilobytes of JSON. */
const SUMMARY_MAX = 120;

/**
 * The payload in a few words: `„die”`, `device: desktop`; '' when there is none. A long one is cut
 * at `max` characters, ending in '…'.
 */
export function payloadSummary(event: EventObject, max = SUMMARY_MAX): string {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  const entries = Object.entries(payload).filter(([, value]) => value !== undefined);
  const value = (raw: unknown): string => (typeof raw === 'string' ? `„${raw}”` : JSON.stringify(raw));
  const text =
    entries.length === 1 ? value(entries[0]![1]) : entries.map(([key, raw]) => `${key}: ${value(raw)}`).join(', ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function canTake(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return snapshot.status === 'active' && snapshot.can(event);
  } catch {
    // A guard that throws on this payload blocks the event, as it would at run time.
    return false;
  }
}

/** The choices at `snapshot`: per event type in document order, one per matching fixture. */
export function eventChoices(snapshot: AnyMachineSnapshot, fixtures: readonly EventObject[]): EventChoice[] {
  if (snapshot.status !== 'active') return [];
  const seen = new Set<string>();
  const choices: EventChoice[] = [];
  for (const descriptor of ownEventDescriptors(snapshot) as string[]) {
    const matching = fixtures.filter((fixture) => matchesDescriptor(descriptor, fixture.type));
    const events = matching.length > 0 ? matching : descriptor.includes('*') ? [] : [{ type: descriptor }];
    for (const event of events) {
      const id = eventId(event);
      if (seen.has(id)) continue;
      seen.add(id);
      choices.push({ event, kind: eventKind(event.type), enabled: canTake(snapshot, event), id });
    }
  }
  return choices;
}
