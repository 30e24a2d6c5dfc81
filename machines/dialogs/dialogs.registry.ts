/**
 * The „Stiva de dialoguri” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { DIALOGS_PROPERTIES } from './dialogs.properties';
import { DIALOGS_EVENTS, DIALOGS_INPUT, DIALOGS_SCENARIOS } from './dialogs.fixtures';
import { dialogsMachine } from './dialogs.machine';

export const dialogsFlow = defineFlow({
  id: 'dialogs',
  title: 'Stiva de dialoguri',
  description:
    'Lista dialogurilor deschise din pagină, de jos în sus (SPEC: DIALOG_OPEN adaugă un id, DIALOG_CLOSE îl scoate). ' +
    'Un dialog se poate deschide peste altul (de exemplu „Raportează anunțul” din „Contactează vânzătorul”); doar cel de ' +
    'deasupra primește focusul și tastatura, iar Escape îl închide. La închidere, focusul revine la butonul care l-a deschis.',
  machine: dialogsMachine,
  properties: DIALOGS_PROPERTIES,
  defaultInput: DIALOGS_INPUT,
  events: DIALOGS_EVENTS,
  scenarios: DIALOGS_SCENARIOS,
  eventDescriptions: {
    DIALOG_OPEN: 'Un buton deschide dialogul cu acest id (deasupra celorlalte).',
    DIALOG_CLOSE: 'Dialogul cu acest id se închide (Escape, butonul × sau din cod).',
  },
});
