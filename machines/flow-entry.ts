/**
 * Helpers around registry entries, shared by the model tests and the /flows explorer: the
 * scenarios of an entry, its machine with guard stubs, and plain-words names of XState's own
 * events.
 */
import type { AnyStateMachine } from 'xstate';
import type { FixtureEvent, FlowScenario, RegisteredMachine } from './registry.types';

/** Keeps each entry's types tied to its machine while the registry list holds them all. */
export function defineFlow<TMachine extends AnyStateMachine>(entry: RegisteredMachine<TMachine>): RegisteredMachine {
  return entry;
}

/** Id of the scenario made of the default input and events. */
export const DEFAULT_SCENARIO_ID = 'implicit';

/** The default input first, then the extra scenarios: what the tests walk and the explorer offers. */
export function flowScenarios(entry: RegisteredMachine): FlowScenario[] {
  return [
    {
      id: DEFAULT_SCENARIO_ID,
      title: 'Intrare implicită',
      input: entry.defaultInput as unknown,
      events: entry.events as readonly FixtureEvent[],
      ...(entry.defaultSkipEvents ? { skipEvents: entry.defaultSkipEvents } : {}),
    },
    ...((entry.scenarios ?? []) as readonly FlowScenario[]),
  ];
}

/** The registered machine with its guard stubs, as the tests and the explorer run it. */
export function flowMachine(entry: RegisteredMachine): AnyStateMachine {
  if (!entry.guardStubs || Object.keys(entry.guardStubs).length === 0) return entry.machine;
  return entry.machine.provide({ guards: entry.guardStubs } as Parameters<AnyStateMachine['provide']>[0]);
}

/**
 * An event type in plain Romanian for buttons and edge labels: XState's own events become
 * 'după 100 ms', 'gata: saveDraft', 'eroare: saveDraft' (the explorer's wording); others are returned as they are.
 */
export function describeEventType(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./u.exec(type);
  if (after?.[1]) return /^\d+$/u.test(after[1]) ? `după ${after[1]} ms` : `după întârzierea „${after[1]}”`;
  if (type.startsWith('xstate.done.actor.')) return `gata: ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `eroare: ${type.slice('xstate.error.actor.'.length)}`;
  return type;
}
