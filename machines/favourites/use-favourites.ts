/**
 * useFavourites(input, deps): runs the follow / unfollow of one advert and returns the view its
 * heart button will use (docs/view-api.md). The saves are given by the caller: the server's
 * mutations and the browser's list are not written yet (docs/favourites.md).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { fromPromise } from 'xstate';
import { flowInspector } from '../flow-inspector';
import { favouritesMachine } from './favourites.machine';
import type { FavouriteChange, FavouriteOutcome, FavouritesInput } from './favourites.types';

/** What a heart button shows and can ask for. */
export interface FavouritesView {
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

/** The two saves, and what to announce once one is saved (the snackbar's 'added' / 'removed'). */
export interface FavouritesDeps {
  readonly actors: { readonly saveOnServer: Save; readonly keepInBrowser: Save };
  readonly onSaved?: (change: FavouriteChange) => void;
}

export function useFavourites(input: FavouritesInput, deps: FavouritesDeps): FavouritesView {
  const [logic] = useState(() =>
    favouritesMachine.provide({
      actors: deps.actors,
      actions: {
        notifySaved: ({ context }) => deps.onSaved?.({ advertId: context.advertId, followed: context.followed }),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const followed = useSelector(actor, (s) => s.context.followed);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const pending = useSelector(actor, (s) => s.matches('saving') || s.matches('keeping'));
  const promptingSignIn = useSelector(actor, (s) => s.matches('promptingSignIn'));
  return useMemo(
    () => ({
      followed,
      pending,
      promptingSignIn,
      refusal,
      toggle: () => actor.send({ type: 'favourite.toggle' }),
      dismissPrompt: () => actor.send({ type: 'prompt.dismiss' }),
      dismissError: () => actor.send({ type: 'error.dismiss' }),
    }),
    [actor, followed, pending, promptingSignIn, refusal],
  );
}
