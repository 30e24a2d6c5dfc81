import type { AnyEventObject } from 'xstate';
import { eventChoices, eventId, payloadSummary } from './flow-events';
import {
  activeStateIds,
  currentStep,
  replay,
  simulationReducer,
  startSimulation,
  type SimulationState,
} from './flow-simulation';
import { draftMachine } from '@/test-support/flows-test-machines';

function send(state: SimulationState, ...events: AnyEventObject[]): SimulationState {
  return events.reduce((current, event) => simulationReducer(current, { type: 'send', event }), state);
}

const leaves = (state: SimulationState) => [...activeStateIds(currentStep(state).snapshot)].sort();

describe('simulationReducer', () => {
  const start = startSimulation(draftMachine, {});

  it('starts at the initial state with one log entry', () => {
    expect(start.steps).toHaveLength(1);
    expect(start.steps[0]?.event.type).toBe('xstate.init');
    expect(leaves(start)).toEqual(['draft', 'draft.editing', 'draft.editing.idle']);
  });

  it('takes an event with the pure transition and records the transitions taken', () => {
    const typed = send(start, { type: 'text.change', text: 'Dacia Logan' });
    expect(typed.steps).toHaveLength(2);
    expect(typed.cursor).toBe(1);
    expect(currentStep(typed).snapshot.context).toMatchObject({ text: 'Dacia Logan' });
    expect(currentStep(typed).taken).toEqual(['draft.editing:text.change:0']);
    const saving = send(typed, { type: 'draft.save' });
    expect(leaves(saving)).toEqual(['draft', 'draft.saving']);
  });

  it('returns the same state for an event the machine refuses (a guard says no)', () => {
    const refused = simulationReducer(start, { type: 'send', event: { type: 'draft.save' } });
    expect(refused).toBe(start);
  });

  it('lets the person decide the outcome of an invoked actor and elapsed delays', () => {
    const saving = send(start, { type: 'text.change', text: 'Dacia Logan' }, { type: 'draft.save' });
    const failed = send(saving, { type: 'xstate.error.actor.saveDraft', error: new Error('offline') });
    expect(leaves(failed)).toEqual(['draft', 'draft.failed']);
    expect(currentStep(failed).snapshot.context).toMatchObject({ attempts: 1 });
    const retrying = send(failed, { type: 'xstate.after.retryDelay.draft.failed' });
    const saved = send(retrying, { type: 'xstate.done.actor.saveDraft', output: 'saved' });
    expect(leaves(saved)).toEqual(['draft', 'draft.saved']);
  });

  it('steps back and forward along the log, and jumps to any entry', () => {
    const two = send(start, { type: 'text.change', text: 'a' }, { type: 'text.change', text: 'ab' });
    const back = simulationReducer(two, { type: 'back' });
    expect(back.cursor).toBe(1);
    expect(currentStep(back).snapshot.context).toMatchObject({ text: 'a' });
    expect(simulationReducer(back, { type: 'forward' }).cursor).toBe(2);
    expect(simulationReducer(two, { type: 'goTo', index: 0 }).cursor).toBe(0);
    expect(simulationReducer(start, { type: 'back' })).toBe(start);
    expect(simulationReducer(two, { type: 'forward' })).toBe(two);
    expect(simulationReducer(two, { type: 'goTo', index: 9 })).toBe(two);
  });

  it('drops the steps ahead when a new event is sent after stepping back', () => {
    const two = send(start, { type: 'text.change', text: 'a' }, { type: 'text.change', text: 'ab' });
    const branched = send(simulationReducer(two, { type: 'back' }), { type: 'text.change', text: 'x' });
    expect(branched.steps.map((step) => (step.snapshot.context as { text: string }).text)).toEqual(['', 'a', 'x']);
  });

  it('loads a generated path at its start, then walks it step by step', () => {
    const events: AnyEventObject[] = [{ type: 'text.change', text: 'Dacia Logan' }, { type: 'draft.save' }];
    const loaded = simulationReducer(start, { type: 'loadPath', pathIndex: 3, events });
    expect(loaded).toMatchObject({ cursor: 0, pathIndex: 3 });
    expect(loaded.steps).toHaveLength(3);
    const end = simulationReducer(simulationReducer(loaded, { type: 'forward' }), { type: 'forward' });
    expect(leaves(end)).toEqual(['draft', 'draft.saving']);
    expect(simulationReducer(end, { type: 'reset' }).steps).toHaveLength(1);
  });

  it('stops a replay at the first event the machine refuses', () => {
    const events: AnyEventObject[] = [{ type: 'draft.save' }, { type: 'text.change', text: 'x' }];
    expect(replay(draftMachine, {}, events)).toHaveLength(1);
  });

  it('recognises always transitions taken at the start and after an event', () => {
    const pending = startSimulation(draftMachine, { pending: true });
    expect(leaves(pending)).toEqual(['draft', 'draft.saving']);
    expect(currentStep(pending).taken).toEqual(['draft.editing:always:0']);
    const typed = send(startSimulation(draftMachine, {}), { type: 'text.change', text: 'Dacia Logan' });
    expect(currentStep(typed).taken).toEqual(['draft.editing:text.change:0']);
  });
});

