/**
 * SPEC properties of the listing (§2.6, issue 10): filters apply as they change and are never
 * lost — not when a search fails, finds nothing or is restored; the sort applies at once; back and
 * forward bring exactly the URL's search; the count shown is a count of adverts or nothing.
 */
import { listingHref } from '@/lib/listing/listing-href';
import { defineFlowProperties } from '../flow-properties.types';
import { listingMachine } from './listing.machine';

const href = listingHref;

export const LISTING_PROPERTIES = defineFlowProperties(listingMachine, {
  id: 'listing',
  invariants: [
    {
      name: 'the count is a whole number of adverts or unknown',
      check: ({ context }) => context.count === null || (Number.isInteger(context.count) && context.count >= 0),
    },
    {
      name: 'a search that failed shows no results but keeps its filters',
      check: (s) => !s.matches({ search: 'error' }) || s.context.data.results === null,
    },
    {
      name: 'results, or no results, are shown only for the applied search',
      check: (s) =>
        !(s.matches({ search: 'results' }) || s.matches({ search: 'empty' })) || s.context.data.results !== null,
    },
  ],
  rules: [
    {
      event: 'filters.edit',
      name: 'what was typed is kept as typed, and nothing is applied before the pause',
      check: (before, after, event) =>
        event.type === 'filters.edit' &&
        href(after.context.draft) === href(event.search.query) &&
        href(after.context.query) === href(before.context.query),
    },
    {
      event: 'filters.set',
      name: 'a choice applies at once',
      check: (_before, after, event) =>
        event.type === 'filters.set' &&
        href(after.context.query) === href(event.search.query) &&
        after.matches({ search: 'loading' }),
    },
    {
      event: 'sort.change',
      name: 'the sort applies at once and keeps every filter',
      check: (before, after, event) =>
        event.type === 'sort.change' &&
        after.context.query.sort === event.sort &&
        href({ ...after.context.query, sort: before.context.draft.sort }) === href(before.context.draft) &&
        after.matches({ search: 'loading' }),
    },
    {
      event: 'history.restore',
      name: 'back and forward show exactly the search of the URL',
      check: (_before, after, event) =>
        event.type === 'history.restore' &&
        href(after.context.query) === href(event.search.query) &&
        href(after.context.draft) === href(event.search.query) &&
        after.matches({ search: 'loading' }),
    },
    {
      event: 'xstate.error.actor.search',
      name: 'a failed search keeps every filter',
      check: (before, after) => href(after.context.query) === href(before.context.query),
    },
    {
      event: 'search.retry',
      name: 'retry asks again for the same search',
      check: (before, after) =>
        href(after.context.query) === href(before.context.query) && after.matches({ search: 'loading' }),
    },
  ],
});
