/**
 * Following an advert as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts); the ad page's hearts run it (docs/favourites.md).
 */
import { defineFlow } from '../flow-entry';
import {
  FAVOURITES_EVENTS,
  FAVOURITES_INPUT,
  FAVOURITES_SIGNED_OUT_INPUT,
  FAVOURITES_WAITING_INPUT,
} from './favourites.fixtures';
import { favouritesMachine } from './favourites.machine';
import { FAVOURITES_PROPERTIES } from './favourites.properties';

/** The heart on ad cards, on the ad page and in its sticky bar. */
export const favouritesFlow = defineFlow({
  id: 'favourites',
  title: 'Urmărirea unui anunț (favorite)',
  description:
    'Inima de pe cardurile anunțurilor, din pagina anunțului și din bara fixă adaugă anunțul la favorite sau îl scoate. ' +
    'Inima se schimbă imediat; cu cont, schimbarea se salvează pe server, fără cont se păstrează în browser și ' +
    'vizitatorul este invitat să se autentifice ca să-și păstreze favoritele (la autentificare ele trec în cont). ' +
    'După salvare apare notificarea „adăugat” sau „eliminat”; o eroare readuce inima la starea salvată și spune de ce.',
  machine: favouritesMachine,
  properties: FAVOURITES_PROPERTIES,
  defaultInput: FAVOURITES_INPUT,
  events: FAVOURITES_EVENTS,
  scenarios: [
    {
      id: 'signed-out',
      title: 'Fără cont, anunț deja păstrat în browser',
      input: FAVOURITES_SIGNED_OUT_INPUT,
      events: FAVOURITES_EVENTS,
    },
    {
      id: 'waiting',
      title: 'Sesiunea și lista de favorite încă se încarcă',
      input: FAVOURITES_WAITING_INPUT,
      events: FAVOURITES_EVENTS,
    },
  ],
  eventDescriptions: {
    'favourite.toggle': 'Inima: adaugă la favorite sau scoate din favorite.',
    'prompt.dismiss': 'Închide invitația de autentificare.',
    'error.dismiss': 'Închide mesajul de eroare.',
    'favourite.known':
      'Se știe dacă vizitatorul are cont și dacă urmărește anunțul (lista s-a încărcat, s-a deconectat, altă inimă a salvat).',
    'xstate.done.actor.saveOnServer': 'Serverul a răspuns: salvat, sau refuzat (de exemplu peste 200 de favorite).',
    'xstate.error.actor.saveOnServer': 'Cererea a eșuat (rețea, server).',
    'xstate.done.actor.keepInBrowser':
      'Anunțul a fost păstrat în browser (sau scos), sau refuzat (peste 200 de favorite).',
    'xstate.error.actor.keepInBrowser': 'Browserul nu a putut păstra anunțul (stocare dezactivată sau plină).',
  },
});
