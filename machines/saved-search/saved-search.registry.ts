/**
 * The listing's saved-search popover as the /flows explorer, the model tests and the coverage
 * check know it (listed in FLOW_REGISTRY by machines/registry.ts; docs/saved-searches-screens.md).
 */
import { defineFlow } from '../flow-entry';
import { SAVED_SEARCH_EVENTS, SAVED_SEARCH_INPUT, SAVED_SEARCH_SIGNED_OUT_INPUT } from './saved-search.fixtures';
import { savedSearchMachine } from './saved-search.machine';
import { SAVED_SEARCH_PROPERTIES } from './saved-search.properties';

/** 'Salvează căutarea' on the listing (desktop header and mobile layout). */
export const savedSearchFlow = defineFlow({
  id: 'savedSearch',
  title: 'Salvarea unei căutări (lista de rezultate)',
  description:
    'Butonul „Salvează căutarea” din lista de rezultate deschide o fereastră cu numele căutării (completat cu ' +
    'rezumatul filtrelor) și frecvența alertelor pe e-mail: Instant, Zilnic (implicit) sau Săptămânal. Căutarea ' +
    'salvată este anunțată („Căutare salvată”, cu linkul „Vezi căutările salvate”); un nume greșit, o căutare deja ' +
    'salvată (cu numele ei) sau prea multe căutări sunt spuse lângă câmp, iar textul rămâne; o eroare de rețea ' +
    'oferă „Încearcă din nou”. Fără cont, fereastra invită la autentificare și aduce vizitatorul înapoi la aceeași listă.',
  machine: savedSearchMachine,
  properties: SAVED_SEARCH_PROPERTIES,
  defaultInput: SAVED_SEARCH_INPUT,
  events: SAVED_SEARCH_EVENTS,
  scenarios: [
    {
      id: 'signed-out',
      title: 'Vizitator fără cont',
      input: SAVED_SEARCH_SIGNED_OUT_INPUT,
      events: SAVED_SEARCH_EVENTS,
    },
  ],
  serializeContext: (context) => ({
    name: context.name,
    frequency: context.frequency,
    refusal: context.refusal,
    error: context.error,
    saved: context.saved?.id ?? null,
  }),
  eventDescriptions: {
    'popover.open': 'Butonul „Salvează căutarea”.',
    'popover.close': 'Escape, × sau încă o apăsare pe buton: fereastra se închide, focusul revine pe buton.',
    'name.change': 'Numele căutării este modificat.',
    'frequency.change': 'Altă frecvență a alertelor (Instant, Zilnic, Săptămânal).',
    'search.save': 'Butonul „Salvează”.',
    'search.retry': '„Încearcă din nou” după o eroare de rețea.',
    'xstate.done.actor.saveSearch': 'Serverul a răspuns: salvată, sau refuzată (nume, deja salvată, prea multe).',
    'xstate.error.actor.saveSearch': 'Cererea a eșuat (rețea, server).',
  },
});
