/**
 * The harness itself, on a small machine that does what ours will do: invoke an actor that can
 * succeed or fail, wait with `after` (numeric and named delays), and take an `always` shortcut.
 */
import { assign, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createActorController, settleActors } from '@/machines/flow-actors';
import type { RegisteredMachine } from '@/machines/registry.types';
import { measureCoverage } from './coverage';
import { describeEventType, flowMachine } from '@/machines/flow-entry';
import { coveringPaths, createFlowModel, describePath } from './flow-model';
import { completenessProblems, walkOnMachine } from './flow-walk';
import { allTransitions, machineEventTypes, transitionKey } from './machine-parts';

const saveMachine = setup({
  types: {
    context: {} as { attempts: number; saved: string | null; fast: boolean },
    events: {} as { type: 'draft.save' } | { type: 'draft.edit' },
    input: {} as { fast: boolean },
  },
  actors: { saveDraft: fromPromise<string, void>(() => Promise.resolve('real')) },
  delays: { retryDelay: ({ context }) => 1000 * context.attempts },
  guards: {
    canRetry: ({ context }) => context.attempts < 2,
    isFast: ({ context }) => context.fast,
  },
}).createMachine({
  id: 'save',
  context: ({ input }) => ({ attempts: 0, saved: null, fast: input.fast }),
  initial: 'editing',
  states: {
    // Counters must be bounded or traversal never ends: each edit starts the attempts afresh.
    editing: { entry: assign({ attempts: 0 }), on: { 'draft.save': 'saving' } },
    saving: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: [{ guard: 'canRetry', target: 'waiting' }, { target: 'failed' }],
      },
    },
    waiting: {
      always: { guard: 'isFast', target: 'saving' },
      after: { retryDelay: 'saving' },
    },
    saved: { after: { 500: 'editing' }, on: { 'draft.edit': 'editing' } },
    failed: { on: { 'draft.edit': 'editing' } },
  },
});

const entry: RegisteredMachine = {
  id: 'save',
  title: 'Salvare',
  description: 'test',
  machine: saveMachine,
  properties: { id: 'save', invariants: [], rules: [] },
  defaultInput: { fast: false },
  events: [
    { type: 'draft.save' },
    { type: 'draft.edit' },
    { type: 'xstate.done.actor.saveDraft', output: 'ok' },
    { type: 'xstate.error.actor.saveDraft', error: new Error('offline') },
    { type: 'xstate.after.retryDelay.save.waiting' },
    { type: 'xstate.after.500.save.saved' },
  ],
  scenarios: [{ id: 'fast', title: 'Reîncercare imediată', input: { fast: true }, events: [{ type: 'draft.save' }] }],
  eventDescriptions: {},
};

