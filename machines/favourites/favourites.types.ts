/** Context, events and input of following one advert (SPEC §2.6 favourites, docs/favourites.md). */

/** Whether the viewer follows the advert, once the session and the list are known. */
export interface FavouriteState {
  /** Whether the advert is followed (the account's list, or the browser's when signed out). */
  readonly followed: boolean;
  /** A session: the change goes to the server; otherwise it is kept in the browser. */
  readonly signedIn: boolean;
}

/** One advert's favourite button; `state` is null while the session or the list loads. */
export interface FavouritesInput {
  readonly advertId: string;
  readonly state: FavouriteState | null;
}

export interface FavouritesContext {
  readonly advertId: string;
  /** The session and the list are known: the button may be pressed. */
  readonly known: boolean;
  readonly signedIn: boolean;
  /** What the button shows: changed at once when pressed (optimistic), put back on a failure. */
  readonly followed: boolean;
  /** What was saved before the change in flight, for the rollback. */
  readonly saved: boolean;
  /** i18n key of the server's refusal (errors:favourites.*); null otherwise. */
  readonly refusal: string | null;
}

/** What saving (server or browser) answered: done, or refused with a reason. */
export type FavouriteOutcome = { readonly kind: 'saved' } | { readonly kind: 'refused'; readonly key: string };

/** What the save actors are given: the advert and the state to save. */
export interface FavouriteChange {
  readonly advertId: string;
  readonly followed: boolean;
}

/**
 * The heart button (follow or unfollow); closing the sign-in prompt or the error; the viewer's
 * state known or changed (the list loaded, a sign-out, another heart of the page saved).
 */
export type FavouritesEvent =
  | { type: 'favourite.toggle' }
  | { type: 'prompt.dismiss' }
  | { type: 'error.dismiss' }
  | ({ type: 'favourite.known' } & FavouriteState);
