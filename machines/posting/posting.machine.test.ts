/**
 * The posting machine on its own, for what the generated paths do not walk: a new make reloads the
 * catalogue lists (and clears the model below it), a version fills its engine and equipment, the
 * register's data fills several steps at once, and after 24 hours VIN, make, model and year stay.
 */
import { createActor, fromPromise } from 'xstate';
import type { ChoicesRequest, PostingChoices } from '@/lib/posting/posting-choices';
import { EMPTY_POSTING_VALUES } from '@/lib/posting/posting-values';
import { POSTING_CHOICES, POSTING_INPUT } from './posting.fixtures';
import { postingMachine, SAVE_DELAY_MS, type SaveRequest } from './posting.machine';
import type { PostingInput, SaveOutcome } from './posting.types';

function start(input: Partial<PostingInput> = {}) {
  const requests: ChoicesRequest[] = [];
  const machine = postingMachine.provide({
    actors: {
      loadChoices: fromPromise<PostingChoices, ChoicesRequest>(({ input: request }) => {
        requests.push(request);
        return Promise.resolve(POSTING_CHOICES);
      }),
      save: fromPromise<SaveOutcome, SaveRequest>(() => new Promise(() => {})),
    },
  });
  const actor = createActor(machine, {
    input: { ...POSTING_INPUT, values: EMPTY_POSTING_VALUES, step: 'identity', draftId: null, ...input },
  });
  actor.start();
  return { actor, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('posting machine', () => {
  it('loads the lists for a new make, clearing the model, generation and version', async () => {
    const { actor, requests } = start({
      values: { ...EMPTY_POSTING_VALUES, makeId: 1, modelId: 11, generationId: 111 },
    });
    await settle();
    actor.send({ type: 'field.change', field: 'makeId', value: 2 });
    await settle();
    expect(actor.getSnapshot().context.values).toMatchObject({ makeId: 2, modelId: null, generationId: null });
    expect(requests.map((r) => r.makeId)).toEqual([1, 2]);
    expect(actor.getSnapshot().matches({ wizard: { choices: 'ready' } })).toBe(true);
  });

  it('fills the engine, gearbox and body from the version and adds its equipment', async () => {
    const { actor } = start({
      values: { ...EMPTY_POSTING_VALUES, makeId: 1, modelId: 11, generationId: 111, equipment: ['isofix'] },
    });
    await settle();
    actor.send({ type: 'field.change', field: 'versionId', value: 1111 });
    expect(actor.getSnapshot().context.values).toMatchObject({
      fuelType: 'diesel',
      enginePower: '90',
      engineCapacity: '1461',
      gearbox: 'manual',
      bodyType: 'sedan',
      doorCount: '4',
      equipment: ['isofix', 'abs', 'air_conditioning'],
    });
  });

  it("writes the register's data into fields of other steps, but not locked ones", async () => {
    const { actor } = start({ identityLocked: true, values: { ...EMPTY_POSTING_VALUES, year: '2015' } });
    await settle();
    actor.send({ type: 'values.fill', patch: { year: '2016', enginePower: '90', firstRegistration: '2016-05' } });
    expect(actor.getSnapshot().context.values).toMatchObject({
      year: '2015',
      enginePower: '90',
      firstRegistration: '2016-05',
    });
    actor.send({ type: 'field.change', field: 'vin', value: 'WVWZZZ1JZ3W386752' });
    expect(actor.getSnapshot().context.values.vin).toBe('');
  });

  it('keeps a save under way and the lists when a step is chosen from the list', async () => {
    const { actor, requests } = start({
      step: 'details',
      restoredLocally: true,
      values: { ...EMPTY_POSTING_VALUES, makeId: 1, modelId: 11, generationId: 111 },
    });
    await settle();
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 50));
    expect(actor.getSnapshot().matches({ wizard: { autosave: 'saving' } })).toBe(true);
    actor.send({ type: 'step.go', step: 'identity' });
    expect(actor.getSnapshot().value).toEqual({ wizard: { form: 'identity', autosave: 'saving', choices: 'ready' } });
    expect(requests).toHaveLength(1);
  });
});