describe('createFlowModel', () => {
  it('accepts machines that invoke and wait, which createTestModel refuses', () => {
    expect(() => createTestModel(saveMachine)).toThrow(/not supported/u);
    expect(createFlowModel(entry).paths.length).toBeGreaterThan(0);
  });

  it('lets paths choose success or failure of each call', () => {
    const outcomes = createFlowModel(entry).paths.flatMap((path) => path.steps.map((step) => step.event.type));
    expect(outcomes).toContain('xstate.done.actor.saveDraft');
    expect(outcomes).toContain('xstate.error.actor.saveDraft');
    expect(outcomes).toContain('xstate.after.retryDelay.save.waiting');
  });

  it('gives unique titles', () => {
    const titles = createFlowModel(entry).paths.map(describePath);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('walks every path on a live actor with parked actors and a simulated clock', async () => {
    const flow = createFlowModel(entry);
    for (const path of flow.paths) await walkOnMachine(flow, path);
  });

  it('notices when the live machine disagrees with the model', async () => {
    const flow = createFlowModel(entry);
    const broken = { ...flow, machine: flow.machine.provide({ guards: { canRetry: () => false } }) };
    const path = flow.paths.find((p) =>
      p.steps.some((step) => step.event.type === 'xstate.after.retryDelay.save.waiting'),
    )!;
    await expect(walkOnMachine(broken, path)).rejects.toThrow();
  });

  it('picks covering paths that rest in every state and take every transition of all paths', () => {
    const { paths } = createFlowModel(entry);
    const shown = (list: readonly (typeof paths)[number][]) =>
      new Set(
        list.flatMap((path) =>
          path.steps.flatMap((step, i) => {
            const here = JSON.stringify(step.state.value);
            const before = i > 0 ? JSON.stringify(path.steps[i - 1]!.state.value) : null;
            return before === null ? [here] : [here, `${before} ${step.event.type} ${here}`];
          }),
        ),
      );
    const covering = coveringPaths(paths);
    expect(covering.length).toBeLessThan(paths.length);
    expect(shown(covering)).toEqual(shown(paths));
  });

  it('applies guard stubs from the registry', () => {
    const stubbed = flowMachine({ ...entry, guardStubs: { canRetry: () => false } });
    const paths = createFlowModel({ ...entry, machine: stubbed }).paths;
    expect(paths.some((path) => path.state.matches('waiting'))).toBe(false);
  });
});

describe('createActorController', () => {
  it('parks each invoked actor until resolved or rejected by invoke id', async () => {
    const controller = createActorController(['saveDraft']);
    const results: string[] = [];
    const logic = controller.actors.saveDraft!;
    const { createActor } = await import('xstate');
    const first = createActor(logic, { id: 'saveDraft' });
    first.subscribe({ complete: () => results.push('done'), error: () => results.push('error') });
    first.start();
    expect(controller.pending()).toEqual(['saveDraft']);
    controller.reject('saveDraft', new Error('x'));
    await settleActors();
    expect(results).toEqual(['error']);
    expect(() => controller.resolve('saveDraft', 1)).toThrow(/No invoked actor 'saveDraft' is waiting/u);
  });
});

describe('completeness gate', () => {
  it('names every state without a check and every event without an executor', () => {
    const problems = completenessProblems(saveMachine, {
      states: { editing: () => {}, '#save.saving': () => {} },
      events: { 'draft.save': () => {} },
    });
    expect(problems).toEqual([
      "state 'waiting' has no state check",
      "state 'saved' has no state check",
      "state 'failed' has no state check",
      ...machineEventTypes(saveMachine)
        .filter((type) => type !== 'draft.save')
        .map((type) => `event '${type}' has no executor`),
    ]);
  });
});

describe('coverage', () => {
  it('keys transitions the same way in copies made by provide()', () => {
    const keys = allTransitions(saveMachine).map(({ info }) => info.key);
    const copy = allTransitions(saveMachine.provide({})).map(({ definition }) => transitionKey(definition));
    expect(copy).toEqual(keys);
  });

  it('reaches everything, always transitions included (seen at run time)', async () => {
    const coverage = await measureCoverage(entry);
    expect(coverage.problems).toEqual([]);
    expect(coverage.transitionList.find((t) => t.kind === 'always')?.reached).toBe(true);
  });

  it('reports what is never reached, honours exceptions and flags stale ones', async () => {
    const noFast = { ...entry, scenarios: [] };
    expect((await measureCoverage(noFast)).problems).toEqual(['transition save.waiting:always:0 is never taken']);
    const excused = {
      ...noFast,
      coverageExceptions: [{ kind: 'transition' as const, id: 'save.waiting:always:0', reason: 'test' }],
    };
    expect((await measureCoverage(excused)).problems).toEqual([]);
    const stale = { ...entry, coverageExceptions: excused.coverageExceptions };
    expect((await measureCoverage(stale)).problems).toEqual([
      'exception for transition save.waiting:always:0 is stale: it is reached',
    ]);
  });
});

describe('describeEventType', () => {
  it.each([
    ['xstate.after.100.select.autoSelecting', 'după 100 ms'],
    ['xstate.after.autoHide.snackbar.open', 'după întârzierea „autoHide”'],
    ['xstate.done.actor.saveDraft', 'gata: saveDraft'],
    ['xstate.error.actor.saveDraft', 'eroare: saveDraft'],
    ['option.toggle', 'option.toggle'],
  ])('%s → %s', (type, words) => {
    expect(describeEventType(type)).toBe(words);
  });
});
