/**
 * The loan simulator as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { APPLICATION_EVENTS, CARD_INPUT, DEALER_EVENTS, DEALER_INPUT, SIMULATION_EVENTS } from './financing.fixtures';
import { financingMachine } from './financing.machine';
import { FINANCING_PROPERTIES } from './financing.properties';

const APPLICATION_TYPES = [
  'applicant.change',
  'application.submit',
  'application.retry',
  'xstate.done.actor.submitApplication',
  'xstate.error.actor.submitApplication',
];

/** The card simulation, the ad page calculator and /finantare. */
export const financingFlow = defineFlow({
  id: 'financing',
  title: 'Finanțare: simulatorul de credit',
  description:
    'Simularea unui credit pentru un anunț (cardul din listă, calculatorul din pagina anunțului, /finantare): ' +
    'avansul, suma creditului și perioada, verificate față de limitele simulării (cardul: 1.500–200.000 lei, 6–60 ' +
    'de luni); o valoare greșită este arătată sub câmpul ei, altfel rata lunară, totalul de plată, costul total și ' +
    'DAE se recalculează imediat. Cu prețul anunțului, avansul și creditul însumează prețul. O simulare validă ' +
    'poate deveni cerere de finanțare: nume, telefon, e-mail, apoi trimiterea, confirmarea cu referința sau ' +
    'eroarea cu „Încearcă din nou”.',
  machine: financingMachine,
  properties: FINANCING_PROPERTIES,
  defaultInput: CARD_INPUT,
  events: SIMULATION_EVENTS,
  defaultSkipEvents: APPLICATION_TYPES,
  scenarios: [
    {
      id: 'application',
      title: 'Cererea de finanțare',
      input: CARD_INPUT,
      events: APPLICATION_EVENTS,
      skipEvents: ['field.change', 'term.change'],
    },
    {
      id: 'dealer',
      title: 'Finanțarea dealerului: avans și credit din prețul anunțului',
      input: DEALER_INPUT,
      events: DEALER_EVENTS,
      skipEvents: ['application.start', 'application.cancel', ...APPLICATION_TYPES],
    },
  ],
  eventDescriptions: {
    'field.change': 'Cumpărătorul scrie avansul sau suma creditului.',
    'term.change': 'Cumpărătorul alege perioada (în luni).',
    'application.start': '„Aplică pentru finanțare” sub o simulare validă.',
    'applicant.change': 'Cumpărătorul scrie numele, telefonul sau e-mailul.',
    'application.submit': '„Trimite cererea”.',
    'application.cancel': '„Înapoi”: la simulare din formular, la formular după o eroare.',
    'application.retry': '„Încearcă din nou” după o cerere netrimisă.',
    'xstate.done.actor.submitApplication': 'Cererea a fost primită: referința ei.',
    'xstate.error.actor.submitApplication': 'Cererea nu s-a putut trimite (rețea, partener).',
  },
});
