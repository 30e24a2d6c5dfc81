/** Shapes of saved searches in the browser (generated from lib/saved-searches/saved-searches.graphql). */
import type { AdvertFiltersInput, AlertFrequency, SavedSearchView } from '@/lib/graphql/generated/operations';
import type { SavedSearchRefusal } from './saved-search-refusal';

export type { AdvertFiltersInput, AlertFrequency, SavedSearchRefusal, SavedSearchView };

/** The listing search the popover saves: its category and its filters as the listing sends them. */
export interface SearchToSave {
  readonly categorySlug: string;
  readonly filters: AdvertFiltersInput | null;
}

/** What a save, rename or frequency change came to: the search as the server keeps it, or a refusal. */
export type SavedSearchOutcome =
  | { readonly kind: 'saved'; readonly search: SavedSearchView }
  | { readonly kind: 'refused'; readonly refusal: SavedSearchRefusal };

/** What an unsubscribe link came to: the search's name, or a refusal (a bad link). */
export type UnsubscribeOutcome =
  { readonly kind: 'unsubscribed'; readonly name: string } | { readonly kind: 'refused'; readonly key: string };
