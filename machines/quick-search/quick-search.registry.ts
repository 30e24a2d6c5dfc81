/**
 * The „Căutare rapidă” flow (home page) as the /flows explorer, the model tests and the coverage
 * check know it (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { QUICK_SEARCH_EVENTS, QUICK_SEARCH_INPUT, QUICK_SEARCH_SCENARIOS } from './quick-search.fixtures';
import { quickSearchMachine } from './quick-search.machine';
import { QUICK_SEARCH_PROPERTIES } from './quick-search.properties';

/** The quick search of the home page. */
export const quickSearchFlow = defineFlow({
  id: 'quickSearch',
  title: 'Căutare rapidă',
  description:
    'Formularul de pe prima pagină: categoria, marca și prețul maxim. Pentru autoturisme mărcile vin cu pagina; la ' +
    'alegerea altei categorii se încarcă mărcile acelei categorii (o singură dată), fiecare cu anunțuri, deci nicio ' +
    'căutare nu duce la o pagină inexistentă. Până sosesc, sau dacă nu pot fi încărcate, marca se scrie ca text și ' +
    'listarea o recunoaște („merc benz”). Pentru piese nu există mărci: un câmp de text liber pentru piesă sau vehicul.',
  machine: quickSearchMachine,
  properties: QUICK_SEARCH_PROPERTIES,
  defaultInput: QUICK_SEARCH_INPUT,
  events: QUICK_SEARCH_EVENTS,
  scenarios: QUICK_SEARCH_SCENARIOS,
  coverageExceptions: [
    {
      kind: 'state',
      id: 'quickSearch.choosing',
      reason: 'Stare de trecere (always): alege imediat câmpul potrivit categoriei; nu rămâne niciodată activă.',
    },
  ],
  serializeContext: (context) => ({ category: context.category, loaded: Object.keys(context.makes).sort() }),
  eventDescriptions: {
    'category.change': 'Utilizatorul alege o categorie (autoturisme, motociclete, piese…).',
    'xstate.done.actor.loadMakes': 'Mărcile categoriei alese au sosit.',
    'xstate.error.actor.loadMakes': 'Mărcile nu s-au putut încărca; marca se scrie ca text.',
  },
});
