/**
 * Following or unfollowing one advert (SPEC §2.6 favourites; §6: favourites work without an
 * account, which is prompted to sign in to keep them). The button changes at once (optimistic);
 * signed in, the change is saved on the server, signed out, in the browser followed by a sign-in
 * prompt. A failure or refusal puts the button back and says why; 'added' and 'removed' go to
 * the snackbar once saved.
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type {
  FavouriteChange,
  FavouriteOutcome,
  FavouritesContext,
  FavouritesEvent,
  FavouritesInput,
} from './favourites.types';

const notProvided = () => Promise.reject(new Error('provided by useFavourites'));

/** The key a failed save (network, server, browser storage) is shown with. */
export const SAVE_FAILED_KEY = 'errors:favourites.saveFailed';

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as FavouritesInput,
  },
  actors: {
    saveOnServer: fromPromise<FavouriteOutcome, FavouriteChange>(notProvided),
    keepInBrowser: fromPromise<FavouriteOutcome, FavouriteChange>(notProvided),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isRefused: (_, outcome: FavouriteOutcome) => outcome.kind === 'refused',
    isFollowed: ({ context }) => context.followed,
    isKnown: ({ context }) => context.known,
    isChanged: ({ context, event }) =>
      event.type === 'favourite.known' && (event.followed !== context.followed || event.signedIn !== context.signedIn),
  },
  actions: {
    flip: assign(({ context }) => ({ saved: context.followed, followed: !context.followed, refusal: null })),
    confirm: assign(({ context }) => ({ saved: context.followed })),
    rollBack: assign((_, outcome: FavouriteOutcome | null) => ({
      refusal: outcome?.kind === 'refused' ? outcome.key : SAVE_FAILED_KEY,
    })),
    restore: assign(({ context }) => ({ followed: context.saved })),
    clearRefusal: assign({ refusal: null }),
    setKnown: assign(({ event }) =>
      event.type === 'favourite.known'
        ? { known: true, followed: event.followed, saved: event.followed, signedIn: event.signedIn, refusal: null }
        : {},
    ),
    // Provided by the hook: the snackbar's 'added' / 'removed' notification.
    notifySaved: () => {},
  },
}).createMachine({
  id: 'favourites',
  description:
    'Urmărirea unui anunț (inima de pe card, din pagina anunțului și din bara fixă): butonul se schimbă imediat; ' +
    'cu cont schimbarea se salvează pe server, fără cont în browser, urmată de invitația de autentificare.',
  context: ({ input }) => ({
    advertId: input.advertId,
    known: input.state !== null,
    signedIn: input.state?.signedIn ?? false,
    followed: input.state?.followed ?? false,
    saved: input.state?.followed ?? false,
    refusal: null,
  }),
  initial: 'waitingForState',
  states: {
    waitingForState: {
      description:
        'Pagina este aceeași pentru toți: până se știe sesiunea și lista de favorite, inima nu se poate apăsa.',
      always: { guard: 'isKnown', target: 'idle' },
      on: { 'favourite.known': { target: 'idle', actions: 'setKnown' } },
    },
    idle: {
      description: 'Inima arată dacă anunțul este urmărit; se poate apăsa.',
      on: {
        'favourite.known': { guard: 'isChanged', target: 'idle', actions: 'setKnown' },
        'favourite.toggle': [
          { guard: 'isSignedIn', target: 'saving', actions: 'flip' },
          { target: 'keeping', actions: 'flip' },
        ],
      },
    },
    saving: {
      description: 'Cu cont: inima arată deja noua stare; schimbarea se salvează pe server, butonul este dezactivat.',
      invoke: {
        src: 'saveOnServer',
        id: 'saveOnServer',
        input: ({ context }) => ({ advertId: context.advertId, followed: context.followed }),
        onDone: [
          {
            guard: { type: 'isRefused', params: outputOf },
            target: 'failed',
            actions: [{ type: 'rollBack', params: outputOf }, 'restore'],
          },
          { target: 'idle', actions: ['confirm', 'notifySaved'] },
        ],
        onError: { target: 'failed', actions: [{ type: 'rollBack', params: null }, 'restore'] },
      },
    },
    keeping: {
      description: 'Fără cont: inima arată deja noua stare; anunțul se păstrează în browser.',
      invoke: {
        src: 'keepInBrowser',
        id: 'keepInBrowser',
        input: ({ context }) => ({ advertId: context.advertId, followed: context.followed }),
        onDone: [
          {
            guard: { type: 'isRefused', params: outputOf },
            target: 'failed',
            actions: [{ type: 'rollBack', params: outputOf }, 'restore'],
          },
          { guard: 'isFollowed', target: 'promptingSignIn', actions: ['confirm', 'notifySaved'] },
          { target: 'idle', actions: ['confirm', 'notifySaved'] },
        ],
        onError: { target: 'failed', actions: [{ type: 'rollBack', params: null }, 'restore'] },
      },
    },
    promptingSignIn: {
      description:
        'Anunțul este păstrat doar în acest browser: invitația „Autentifică-te ca să-ți păstrezi favoritele”.',
      on: {
        'favourite.known': { guard: 'isChanged', target: 'idle', actions: 'setKnown' },
        'prompt.dismiss': { target: 'idle' },
        'favourite.toggle': { target: 'keeping', actions: 'flip' },
      },
    },
    failed: {
      description: 'Schimbarea nu s-a salvat: inima a revenit la starea salvată și un mesaj spune de ce.',
      on: {
        'favourite.known': { guard: 'isChanged', target: 'idle', actions: 'setKnown' },
        'error.dismiss': { target: 'idle', actions: 'clearRefusal' },
        'favourite.toggle': [
          { guard: 'isSignedIn', target: 'saving', actions: 'flip' },
          { target: 'keeping', actions: 'flip' },
        ],
      },
    },
  },
});
