/**
 * The „Listare și căutare” flow as the /flows explorer, the model tests and the coverage check know
 * it (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { listingHref } from '@/lib/listing/listing-href';
import { defineFlow } from '../flow-entry';
import { LISTING_EVENTS, LISTING_INPUT, LISTING_SCENARIOS } from './listing.fixtures';
import { listingMachine } from './listing.machine';
import { LISTING_PROPERTIES } from './listing.properties';

/** The category listing, /{category}/[[...listing]] and /{category}/cautare-avansata. */
export const listingFlow = defineFlow({
  id: 'listing',
  title: 'Listare și căutare',
  description:
    'Pagina unei categorii (/autoturisme, /camioane/basculante, /autoturisme/volkswagen/golf) și căutarea avansată. ' +
    'Filtrele se aplică pe măsură ce se schimbă: textul și intervalele după o pauză scurtă, alegerile și ordonarea imediat; ' +
    'URL-ul se actualizează fără reîncărcarea paginii, iar înapoi și înainte readuc căutarea din URL. O căutare eșuată ' +
    'păstrează filtrele și oferă „Încearcă din nou”; una fără rezultate arată filtrele și permite scoaterea lor pe rând. ' +
    'În paralel, butonul „Arată rezultatele (N anunțuri)” din foaia de filtre de pe telefon primește numărul la zi ' +
    'printr-o cerere separată (getAdvertsSearchSummary), anulată când filtrele se schimbă din nou. Aceeași mașină ' +
    'rulează și profilul unui vânzător (/vanzator/{id}): listarea restrânsă la anunțurile lui, cu adresa profilului.',
  machine: listingMachine,
  properties: LISTING_PROPERTIES,
  defaultInput: LISTING_INPUT,
  events: LISTING_EVENTS,
  scenarios: LISTING_SCENARIOS,
  coverageExceptions: [
    {
      kind: 'state',
      id: 'listing.search.settling',
      reason:
        'Stare de trecere (always): alege imediat rezultate, niciun rezultat sau eroare; nu rămâne niciodată activă.',
    },
    {
      kind: 'state',
      id: 'listing.search.applying',
      reason: 'Stare de trecere (always): scrie URL-ul și trece imediat la încărcare; nu rămâne niciodată activă.',
    },
  ],
  serializeContext: (context) => ({
    query: listingHref(context.query),
    draft: listingHref(context.draft),
    results: context.data.results?.nodes.length ?? null,
    count: context.count,
    summary: context.data.summaryCount,
    notices: context.notices.length,
    formKey: context.formKey,
  }),
  eventDescriptions: {
    'filters.edit': 'Utilizatorul scrie un cuvânt cheie sau o valoare de interval (de exemplu prețul maxim).',
    'filters.set':
      'Utilizatorul alege o opțiune (marcă, combustibil, județ), scoate un filtru sau apasă „Arată rezultatele”.',
    'sort.change': 'Utilizatorul schimbă ordonarea.',
    'history.restore': 'Butonul înapoi sau înainte al browserului: URL-ul are altă căutare.',
    'search.retry': 'Butonul „Încearcă din nou” după o căutare eșuată.',
    'xstate.after.applyDelay.listing.search.editing': 'Pauza după tastare a trecut: căutarea se aplică.',
    'xstate.done.actor.search': 'Rezultatele au sosit (cu anunțuri sau fără).',
    'xstate.error.actor.search': 'Căutarea a eșuat (rețea, server indisponibil).',
    'xstate.done.actor.count': 'Numărul de anunțuri pentru filtrele editate a sosit.',
    'xstate.error.actor.count': 'Numărul nu a putut fi aflat; butonul revine la „Caută”.',
  },
});
