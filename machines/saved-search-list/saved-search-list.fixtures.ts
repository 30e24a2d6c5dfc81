/**
 * Concrete events of the saved searches list: two searches (BMW Seria 3 diesel with
 * daily alerts and 3 new adverts, the newest; Dacia Logan weekly with none), an empty list, renaming,
 * a frequency change, a deletion, the server's answers and the failures.
 */
import type { FixtureEvent } from '../registry.types';
import type {
  SavedSearchListEvent,
  SavedSearchListInput,
  SavedSearchOutcome,
  SavedSearchView,
} from './saved-search-list.types';

export const SAVED_SEARCH_LIST_INPUT: SavedSearchListInput = {};

export const SAVED_BMW: SavedSearchView = {
  id: 'ss-bmw',
  name: 'BMW Seria 3 diesel',
  categorySlug: 'autoturisme',
  url: '/autoturisme/bmw/seria-3?fuel=diesel',
  summary: 'BMW Seria 3 · Diesel',
  frequency: 'DAILY',
  newAdvertsCount: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastVisitedAt: '2026-11-25T10:00:00.000Z',
};

export const SAVED_LOGAN: SavedSearchView = {
  id: 'ss-logan',
  name: 'Logan ieftin',
  categorySlug: 'autoturisme',
  url: '/autoturisme/dacia/logan?priceTo=5000',
  summary: 'Dacia Logan · până la 5.000 EUR',
  frequency: 'WEEKLY',
  newAdvertsCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastVisitedAt: '2026-11-26T10:00:00.000Z',
};

export const SAVED_BMW_NEW_NAME = 'BMW-uri diesel';

const RENAMED: SavedSearchOutcome = { kind: 'saved', search: { ...SAVED_BMW, name: SAVED_BMW_NEW_NAME } };
const INSTANT: SavedSearchOutcome = { kind: 'saved', search: { ...SAVED_BMW, frequency: 'INSTANT' } };
const NAME_REFUSED: SavedSearchOutcome = {
  kind: 'refused',
  refusal: { key: 'errors:savedSearches.badName', field: 'name', existingName: null },
};
const UNKNOWN: SavedSearchOutcome = {
  kind: 'refused',
  refusal: { key: 'errors:savedSearches.unknown', field: 'id', existingName: null },
};

export const SAVED_SEARCH_LIST_EVENTS: readonly FixtureEvent<SavedSearchListEvent>[] = [
  { type: 'xstate.done.actor.loadList', output: [SAVED_BMW, SAVED_LOGAN] },
  { type: 'xstate.done.actor.loadList', output: [] },
  { type: 'xstate.error.actor.loadList', error: new Error('network') },
  { type: 'list.retry' },
  { type: 'search.open', id: SAVED_BMW.id },
  { type: 'xstate.done.actor.markVisited', output: undefined },
  { type: 'xstate.error.actor.markVisited', error: new Error('network') },
  { type: 'rename.start', id: SAVED_BMW.id },
  { type: 'rename.edit', name: SAVED_BMW_NEW_NAME },
  { type: 'rename.edit', name: '' },
  { type: 'rename.submit' },
  { type: 'rename.cancel' },
  { type: 'xstate.done.actor.rename', output: RENAMED },
  { type: 'xstate.done.actor.rename', output: NAME_REFUSED },
  { type: 'xstate.error.actor.rename', error: new Error('network') },
  { type: 'frequency.change', id: SAVED_BMW.id, frequency: 'INSTANT' },
  { type: 'xstate.done.actor.setFrequency', output: INSTANT },
  { type: 'xstate.done.actor.setFrequency', output: UNKNOWN },
  { type: 'xstate.error.actor.setFrequency', error: new Error('network') },
  { type: 'search.delete', id: SAVED_LOGAN.id },
  { type: 'removal.confirm' },
  { type: 'removal.cancel' },
  { type: 'xstate.done.actor.deleteSearch', output: undefined },
  { type: 'xstate.error.actor.deleteSearch', error: new Error('network') },
];
