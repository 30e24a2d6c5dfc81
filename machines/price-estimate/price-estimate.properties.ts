/**
 * Properties of the price estimate (SPEC §5: the estimate requires year, mileage, make, model,
 * power, capacity, fuel, doors and gearbox; §8: Euro only, no range, cannot calculate now; the
 * indicator covers cars only): nothing is asked without every required field, in LEI, or for
 * another category, and a range is shown exactly when one is held.
 */
import { isEstimateCategory, missingEstimateFields } from '@/lib/posting-price/estimate-inputs';
import { defineFlowProperties } from '../flow-properties.types';
import { priceEstimateMachine } from './price-estimate.machine';

export const PRICE_ESTIMATE_PROPERTIES = defineFlowProperties(priceEstimateMachine, {
  id: 'priceEstimate',
  invariants: [
    {
      name: 'the server is asked only for a car with every required field, priced in EUR',
      check: (s) =>
        !s.hasTag('busy') ||
        (isEstimateCategory(s.context.categoryId) &&
          s.context.inputs !== null &&
          s.context.inputs.currency === 'EUR' &&
          missingEstimateFields(s.context.inputs).length === 0),
    },
    {
      name: 'a range is shown exactly when the estimate holds one',
      check: (s) => s.matches('showingRange') === (s.context.estimate?.range != null),
    },
    {
      name: 'the missing fields are named exactly while input is needed',
      check: (s) =>
        s.matches('needsInput') === s.context.missing.length > 0 || !isEstimateCategory(s.context.categoryId),
    },
  ],
  rules: [
    {
      event: 'inputs.changed',
      name: 'any change drops the estimate of the previous values',
      check: (_before, after) => after.context.estimate === null,
    },
    {
      event: 'inputs.changed',
      name: 'a car priced in LEI is told the estimate is in euro only',
      check: (_before, after, event) =>
        event.type !== 'inputs.changed' ||
        event.inputs.currency !== 'LEI' ||
        !isEstimateCategory(after.context.categoryId) ||
        after.matches('wrongCurrency'),
    },
    {
      event: 'xstate.error.actor.loadEstimate',
      name: 'a failed estimate says it cannot be calculated now and offers a retry',
      check: (_before, after) => after.matches('failed') && after.can({ type: 'estimate.retry' }),
    },
  ],
});