describe('eventChoices', () => {
  const fixtures: AnyEventObject[] = [
    { type: 'text.change', text: 'Dac' },
    { type: 'text.change', text: 'Dacia Logan' },
    { type: 'draft.save' },
    { type: 'draft.publish' },
  ];

  it('offers every event the active states react to, outer states first, one per fixture, guards evaluated', () => {
    const short = send(startSimulation(draftMachine, {}), { type: 'text.change', text: 'Dac' });
    const choices = eventChoices(currentStep(short).snapshot, fixtures);
    expect(choices.map((choice) => [choice.id, choice.enabled])).toEqual([
      ['draft.reset', true],
      ['text.change {"text":"Dac"}', true],
      ['text.change {"text":"Dacia Logan"}', true],
      ['draft.save', false],
      ['xstate.after.2000.draft.editing.idle', true],
    ]);
    const long = send(short, { type: 'text.change', text: 'Dacia Logan' });
    expect(
      eventChoices(currentStep(long).snapshot, fixtures).find((choice) => choice.id === 'draft.save')?.enabled,
    ).toBe(true);
  });

  it('offers the outcomes of an invoked actor and a bare event when no fixture has a payload', () => {
    const saving = send(
      startSimulation(draftMachine, {}),
      { type: 'text.change', text: 'Dacia Logan' },
      { type: 'draft.save' },
    );
    const done: AnyEventObject = { type: 'xstate.done.actor.saveDraft', output: 'ok' };
    const choices = eventChoices(currentStep(saving).snapshot, [done]);
    expect(choices.map((choice) => [choice.event.type, choice.kind])).toEqual(
      expect.arrayContaining([
        ['xstate.done.actor.saveDraft', 'done'],
        ['xstate.error.actor.saveDraft', 'error'],
        ['draft.reset', 'event'],
      ]),
    );
    expect(choices.find((choice) => choice.kind === 'done')?.event).toEqual({
      type: 'xstate.done.actor.saveDraft',
      output: 'ok',
    });
  });

  it('offers nothing once the machine is done', () => {
    const done = send(
      startSimulation(draftMachine, { pending: true }),
      { type: 'xstate.done.actor.saveDraft', output: 'ok' },
      { type: 'draft.publish' },
    );
    expect(currentStep(done).snapshot.status).toBe('done');
    expect(eventChoices(currentStep(done).snapshot, fixtures)).toEqual([]);
  });

  it('summarises payloads for the buttons', () => {
    const query: AnyEventObject = { type: 'query.change', query: 'die' };
    const two: AnyEventObject = { type: 'x', id: 'a', n: 2 };
    expect(payloadSummary(query)).toBe('„die”');
    expect(payloadSummary(two)).toBe('id: „a”, n: 2');
    expect(payloadSummary({ type: 'x' })).toBe('');
    // A long payload (a fixture's packages) is cut, ending in '…'.
    const load = { type: 'load', packages: Array.from({ length: 50 }, (_, id) => ({ id })) };
    const long = payloadSummary(load);
    expect(long).toHaveLength(120);
    expect(long.startsWith('[{"id":0},{"id":1}')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
    const text = { type: 'x', q: 'a'.repeat(10) };
    expect(payloadSummary(text, 8)).toBe('„aaaaaa…');
    expect(eventId({ type: 'x' })).toBe('x');
  });
});
