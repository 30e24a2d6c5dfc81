/**
 * The registration-number field as the /flows explorer, the model tests and the coverage check
 * know it (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { PLATE_DECODER_EVENTS, PLATE_DECODER_INPUT, PLATE_DECODER_SCENARIOS } from './plate-decoder.fixtures';
import { plateDecoderMachine } from './plate-decoder.machine';
import { PLATE_DECODER_PROPERTIES } from './plate-decoder.properties';

/** The identity step of the posting form (/{category}/anunt-nou): the registration number. */
export const plateDecoderFlow = defineFlow({
  id: 'plateDecoder',
  title: 'Decodarea numărului de înmatriculare',
  description:
    'În formularul de anunț, numărul de înmatriculare se verifică după o pauză în scriere sau la ieșirea din ' +
    'câmp: un număr care nu este românesc (județ necunoscut, formă greșită, litere care încep cu I sau O, litera Q) ' +
    'arată de ce; unul corect se decodează pe server: tipul (obișnuit, provizoriu, probă, diplomatic, armată, MAI), ' +
    'județul și datele din registrul național (sandbox), pe care vânzătorul le poate folosi pentru a completa formularul.',
  machine: plateDecoderMachine,
  properties: PLATE_DECODER_PROPERTIES,
  defaultInput: PLATE_DECODER_INPUT,
  events: PLATE_DECODER_EVENTS,
  scenarios: PLATE_DECODER_SCENARIOS,
  coverageExceptions: [
    {
      kind: 'state',
      id: 'plateDecoder.start',
      reason:
        'Stare de trecere (always): la deschidere alege imediat câmpul gol, eroarea locală sau decodarea; nu rămâne niciodată activă; cele trei tranziții ale ei sunt acoperite.',
    },
  ],
  eventDescriptions: {
    'plate.change': 'Vânzătorul scrie sau lipește numărul de înmatriculare.',
    'plate.blur': 'Vânzătorul iese din câmp.',
    'plate.retry': 'Butonul „Încearcă din nou”.',
    'vin.update': 'VIN-ul scris în formular s-a schimbat (merge cu următoarea cerere).',
    'xstate.after.debounce.plateDecoder.typing': 'O pauză în scriere.',
    'xstate.done.actor.decodePlate': 'Serverul a răspuns: tipul, județul și registrul, sau refuzul lui.',
    'xstate.error.actor.decodePlate': 'Decodarea a eșuat (rețea, server).',
  },
});
