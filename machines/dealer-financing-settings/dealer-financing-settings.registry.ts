/**
 * The dealer's financing settings as the /flows explorer, the model tests and the coverage check
 * know them (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { DEALER_FINANCING_SETTINGS_EVENTS } from './dealer-financing-settings.fixtures';
import { dealerFinancingSettingsMachine } from './dealer-financing-settings.machine';
import { DEALER_FINANCING_SETTINGS_PROPERTIES } from './dealer-financing-settings.properties';

/** /contul-meu/finantare. */
export const dealerFinancingSettingsFlow = defineFlow({
  id: 'dealerFinancingSettings',
  title: 'Finanțare pentru clienți (dealer)',
  description:
    'Pagina /contul-meu/finantare, pentru dealeri și utilizatorii lor cu dreptul de anunțuri: partenerul de ' +
    'finanțare (cu eticheta sandbox), comutatorul finanțării pentru tot contul și anunțurile active, fiecare ' +
    'inclus sau exclus. O schimbare se vede imediat și se salvează; dacă serverul nu o salvează, pagina revine ' +
    'la starea salvată cu motivul și butonul „Încearcă din nou”. O singură schimbare se salvează odată.',
  machine: dealerFinancingSettingsMachine,
  properties: DEALER_FINANCING_SETTINGS_PROPERTIES,
  defaultInput: undefined,
  events: DEALER_FINANCING_SETTINGS_EVENTS,
  eventDescriptions: {
    'settings.retry': '„Încearcă din nou” după ce setările nu s-au încărcat.',
    'account.toggle': 'Comutatorul „Finanțare pentru tot contul”.',
    'advert.toggle': 'Comutatorul de finanțare al unui anunț (inclus / exclus).',
    'change.retry': '„Încearcă din nou” lângă eroarea unei schimbări: o trimite din nou.',
    'xstate.done.actor.loadSettings': 'Serverul a trimis setările și anunțurile active.',
    'xstate.error.actor.loadSettings': 'Setările nu s-au încărcat (rețea).',
    'xstate.done.actor.saveChange': 'Serverul a salvat schimbarea.',
    'xstate.error.actor.saveChange': 'Schimbarea nu s-a salvat (anunțul nu mai e al contului, rețea).',
  },
});
