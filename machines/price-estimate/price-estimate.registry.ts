/**
 * The price estimate as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import {
  COMPLETE_INPUTS,
  PRICE_ESTIMATE_EVENTS,
  PRICE_ESTIMATE_INPUT,
  PRICE_ESTIMATE_MOTO_INPUT,
} from './price-estimate.fixtures';
import { priceEstimateMachine } from './price-estimate.machine';
import { PRICE_ESTIMATE_PROPERTIES } from './price-estimate.properties';

/** /{category}/anunt-nou, the price step's estimate box. */
export const priceEstimateFlow = defineFlow({
  id: 'priceEstimate',
  title: 'Anunț nou: estimarea prețului',
  description:
    'În pasul de preț al formularului de anunț, caseta de estimare spune ce câmpuri lipsesc (an, kilometraj, marcă, ' +
    'model, putere, capacitate cilindrică, combustibil, uși, cutie de viteze), că estimarea este doar în euro când ' +
    'prețul este în lei, apoi, la o scurtă pauză după ultima modificare, cere intervalul de preț calculat cu modelul ' +
    'indicatorului de preț. Fără interval: mașină nouă sau prea puține anunțuri similare; la eroare, indicatorul va ' +
    'apărea în 24 de ore de la publicare. Doar pentru autoturisme.',
  machine: priceEstimateMachine,
  properties: PRICE_ESTIMATE_PROPERTIES,
  defaultInput: PRICE_ESTIMATE_INPUT,
  events: PRICE_ESTIMATE_EVENTS,
  scenarios: [
    {
      id: 'motorcycle',
      title: 'Motocicletă: estimarea nu există',
      input: PRICE_ESTIMATE_MOTO_INPUT,
      events: [{ type: 'inputs.changed', inputs: { ...COMPLETE_INPUTS, categoryId: 65 } }],
    },
  ],
  coverageExceptions: [
    {
      kind: 'transition',
      id: 'priceEstimate:inputs.changed:0',
      reason:
        'Aceleași valori din nou (s-a schimbat alt câmp al formularului): tranziția nu schimbă nimic, deci generatorul de căi nu o alege (snapshot.can e fals); un test direct al mașinii o verifică.',
    },
  ],
  eventDescriptions: {
    'inputs.changed': 'Vânzătorul a schimbat o valoare pe care estimarea o citește (marcă, an, kilometraj, monedă…).',
    'estimate.retry': 'Butonul „Încearcă din nou” sub estimarea care nu s-a putut calcula.',
    'xstate.after.debounce.priceEstimate.debouncing': 'A trecut scurta pauză de la ultima modificare.',
    'xstate.done.actor.loadEstimate': 'Serverul a răspuns: intervalul de preț, sau motivul pentru care nu există.',
    'xstate.error.actor.loadEstimate': 'Estimarea nu s-a putut calcula.',
  },
});
