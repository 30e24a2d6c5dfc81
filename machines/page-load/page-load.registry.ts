/**
 * The „Încărcarea paginii” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { PAGE_LOAD_PROPERTIES } from './page-load.properties';
import { PAGE_LOAD_EVENTS } from './page-load.fixtures';
import { pageLoadMachine } from './page-load.machine';

export const pageLoadFlow = defineFlow({
  id: 'pageLoad',
  title: 'Încărcarea paginii',
  description:
    'Starea de încărcare a paginii: „loading” până la evenimentul load al ferestrei, apoi „page_loaded”. Mașina doar ' +
    'primește evenimentul; hook-ul ascultă fereastra (sau vede că documentul era deja complet). Lucrurile care așteaptă ' +
    'pagina încărcată, ca înregistrarea service worker-ului, pornesc de aici.',
  machine: pageLoadMachine,
  properties: PAGE_LOAD_PROPERTIES,
  defaultInput: undefined,
  events: PAGE_LOAD_EVENTS,
  eventDescriptions: {
    'window.load': 'Fereastra a emis evenimentul load (sau documentul era deja complet la montare).',
  },
});
