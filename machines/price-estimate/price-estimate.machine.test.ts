/** Direct tests of what the generated paths cannot take: a repeat of the same inputs changes nothing. */
import { createActor, fromPromise } from 'xstate';
import { COMPLETE_INPUTS, RANGE_ESTIMATE } from './price-estimate.fixtures';
import { ESTIMATE_DEBOUNCE_MS, priceEstimateMachine, sameInputs } from './price-estimate.machine';
import type { PriceEstimate } from './price-estimate.types';
import type { EstimateInputs } from '@/lib/posting-price/estimate-inputs';

describe('priceEstimateMachine', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once, after the pause following the last real change; a repeat neither restarts the pause nor drops the range', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked: EstimateInputs[] = [];
    const machine = priceEstimateMachine.provide({
      actors: {
        loadEstimate: fromPromise<PriceEstimate, EstimateInputs>(({ input }) => {
          asked.push(input);
          return Promise.resolve(RANGE_ESTIMATE);
        }),
      },
    });
    const actor = createActor(machine, { input: { categoryId: 29 } }).start();
    actor.send({ type: 'inputs.changed', inputs: { ...COMPLETE_INPUTS, mileage: 14 } });
    vi.advanceTimersByTime(ESTIMATE_DEBOUNCE_MS - 100);
    actor.send({ type: 'inputs.changed', inputs: COMPLETE_INPUTS });
    vi.advanceTimersByTime(ESTIMATE_DEBOUNCE_MS - 100);
    // The same inputs again (the seller typed in the title): the pause is not restarted.
    actor.send({ type: 'inputs.changed', inputs: { ...COMPLETE_INPUTS } });
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().value).toBe('loading');
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('showingRange');
    expect(asked).toEqual([COMPLETE_INPUTS]);
    actor.send({ type: 'inputs.changed', inputs: { ...COMPLETE_INPUTS } });
    expect(actor.getSnapshot().value).toBe('showingRange');
    expect(actor.getSnapshot().context.estimate).toEqual(RANGE_ESTIMATE);
    actor.stop();
  });

  it('compares inputs field by field', () => {
    expect(sameInputs(COMPLETE_INPUTS, { ...COMPLETE_INPUTS })).toBe(true);
    expect(sameInputs(COMPLETE_INPUTS, { ...COMPLETE_INPUTS, equipmentCount: 13 })).toBe(false);
  });
});
