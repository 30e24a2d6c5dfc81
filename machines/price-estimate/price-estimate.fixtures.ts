/** Concrete inputs and events of the price estimate, for the model tests and the /flows explorer. */
import type { EstimateInputs } from '@/lib/posting-price/estimate-inputs';
import type { FixtureEvent } from '../registry.types';
import type { PriceEstimate, PriceEstimateEvent, PriceEstimateInput } from './price-estimate.types';

/** The price step of a car advert. */
export const PRICE_ESTIMATE_INPUT: PriceEstimateInput = { categoryId: 29 };
/** The price step of a motorcycle advert (no estimate exists). */
export const PRICE_ESTIMATE_MOTO_INPUT: PriceEstimateInput = { categoryId: 65 };

/** A used diesel estate with everything the estimate needs, priced in EUR. */
export const COMPLETE_INPUTS: EstimateInputs = {
  categoryId: 29,
  makeId: 11,
  modelId: 110,
  generationId: null,
  bodyType: 'estate',
  year: 2018,
  mileage: 145_000,
  enginePower: 150,
  engineCapacity: 1968,
  fuelType: 'DIESEL',
  gearbox: 'AUTOMATIC',
  doorCount: 5,
  equipmentCount: 12,
  isNew: false,
  currency: 'EUR',
};
/** The same car before the doors and the gearbox are chosen. */
export const MISSING_INPUTS: EstimateInputs = { ...COMPLETE_INPUTS, doorCount: null, gearbox: null };
/** The same car priced in LEI. */
export const LEI_INPUTS: EstimateInputs = { ...COMPLETE_INPUTS, currency: 'LEI' };

/** A range. */
export const RANGE_ESTIMATE: PriceEstimate = {
  range: { low: 14_350, median: 15_500, high: 16_700, currency: 'EUR' },
  noRange: null,
  comparablesCount: 23,
  comparablesNeeded: 15,
};
/** Too few similar adverts. */
export const THIN_ESTIMATE: PriceEstimate = {
  range: null,
  noRange: 'INSUFFICIENT_DATA',
  comparablesCount: 4,
  comparablesNeeded: 15,
};

/** The form changes, the pause elapses, the call answers or fails, the seller retries. */
export const PRICE_ESTIMATE_EVENTS: readonly FixtureEvent<PriceEstimateEvent>[] = [
  { type: 'inputs.changed', inputs: COMPLETE_INPUTS },
  { type: 'inputs.changed', inputs: MISSING_INPUTS },
  { type: 'inputs.changed', inputs: LEI_INPUTS },
  { type: 'xstate.after.debounce.priceEstimate.debouncing' },
  { type: 'xstate.done.actor.loadEstimate', output: RANGE_ESTIMATE },
  { type: 'xstate.done.actor.loadEstimate', output: THIN_ESTIMATE },
  { type: 'xstate.error.actor.loadEstimate', error: new Error('network') },
  { type: 'estimate.retry' },
];
