/**
 * Concrete events of the 'Salvează căutarea' popover: a BMW Seria 3 diesel search from the cars
 * listing, a name typed and an empty one, instant alerts, the server's answers (saved, the same
 * search saved already as 'BMW-uri diesel') and a network failure.
 */
import type { FixtureEvent } from '../registry.types';
import type { SavedSearchEvent, SavedSearchInput, SavedSearchOutcome, SearchToSave } from './saved-search.types';

export const SAVED_SEARCH_INPUT: SavedSearchInput = { signedIn: true };
export const SAVED_SEARCH_SIGNED_OUT_INPUT: SavedSearchInput = { signedIn: false };

/** The listing's search and the summary it shows. */
export const SAVED_SEARCH_TARGET: SearchToSave = {
  categorySlug: 'autoturisme',
  filters: { makes: ['bmw'], models: ['seria-3'], fuelTypes: ['DIESEL'] },
};
export const SAVED_SEARCH_SUMMARY = 'Autoturisme BMW Seria 3 · Combustibil: Diesel';
/** Where the sign-in invitation comes back to. */
export const SAVED_SEARCH_LISTING_URL = '/autoturisme/bmw/seria-3?fuel=diesel';

export const SAVED_SEARCH_TYPED_NAME = 'BMW Seria 3 diesel';

const SAVED: SavedSearchOutcome = {
  kind: 'saved',
  search: {
    id: 'ss-1',
    name: SAVED_SEARCH_TYPED_NAME,
    categorySlug: 'autoturisme',
    url: SAVED_SEARCH_LISTING_URL,
    summary: 'BMW Seria 3 · Diesel',
    frequency: 'INSTANT',
    newAdvertsCount: 0,
    createdAt: '2026-11-27T10:00:00.000Z',
    lastVisitedAt: '2026-11-27T10:00:00.000Z',
  },
};

const DUPLICATE: SavedSearchOutcome = {
  kind: 'refused',
  refusal: { key: 'errors:savedSearches.duplicate', field: 'filters', existingName: 'BMW-uri diesel' },
};

export const SAVED_SEARCH_EVENTS: readonly FixtureEvent<SavedSearchEvent>[] = [
  { type: 'popover.open', name: SAVED_SEARCH_SUMMARY, search: SAVED_SEARCH_TARGET },
  { type: 'popover.close' },
  { type: 'name.change', name: SAVED_SEARCH_TYPED_NAME },
  { type: 'name.change', name: '' },
  { type: 'frequency.change', frequency: 'INSTANT' },
  { type: 'search.save' },
  { type: 'search.retry' },
  { type: 'xstate.done.actor.saveSearch', output: SAVED },
  { type: 'xstate.done.actor.saveSearch', output: DUPLICATE },
  { type: 'xstate.error.actor.saveSearch', error: new Error('network') },
];
