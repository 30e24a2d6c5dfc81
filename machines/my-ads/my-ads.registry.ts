/**
 * An ads list as the /flows explorer, the model tests and the coverage check know it (listed in
 * FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { MY_ADS_EVENTS, MY_ADS_INPUT, MY_ADS_SCENARIOS } from './my-ads.fixtures';
import { myAdsMachine } from './my-ads.machine';
import { MY_ADS_PROPERTIES } from './my-ads.properties';

/** /contul-meu/{active,waiting,archive,moderated,draft}. */
export const myAdsFlow = defineFlow({
  id: 'myAds',
  title: 'Anunțurile mele: listele pe stări',
  description:
    'Paginile /contul-meu/active, /waiting, /archive, /moderated și /draft, cu tabii și numărul anunțurilor din ' +
    'fiecare stare. Fiecare anunț arată poza, titlul, prețul, data adăugării și a ultimei modificări, vizualizările, ' +
    'numerele afișate și mesajele, și acțiunile stării lui (editează, duplică, dezactivează, reactivează, șterge ' +
    'ciorna). Lista se încarcă pe pagini de câte 20, cele mai noi întâi („Încarcă mai multe”); o încărcare eșuată ' +
    'oferă „Încearcă din nou”. Un anunț schimbat (fluxul „Starea unui anunț”) iese din listă, iar numerele se actualizează.',
  machine: myAdsMachine,
  properties: MY_ADS_PROPERTIES,
  defaultInput: MY_ADS_INPUT,
  events: MY_ADS_EVENTS,
  scenarios: MY_ADS_SCENARIOS,
  serializeContext: (context) => ({
    ids: context.items.map((row) => row.id),
    more: context.endCursor !== null,
    counts: context.counts,
    error: context.error,
    actionError: context.actionError,
    notice: context.notice,
  }),
  eventDescriptions: {
    'list.retry': 'Butonul „Încearcă din nou” după o încărcare eșuată.',
    'list.loadMore': 'Butonul „Încarcă mai multe” de sub listă.',
    'advert.changed': 'Un anunț al listei a fost dezactivat, reactivat sau (ciornă) șters.',
    'xstate.done.actor.loadPage': 'Prima pagină și numerele pe stări au sosit.',
    'xstate.error.actor.loadPage': 'Prima pagină nu s-a putut încărca.',
    'xstate.done.actor.loadMore': 'Pagina următoare a sosit.',
    'xstate.error.actor.loadMore': 'Pagina următoare nu s-a putut încărca.',
  },
});
