/**
 * The „Lista dealerilor” flow as the /flows explorer, the model tests and the coverage check know
 * it (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { professionalsAddress } from '@/lib/sellers/sellers-href';
import { defineFlow } from '../flow-entry';
import { PROFESSIONALS_EVENTS, PROFESSIONALS_INPUT, PROFESSIONALS_SCENARIOS } from './professionals.fixtures';
import { professionalsMachine } from './professionals.machine';
import { PROFESSIONALS_PROPERTIES } from './professionals.properties';

/** /dealeri. */
export const professionalsFlow = defineFlow({
  id: 'professionals',
  title: 'Lista dealerilor',
  description:
    'Pagina /dealeri: firmele cu anunțuri active, cu numărul lor de anunțuri și locația. Numele căutat se aplică după ' +
    'o pauză scurtă; județul, orașul (din județul ales), categoria și ordinea (cele mai multe anunțuri sau nume A–Z) ' +
    'imediat. URL-ul se actualizează fără reîncărcarea paginii, iar înapoi și înainte readuc căutarea din URL. Paginile ' +
    'sunt legături cu cursor (fără OFFSET), încărcate de server. O căutare eșuată păstrează filtrele și oferă ' +
    '„Încearcă din nou”; una fără rezultate oferă „Vezi toți dealerii”.',
  machine: professionalsMachine,
  properties: PROFESSIONALS_PROPERTIES,
  defaultInput: PROFESSIONALS_INPUT,
  events: PROFESSIONALS_EVENTS,
  scenarios: PROFESSIONALS_SCENARIOS,
  coverageExceptions: [
    {
      kind: 'state',
      id: 'professionals.settling',
      reason:
        'Stare de trecere (always): alege imediat rezultate, niciun rezultat sau eroare; nu rămâne niciodată activă.',
    },
    {
      kind: 'state',
      id: 'professionals.applying',
      reason: 'Stare de trecere (always): scrie URL-ul și trece imediat la încărcare; nu rămâne niciodată activă.',
    },
  ],
  serializeContext: (context) => ({
    query: professionalsAddress(context.query),
    draft: professionalsAddress(context.draft),
    results: context.data.results?.nodes.length ?? null,
    notices: context.notices.length,
    formKey: context.formKey,
  }),
  eventDescriptions: {
    'filters.edit': 'Utilizatorul scrie (o parte din) numele dealerului.',
    'filters.set':
      'Utilizatorul alege județul, orașul, categoria sau ordinea, apasă „Aplică filtrele” sau „Vezi toți dealerii”.',
    'history.restore':
      'Butonul înapoi sau înainte al browserului: URL-ul are altă căutare (aceeași căutare, fără nimic scris, nu se reia).',
    'search.retry': 'Butonul „Încearcă din nou” după o căutare eșuată.',
    'xstate.after.nameDelay.professionals.editing': 'Pauza după tastare a trecut: căutarea se aplică.',
    'xstate.done.actor.search': 'Dealerii au sosit (unii sau niciunul).',
    'xstate.error.actor.search': 'Căutarea a eșuat (rețea, server indisponibil).',
  },
});
