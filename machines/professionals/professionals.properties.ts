/**
 * SPEC properties of the professionals listing (§2.6, issue 10): filters apply as they change and
 * are never lost — not when a search fails, finds nobody or is restored; back and forward bring
 * exactly the URL's search; a typed name waits for the pause.
 */
import { professionalsAddress } from '@/lib/sellers/sellers-href';
import { defineFlowProperties } from '../flow-properties.types';
import { professionalsMachine } from './professionals.machine';

const href = professionalsAddress;

export const PROFESSIONALS_PROPERTIES = defineFlowProperties(professionalsMachine, {
  id: 'professionals',
  invariants: [
    {
      name: 'a search that failed shows no dealers but keeps its filters',
      check: (s) => !s.matches('error') || s.context.data.results === null,
    },
    {
      name: 'dealers, or none, are shown only for a search that answered',
      check: (s) => !(s.matches('results') || s.matches('empty')) || s.context.data.results !== null,
    },
    {
      name: 'the empty state is shown only when the answer has no dealer',
      check: (s) => !s.matches('empty') || s.context.data.results?.nodes.length === 0,
    },
  ],
  rules: [
    {
      event: 'filters.edit',
      name: 'a typed name is kept as typed, and nothing is applied before the pause',
      check: (before, after, event) =>
        event.type === 'filters.edit' &&
        href(after.context.draft) === href(event.search.query) &&
        href(after.context.query) === href(before.context.query),
    },
    {
      event: 'filters.set',
      name: 'a choice applies at once, from the first page',
      check: (_before, after, event) =>
        event.type === 'filters.set' &&
        href(after.context.query) === href({ ...event.search.query, after: null, before: null }) &&
        after.matches('loading'),
    },
    {
      event: 'history.restore',
      name: 'back and forward show exactly the search of the URL (the one shown, with nothing typed, stays)',
      check: (before, after, event) =>
        event.type === 'history.restore' &&
        href(after.context.query) === href(event.search.query) &&
        href(after.context.draft) === href(event.search.query) &&
        (after.matches('loading') ||
          (href(before.context.query) === href(event.search.query) &&
            href(before.context.draft) === href(event.search.query) &&
            before.value === after.value)),
    },
    {
      event: 'xstate.error.actor.search',
      name: 'a failed search keeps every filter',
      check: (before, after) => href(after.context.query) === href(before.context.query),
    },
    {
      event: 'search.retry',
      name: 'retry asks again for the same search',
      check: (before, after) => href(after.context.query) === href(before.context.query) && after.matches('loading'),
    },
  ],
});
