/**
 * The VIN reveal as the /flows explorer, the model tests and the coverage check know it (listed in
 * FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { VIN_REVEAL_EVENTS, VIN_REVEAL_INPUT, VIN_REVEAL_SCENARIOS } from './vin-reveal.fixtures';
import { vinRevealMachine } from './vin-reveal.machine';
import { VIN_REVEAL_PROPERTIES } from './vin-reveal.properties';

/** /{category}/anunt/{id}: 'Afișează VIN' and 'Raport istoric vehicul'. */
export const vinRevealFlow = defineFlow({
  id: 'vinReveal',
  title: 'Afișarea VIN-ului și raportul istoric',
  description:
    'Pe pagina unui anunț cu VIN, seria de șasiu lipsește din pagină. „Afișează VIN” sau „Raport istoric vehicul” ' +
    'deschide o fereastră: se cere o verificare proof-of-work de la server, browserul o rezolvă într-un Web Worker ' +
    '(„Se verifică…”, cu progres), serverul verifică soluția (semnătură, expirare, o singură folosire) și dă VIN-ul ' +
    'împreună cu linkul raportului istoric în PDF (sandbox). Un refuz sau o eroare oferă „Încearcă din nou” cu o ' +
    'verificare nouă; închiderea ferestrei oprește lucrul.',
  machine: vinRevealMachine,
  properties: VIN_REVEAL_PROPERTIES,
  defaultInput: VIN_REVEAL_INPUT,
  events: VIN_REVEAL_EVENTS,
  scenarios: VIN_REVEAL_SCENARIOS,
  serializeContext: (context) => ({
    open: context.open,
    challenge: context.challenge !== null,
    solution: context.solution !== null,
    vin: context.vin,
    report: context.report,
    error: context.error,
  }),
  eventDescriptions: {
    'vin.reveal': 'Butonul „Afișează VIN” sau „Raport istoric vehicul” de pe pagina anunțului.',
    'vin.close': 'Fereastra se închide (butonul ×, „Renunță”, Escape).',
    'vin.retry': '„Încearcă din nou” după un refuz sau o eroare.',
    'xstate.done.actor.loadChallenge': 'Serverul a dat o verificare (token și dificultate).',
    'xstate.error.actor.loadChallenge': 'Verificarea nu a venit: anunțul nu are VIN / nu mai este activ, sau rețeaua.',
    'xstate.done.actor.solve': 'Web Worker-ul a găsit soluția.',
    'xstate.error.actor.solve': 'Web Worker-ul nu a putut rezolva verificarea.',
    'xstate.done.actor.verify':
      'Serverul a răspuns: VIN-ul cu linkul raportului, sau refuzul (expirată, folosită, greșită).',
    'xstate.error.actor.verify': 'Trimiterea soluției a eșuat (rețea, server).',
  },
});
