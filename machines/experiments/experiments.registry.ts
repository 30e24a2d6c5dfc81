/**
 * The experiments runtime as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { EXPERIMENTS_EVENTS, EXPERIMENTS_SCENARIOS, FIRST_VISIT_INPUT } from './experiments.fixtures';
import { experimentsMachine } from './experiments.machine';
import { EXPERIMENTS_PROPERTIES } from './experiments.properties';

export const experimentsFlow = defineFlow({
  id: 'experiments',
  title: 'Experimente și flaguri',
  description:
    'Creat o singură dată în _app (SPEC §4). La prima vizită (lipsește cookie-ul hash „ock”) și cu bootstrap-ul activ, ' +
    'se șterg cookie-urile vechi (laquesis, laquesisff, lqstatus, lqonap, onap, ldf), se cere /api/uoffe?{uuid}, se ' +
    'preiau experimentele și flagurile, se scrie fiecare cookie primit și apoi hash-ul. Apoi cookie-ul de experimente ' +
    'se verifică la fiecare secundă, când browserul este liber; la o schimbare se actualizează starea și hash-ul. ' +
    'Apelurile făcute înainte sunt puse la coadă și reluate când totul este gata. Dacă cererea eșuează, site-ul merge ' +
    'cu valorile implicite și se reîncearcă de cel mult trei ori, cu pauze tot mai lungi.',
  machine: experimentsMachine,
  properties: EXPERIMENTS_PROPERTIES,
  defaultInput: FIRST_VISIT_INPUT,
  events: EXPERIMENTS_EVENTS,
  defaultSkipEvents: ['cookie.changed', 'xstate.done.actor.storeHash', 'xstate.error.actor.storeHash'],
  scenarios: EXPERIMENTS_SCENARIOS,
  coverageExceptions: [
    {
      kind: 'state',
      id: 'experiments.starting',
      reason:
        'Stare de trecere: tranzițiile „always” o părăsesc în același pas (spre bootstrap sau spre urmărirea ' +
        'cookie-ului), deci niciun instantaneu nu se oprește în ea; ambele ieșiri sunt acoperite.',
    },
  ],
  eventDescriptions: {
    'cookie.changed': 'Verificarea din timpul liber a văzut alt cookie de experimente (laquesis).',
    'xstate.done.actor.loadBootstrap': '/api/uoffe a răspuns cu experimentele, flagurile și cookie-urile de scris.',
    'xstate.error.actor.loadBootstrap': '/api/uoffe nu a răspuns (rețea, server): valorile implicite rămân.',
    'xstate.after.retryDelay.experiments.failed': 'A trecut pauza dinaintea unei noi încercări (2 s, apoi 4 s).',
    'xstate.done.actor.storeCookies': 'Cookie-urile primite și hash-ul „ock” au fost scrise.',
    'xstate.error.actor.storeCookies': 'Cookie-urile nu au putut fi scrise (browserul le refuză).',
    'xstate.done.actor.storeHash': 'Hash-ul „ock” a fost rescris pentru noul cookie.',
    'xstate.error.actor.storeHash': 'Hash-ul nu a putut fi calculat; se reîncearcă la următoarea schimbare.',
  },
});
