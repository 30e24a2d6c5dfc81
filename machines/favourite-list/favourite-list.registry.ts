/**
 * The favourites list as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { FAVOURITE_LIST_EVENTS, FAVOURITE_LIST_INPUT } from './favourite-list.fixtures';
import { favouriteListMachine } from './favourite-list.machine';
import { FAVOURITE_LIST_PROPERTIES } from './favourite-list.properties';

/** /favorite, signed in. */
export const favouriteListFlow = defineFlow({
  id: 'favouriteList',
  title: 'Anunțurile favorite: lista',
  description:
    'Pagina /favorite pentru un cont autentificat: anunțurile urmărite, cele mai noi întâi, cu cardurile din căutare ' +
    '(o scădere de preț apare ca pe card). Un anunț care nu mai este activ rămâne în listă, marcat „Anunț inactiv”, ' +
    'cu un link spre anunțuri similare. „Elimină” scoate un anunț, „Elimină tot” le scoate pe toate, fiecare după ' +
    'confirmare. Fără favorite apare mesajul listei goale cu un link spre căutare; o încărcare eșuată oferă ' +
    '„Încearcă din nou”.',
  machine: favouriteListMachine,
  properties: FAVOURITE_LIST_PROPERTIES,
  defaultInput: FAVOURITE_LIST_INPUT,
  events: FAVOURITE_LIST_EVENTS,
  serializeContext: (context) => ({
    ids: context.items.map((i) => i.advert.id),
    removal: context.removal,
    error: context.error,
    actionError: context.actionError,
    notice: context.notice,
  }),
  eventDescriptions: {
    'list.retry': 'Butonul „Încearcă din nou” după o încărcare eșuată.',
    'advert.remove': 'Butonul „Elimină” de sub cardul unui anunț.',
    'all.remove': 'Butonul „Elimină tot”.',
    'removal.confirm': 'Confirmarea eliminării în fereastra de dialog.',
    'removal.cancel': '„Renunță” (sau Escape) în fereastra de confirmare.',
    'xstate.done.actor.loadList': 'Anunțurile favorite au sosit.',
    'xstate.error.actor.loadList': 'Anunțurile favorite nu s-au putut încărca.',
    'xstate.done.actor.unfollow': 'Anunțul a fost scos din favorite.',
    'xstate.error.actor.unfollow': 'Anunțul nu a putut fi scos din favorite.',
    'xstate.done.actor.removeAll': 'Toate anunțurile au fost scoase din favorite.',
    'xstate.error.actor.removeAll': 'Anunțurile nu au putut fi scoase din favorite.',
  },
});
