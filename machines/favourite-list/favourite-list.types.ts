/** Context, events and input of the favourites list (/favorite; SPEC §2.6 favourites). */
import type { FavouriteAdvertView } from '@/lib/favourite-page/favourite-page-api';

export type { FavouriteAdvertView };

/** Nothing: whose list it is (the account's, the browser's) is the hook's choice of calls. */
export type FavouriteListInput = Record<string, never>;

/** What a confirmation is about: one advert (named in the question) or all of them. */
export type FavouriteRemoval =
  { readonly kind: 'one'; readonly id: string; readonly title: string } | { readonly kind: 'all' };

/** What the last removal did (announced once, cleared by the next action). */
export type FavouriteListNotice = 'removed' | 'allRemoved';

/** The flow's memory. */
export interface FavouriteListContext {
  /** The favourites shown, newest first. */
  readonly items: readonly FavouriteAdvertView[];
  /** The removal being confirmed or carried out; null otherwise. */
  readonly removal: FavouriteRemoval | null;
  /** i18n key: the list could not be loaded. */
  readonly error: string | null;
  /** i18n key: a removal failed (the list stays as it was). */
  readonly actionError: string | null;
  readonly notice: FavouriteListNotice | null;
}

/** What the screen sends. */
export type FavouriteListEvent =
  | { type: 'list.retry' }
  | { type: 'advert.remove'; id: string }
  | { type: 'all.remove' }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' };
