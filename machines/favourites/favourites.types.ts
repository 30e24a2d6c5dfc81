/** Context, events and input of following one advert (SPEC §2.6 favourites, docs/favourites.md). */

/** One advert's favourite button, as the page knows it when it renders. */
export interface FavouritesInput {
  readonly advertId: string;
  /** Whether the advert is followed (the account's list, or the browser's when signed out). */
  readonly followed: boolean;
  /** A session: the change goes to the server; otherwise it is kept in the browser. */
  readonly signedIn: boolean;
}

export interface FavouritesContext {
  readonly advertId: string;
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

/** The heart button (follow or unfollow); closing the sign-in prompt or the error. */
export type FavouritesEvent = { type: 'favourite.toggle' } | { type: 'prompt.dismiss' } | { type: 'error.dismiss' };
