/**
 * The unsubscribe page as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts; docs/saved-searches-screens.md).
 */
import { defineFlow } from '../flow-entry';
import { SAVED_SEARCH_UNSUBSCRIBE_EVENTS, SAVED_SEARCH_UNSUBSCRIBE_INPUT } from './saved-search-unsubscribe.fixtures';
import { savedSearchUnsubscribeMachine } from './saved-search-unsubscribe.machine';
import { SAVED_SEARCH_UNSUBSCRIBE_PROPERTIES } from './saved-search-unsubscribe.properties';

/** /cautari-salvate/unsubscribe/{hash}, from an alert e-mail. */
export const savedSearchUnsubscribeFlow = defineFlow({
  id: 'savedSearchUnsubscribe',
  title: 'Dezabonarea de la alertele unei căutări salvate',
  description:
    'Linkul din e-mailul de alertă deschide pagina fără cont. Deschiderea nu schimbă nimic (programele care ' +
    'verifică linkurile din e-mailuri le deschid): alertele se opresc doar la „Dezabonează-mă de la alerte”, ' +
    'apoi pagina confirmă „Nu mai primești alerte pentru «nume»” cu un link spre căutările salvate. Un link greșit ' +
    'este explicat, cu o cale de ieșire; o eroare de rețea oferă „Încearcă din nou”.',
  machine: savedSearchUnsubscribeMachine,
  properties: SAVED_SEARCH_UNSUBSCRIBE_PROPERTIES,
  defaultInput: SAVED_SEARCH_UNSUBSCRIBE_INPUT,
  events: SAVED_SEARCH_UNSUBSCRIBE_EVENTS,
  eventDescriptions: {
    'unsubscribe.confirm': 'Butonul „Dezabonează-mă de la alerte”.',
    'unsubscribe.retry': '„Încearcă din nou” după o eroare de rețea.',
    'xstate.done.actor.unsubscribe': 'Serverul a răspuns: alertele s-au oprit, sau linkul nu este bun.',
    'xstate.error.actor.unsubscribe': 'Cererea a eșuat (rețea, server).',
  },
});
