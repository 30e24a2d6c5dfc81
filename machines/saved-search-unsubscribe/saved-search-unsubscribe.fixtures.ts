/** Concrete events of the unsubscribe page: the server's answers (done, bad link) and a network failure. */
import type { FixtureEvent } from '../registry.types';
import type {
  SavedSearchUnsubscribeEvent,
  SavedSearchUnsubscribeInput,
  UnsubscribeOutcome,
} from './saved-search-unsubscribe.types';

export const SAVED_SEARCH_UNSUBSCRIBE_INPUT: SavedSearchUnsubscribeInput = { token: 'tok_3f9a1c2e8b7d' };

export const UNSUBSCRIBED_NAME = 'BMW Seria 3 diesel';

const DONE: UnsubscribeOutcome = { kind: 'unsubscribed', name: UNSUBSCRIBED_NAME };
const BAD_LINK: UnsubscribeOutcome = { kind: 'refused', key: 'errors:savedSearches.badUnsubscribeLink' };

export const SAVED_SEARCH_UNSUBSCRIBE_EVENTS: readonly FixtureEvent<SavedSearchUnsubscribeEvent>[] = [
  { type: 'unsubscribe.confirm' },
  { type: 'unsubscribe.retry' },
  { type: 'xstate.done.actor.unsubscribe', output: DONE },
  { type: 'xstate.done.actor.unsubscribe', output: BAD_LINK },
  { type: 'xstate.error.actor.unsubscribe', error: new Error('network') },
];
