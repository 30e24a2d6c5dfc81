/**
 * The „Notificare (snackbar)” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { SNACKBAR_PROPERTIES } from './snackbar.properties';
import { SNACKBAR_EVENTS, SNACKBAR_INPUT } from './snackbar.fixtures';
import { snackbarMachine } from './snackbar.machine';

export const snackbarFlow = defineFlow({
  id: 'snackbar',
  title: 'Notificare (snackbar)',
  description:
    'Notificarea scurtă din josul ecranului, deschisă sau închisă, identificată printr-un id (de exemplu „adăugat la ' +
    'favorite”). O notificare nouă o înlocuiește pe cea curentă și repornește cronometrul; închiderea numește id-ul, ca o ' +
    'cerere întârziată să nu închidă o notificare mai nouă. Se ascunde singură după 5 secunde. Cititoarele de ecran o ' +
    'anunță prin role="status".',
  machine: snackbarMachine,
  properties: SNACKBAR_PROPERTIES,
  defaultInput: SNACKBAR_INPUT,
  events: SNACKBAR_EVENTS,
  eventDescriptions: {
    'snackbar.show': 'Un ecran arată o notificare (id și text tradus).',
    'snackbar.hide': 'Butonul × sau un ecran închide notificarea cu acest id.',
    'xstate.after.autoHide.snackbar.open': 'Au trecut cele câteva secunde de afișare.',
  },
});
