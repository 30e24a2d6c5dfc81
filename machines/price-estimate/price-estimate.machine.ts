/**
 * The posting form's price estimate (SPEC §2.6 price estimate widget, §5, §8): names the missing
 * required fields, says 'Euro only' when the price is in LEI, asks the server once the inputs have
 * been still for ESTIMATE_DEBOUNCE_MS, and shows the range, the reason there is none, or that it
 * cannot be calculated now (the indicator will appear within 24 hours of publishing). Cars only.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isEstimateCategory, missingEstimateFields, type EstimateInputs } from '@/lib/posting-price/estimate-inputs';
import { outputOf } from '../actor-events';
import type {
  PriceEstimate,
  PriceEstimateContext,
  PriceEstimateEvent,
  PriceEstimateInput,
} from './price-estimate.types';

/** How long the inputs must stay unchanged before the server is asked (typing a mileage is many changes). */
export const ESTIMATE_DEBOUNCE_MS = 600;

const notProvided = () => Promise.reject(new Error('provided by usePriceEstimate'));

/** True when two sets of inputs would give the same estimate. */
export function sameInputs(a: EstimateInputs, b: EstimateInputs): boolean {
  return (Object.keys(a) as (keyof EstimateInputs)[]).every((key) => a[key] === b[key]);
}

const changed = (event: PriceEstimateEvent) => (event.type === 'inputs.changed' ? event.inputs : null);

export const priceEstimateMachine = setup({
  types: {
    context: {} as PriceEstimateContext,
    events: {} as PriceEstimateEvent,
    input: {} as PriceEstimateInput,
    tags: {} as 'busy',
  },
  actors: {
    loadEstimate: fromPromise<PriceEstimate, EstimateInputs>(notProvided),
  },
  delays: { debounce: ESTIMATE_DEBOUNCE_MS },
  guards: {
    isSameInputs: ({ context, event }) => {
      const inputs = changed(event);
      return inputs !== null && context.inputs !== null && sameInputs(context.inputs, inputs);
    },
    isOtherCategory: ({ context }) => !isEstimateCategory(context.categoryId),
    isInLei: ({ event }) => changed(event)?.currency === 'LEI',
    hasMissing: ({ event }) => {
      const inputs = changed(event);
      return inputs !== null && missingEstimateFields(inputs).length > 0;
    },
    hasRange: (_, estimate: PriceEstimate) => estimate.range !== null,
  },
  actions: {
    setInputs: assign(({ event }) => {
      const inputs = changed(event);
      return inputs ? { inputs, missing: missingEstimateFields(inputs), estimate: null } : {};
    }),
    setEstimate: assign((_, estimate: PriceEstimate) => ({ estimate })),
  },
}).createMachine({
  id: 'priceEstimate',
  description:
    'Estimarea prețului în formularul de anunț: spune ce câmpuri lipsesc, că estimarea este doar în euro, apoi cere intervalul de preț după o scurtă pauză de la ultima modificare.',
  context: ({ input }) => ({ categoryId: input.categoryId, inputs: null, missing: [], estimate: null }),
  initial: 'idle',
  on: {
    'inputs.changed': [
      // The same inputs again (another field of the form changed): the estimate and its timer stand.
      { guard: 'isSameInputs' },
      { guard: 'isOtherCategory', target: '.unavailable', actions: 'setInputs' },
      { guard: 'isInLei', target: '.wrongCurrency', actions: 'setInputs' },
      { guard: 'hasMissing', target: '.needsInput', actions: 'setInputs' },
      { target: '.debouncing', actions: 'setInputs', reenter: true },
    ],
  },
  states: {
    idle: {
      description: 'Formularul nu a trimis încă valorile.',
    },
    unavailable: {
      description: 'Altă categorie decât autoturisme: estimarea nu există (fără interval, cu motivul).',
    },
    wrongCurrency: {
      description: 'Prețul este în lei: estimarea este doar în euro; nu se cere nimic.',
    },
    needsInput: {
      description: 'Lipsesc câmpuri obligatorii pentru estimare; sunt numite.',
    },
    debouncing: {
      description: 'Valorile sunt complete; se așteaptă o scurtă pauză de la ultima modificare.',
      tags: ['busy'],
      after: { debounce: { target: 'loading' } },
    },
    loading: {
      description: 'Se cere intervalul de preț de la server.',
      tags: ['busy'],
      invoke: {
        id: 'loadEstimate',
        src: 'loadEstimate',
        input: ({ context }) => context.inputs!,
        onDone: [
          {
            guard: { type: 'hasRange', params: outputOf },
            target: 'showingRange',
            actions: { type: 'setEstimate', params: outputOf },
          },
          { target: 'noRange', actions: { type: 'setEstimate', params: outputOf } },
        ],
        onError: { target: 'failed' },
      },
    },
    showingRange: {
      description: 'Intervalul de preț estimat (minim–maxim, EUR).',
    },
    noRange: {
      description: 'Serverul nu are interval: mașină nouă sau prea puține anunțuri similare (cu numărul lor).',
    },
    failed: {
      description:
        'Estimarea nu se poate calcula acum; indicatorul va apărea în 24 de ore de la publicare. „Încearcă din nou” o cere iar.',
      on: { 'estimate.retry': { target: 'loading' } },
    },
  },
});
