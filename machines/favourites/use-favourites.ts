/**
 * useFavourites(input, state, deps): runs the follow / unfollow of one advert and returns the view
 * its heart buttons use (docs/view-api.md). `state` is what useFollowedAdvert knows (null while
 * the session or the list loads); each change reaches the machine as `favourite.known`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { flowInspector } from '../flow-inspector';
import { favouritesMachine } from './favourites.machine';
import type { FavouriteChange, FavouriteOutcome, FavouriteState } from './favourites.types';
import { keepInBrowser, saveOnServer } from './use-followed-adverts';

/** What a heart button shows and can ask for. */
export interface FavouritesView {
  /** The session and the list are known: until then the button is disabled. */
  readonly ready: boolean;
  /** The heart is filled (already while the change is saved). */
  readonly followed: boolean;
  /** A change is being saved: the button is disabled. */
  readonly pending: boolean;
  /** Kept in the browser only: the sign-in invitation is shown. */
  readonly promptingSignIn: boolean;
  /** i18n key of why the last change was not saved; null otherwise. */
  readonly refusal: string | null;
  readonly toggle: () => void;
  readonly dismissPrompt: () => void;
  readonly dismissError: () => void;
}

type Save = ReturnType<typeof fromPromise<FavouriteOutcome, FavouriteChange>>;

const realActors: { readonly saveOnServer: Save; readonly keepInBrowser: Save } = {
  saveOnServer: fromPromise<FavouriteOutcome, FavouriteChange>(({ input }) => saveOnServer(input)),
  keepInBrowser: fromPromise<FavouriteOutcome, FavouriteChange>(({ input }) => keepInBrowser(input)),
};

/** Replacement saves (model tests park them), and what to announce once one is saved (the snackbar's 'added' / 'removed'). */
export interface FavouritesDeps {
  readonly actors?: Partial<typeof realActors>;
  readonly onSaved?: (change: FavouriteChange) => void;
}

export function useFavourites(
  input: { readonly advertId: string },
  state: FavouriteState | null,
  deps: FavouritesDeps = {},
): FavouritesView {
  const [logic] = useState(() =>
    favouritesMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        notifySaved: ({ context }) => deps.onSaved?.({ advertId: context.advertId, followed: context.followed }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { advertId: input.advertId, state }, inspect: flowInspector });
  const followedNow = state?.followed;
  const signedInNow = state?.signedIn;
  useEffect(() => {
    if (followedNow !== undefined && signedInNow !== undefined)
      actor.send({ type: 'favourite.known', followed: followedNow, signedIn: signedInNow });
  }, [actor, followedNow, signedInNow]);
  const ready = useSelector(actor, (s) => !s.matches('waitingForState'));
  const followed = useSelector(actor, (s) => s.context.followed);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const pending = useSelector(actor, (s) => s.matches('saving') || s.matches('keeping'));
  const promptingSignIn = useSelector(actor, (s) => s.matches('promptingSignIn'));
  return useMemo(
    () => ({
      ready,
      followed,
      pending,
      promptingSignIn,
      refusal,
      toggle: () => actor.send({ type: 'favourite.toggle' }),
      dismissPrompt: () => actor.send({ type: 'prompt.dismiss' }),
      dismissError: () => actor.send({ type: 'error.dismiss' }),
    }),
    [actor, ready, followed, pending, promptingSignIn, refusal],
  );
}
