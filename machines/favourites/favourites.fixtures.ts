/** Concrete inputs and events of following one advert: signed in or out, and every answer a save can get. */
import type { FixtureEvent } from '../registry.types';
import type { FavouritesEvent, FavouritesInput } from './favourites.types';

/** A car advert, not followed yet, seen by a signed-in visitor. */
export const FAVOURITES_INPUT: FavouritesInput = { advertId: '1001', state: { followed: false, signedIn: true } };

/** The same advert, followed already, seen by a visitor without an account (kept in the browser). */
export const FAVOURITES_SIGNED_OUT_INPUT: FavouritesInput = {
  advertId: '1001',
  state: { followed: true, signedIn: false },
};

/** The same advert while the session and the list load (the page is the same for everybody). */
export const FAVOURITES_WAITING_INPUT: FavouritesInput = { advertId: '1001', state: null };

/** The server's refusal past the favourites' cap. */
export const TOO_MANY_KEY = 'errors:favourites.tooMany';

/** Every event of the walk: the button, the prompt and error closed, and each answer of both saves. */
export const FAVOURITES_EVENTS: readonly FixtureEvent<FavouritesEvent>[] = [
  { type: 'favourite.toggle' },
  { type: 'prompt.dismiss' },
  { type: 'error.dismiss' },
  // The list loaded (or changed: a sign-out, another heart of the page saved).
  { type: 'favourite.known', followed: true, signedIn: true },
  { type: 'favourite.known', followed: false, signedIn: false },
  { type: 'xstate.done.actor.saveOnServer', output: { kind: 'saved' } },
  { type: 'xstate.done.actor.saveOnServer', output: { kind: 'refused', key: TOO_MANY_KEY } },
  { type: 'xstate.error.actor.saveOnServer', error: new Error('network') },
  { type: 'xstate.done.actor.keepInBrowser', output: { kind: 'saved' } },
  // The browser's list is capped like an account's.
  { type: 'xstate.done.actor.keepInBrowser', output: { kind: 'refused', key: TOO_MANY_KEY } },
  { type: 'xstate.error.actor.keepInBrowser', error: new Error('storage disabled') },
];
