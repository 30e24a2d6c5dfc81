/**
 * The financing filter dialog as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { FINANCING_FILTER_EVENTS, FINANCING_FILTER_INPUT } from './financing-filter.fixtures';
import { financingFilterMachine } from './financing-filter.machine';
import { FINANCING_FILTER_PROPERTIES } from './financing-filter.properties';

export const financingFilterFlow = defineFlow({
  id: 'financingFilter',
  title: 'Finanțare: căutarea după rata lunară',
  description:
    'Dialogul „Caută după rata lunară” din lista de anunțuri (punctul de intrare filters-dialog): cumpărătorul scrie ' +
    'bugetul lunar (50–50.000 lei) și alege perioada (12–60 de luni); prețul maxim pe care îl acoperă (anuitatea ' +
    'inversă la dobânda cardului, 16,2 %) se recalculează imediat. „Aplică” pune acest preț ca preț maxim în ' +
    'filtrele listei și închide dialogul; un buget greșit este arătat sub câmp. Escape sau „Renunță” închid fără ' +
    'schimbări, iar focusul revine pe buton.',
  machine: financingFilterMachine,
  properties: FINANCING_FILTER_PROPERTIES,
  defaultInput: FINANCING_FILTER_INPUT,
  events: FINANCING_FILTER_EVENTS,
  eventDescriptions: {
    'dialog.open': '„Caută după rata lunară” deschide dialogul.',
    'dialog.close': 'Escape sau „Renunță” închid dialogul.',
    'budget.change': 'Cumpărătorul scrie bugetul lunar (lei).',
    'term.change': 'Cumpărătorul alege perioada (în luni).',
    'filters.apply': '„Aplică”: prețul maxim intră în filtrele listei.',
  },
});
