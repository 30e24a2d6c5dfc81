/**
 * The saved searches list as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts; docs/saved-searches-screens.md).
 */
import { defineFlow } from '../flow-entry';
import { SAVED_SEARCH_LIST_EVENTS, SAVED_SEARCH_LIST_INPUT } from './saved-search-list.fixtures';
import { savedSearchListMachine } from './saved-search-list.machine';
import { SAVED_SEARCH_LIST_PROPERTIES } from './saved-search-list.properties';

/** /cautari-salvate, signed in (and the 'Căutări salvate' tab of /favorite). */
export const savedSearchListFlow = defineFlow({
  id: 'savedSearchList',
  title: 'Căutările salvate: lista',
  description:
    'Pagina /cautari-salvate pentru un cont autentificat: căutările salvate, cele mai noi întâi, fiecare cu numele, ' +
    'rezumatul filtrelor, frecvența alertelor și „N anunțuri noi”. „Deschide” înregistrează vizita și deschide ' +
    'lista de rezultate; numele se schimbă pe loc (Escape renunță), frecvența dintr-o listă, iar ștergerea cere ' +
    'confirmare. Schimbările apar imediat și sunt anulate, cu un mesaj, dacă serverul le refuză sau cererea eșuează. ' +
    'Fără căutări apare mesajul listei goale cu un link spre căutare; o încărcare eșuată oferă „Încearcă din nou”.',
  machine: savedSearchListMachine,
  properties: SAVED_SEARCH_LIST_PROPERTIES,
  defaultInput: SAVED_SEARCH_LIST_INPUT,
  events: SAVED_SEARCH_LIST_EVENTS,
  serializeContext: (context) => ({
    items: context.items.map((i) => [i.id, i.name, i.frequency, i.newAdvertsCount]),
    rename: context.rename,
    previous: context.previous ? [context.previous.item.id, context.previous.item.name, context.previous.index] : null,
    removal: context.removal,
    opening: context.opening?.id ?? null,
    error: context.error,
    actionError: context.actionError,
    notice: context.notice,
  }),
  eventDescriptions: {
    'list.retry': 'Butonul „Încearcă din nou” după o încărcare eșuată.',
    'search.open': 'Numele căutării (linkul spre rezultate).',
    'rename.start': 'Butonul „Redenumește”.',
    'rename.edit': 'Numele este modificat în câmp.',
    'rename.submit': 'Enter sau „Salvează” în câmpul numelui.',
    'rename.cancel': 'Escape sau „Renunță” în câmpul numelui.',
    'frequency.change': 'Altă frecvență a alertelor în lista de alegere.',
    'search.delete': 'Butonul „Șterge”.',
    'removal.confirm': 'Confirmarea ștergerii în fereastra de dialog.',
    'removal.cancel': '„Renunță” (sau Escape) în fereastra de confirmare.',
    'xstate.done.actor.loadList': 'Căutările salvate au sosit.',
    'xstate.error.actor.loadList': 'Căutările salvate nu s-au putut încărca.',
    'xstate.done.actor.markVisited': 'Vizita a fost înregistrată.',
    'xstate.error.actor.markVisited': 'Vizita nu s-a putut înregistra (lista se deschide oricum).',
    'xstate.done.actor.rename': 'Serverul a răspuns: numele salvat, sau refuzat.',
    'xstate.error.actor.rename': 'Numele nu s-a putut salva (rețea).',
    'xstate.done.actor.setFrequency': 'Serverul a răspuns: frecvența salvată, sau refuzată.',
    'xstate.error.actor.setFrequency': 'Frecvența nu s-a putut salva (rețea).',
    'xstate.done.actor.deleteSearch': 'Căutarea a fost ștearsă.',
    'xstate.error.actor.deleteSearch': 'Căutarea nu s-a putut șterge (rețea).',
  },
});
