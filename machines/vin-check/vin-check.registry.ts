/**
 * The VIN field as the /flows explorer, the model tests and the coverage check know it (listed in
 * FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { VIN_CHECK_EVENTS, VIN_CHECK_INPUT, VIN_CHECK_SCENARIOS } from './vin-check.fixtures';
import { vinCheckMachine } from './vin-check.machine';
import { VIN_CHECK_PROPERTIES } from './vin-check.properties';

/** The identity step of the posting form (/{category}/anunt-nou): the VIN field. */
export const vinCheckFlow = defineFlow({
  id: 'vinCheck',
  title: 'Verificarea seriei de șasiu (VIN)',
  description:
    'În formularul de anunț, câmpul VIN nu spune nimic cât timp vânzătorul scrie. După o pauză sau la ieșirea ' +
    'din câmp, un VIN care nu poate fi unul (17 caractere, fără I, O, Q) arată de ce; unul corect se verifică pe ' +
    'server: marca din codul producătorului și anul din caracterul 10 comparate cu cele alese, alte anunțuri ' +
    'active cu același VIN și datele registrului național (sandbox). Rezultatul: verificat, neverificat sau ' +
    'duplicat. Schimbarea mărcii, modelului sau anului îl verifică din nou; o eroare de rețea oferă „Încearcă din nou”.',
  machine: vinCheckMachine,
  properties: VIN_CHECK_PROPERTIES,
  defaultInput: VIN_CHECK_INPUT,
  events: VIN_CHECK_EVENTS,
  scenarios: VIN_CHECK_SCENARIOS,
  coverageExceptions: [
    {
      kind: 'state',
      id: 'vinCheck.start',
      reason:
        'Stare de trecere (always): la deschidere alege imediat câmpul gol, eroarea locală sau verificarea; nu rămâne niciodată activă; cele trei tranziții ale ei sunt acoperite.',
    },
  ],
  eventDescriptions: {
    'vin.change': 'Vânzătorul scrie sau lipește în câmpul VIN.',
    'vin.blur': 'Vânzătorul iese din câmpul VIN.',
    'vin.retry': 'Butonul „Încearcă din nou”.',
    'vehicle.change': 'Marca, modelul sau anul alese în formular s-au schimbat.',
    'xstate.after.debounce.vinCheck.typing': 'O pauză în scriere.',
    'xstate.done.actor.checkVin': 'Serverul a răspuns: verificat, neverificat, duplicat, sau refuzul lui.',
    'xstate.error.actor.checkVin': 'Verificarea a eșuat (rețea, server).',
  },
});
