/**
 * SPEC properties of the unsubscribe page (§2.2): nothing changes until the reader presses the
 * button; the confirmation names the search; a bad link or a failure says why.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { savedSearchUnsubscribeMachine } from './saved-search-unsubscribe.machine';

export const SAVED_SEARCH_UNSUBSCRIBE_PROPERTIES = defineFlowProperties(savedSearchUnsubscribeMachine, {
  id: 'savedSearchUnsubscribe',
  invariants: [
    {
      name: 'the confirmation names the search',
      check: (s) => !s.matches('unsubscribed') || (s.context.name !== null && s.context.name !== ''),
    },
    {
      name: 'nothing is turned off before the button is pressed (link scanners follow links)',
      check: (s) => !s.matches('asking') || (s.context.name === null && s.context.error === null),
    },
    {
      name: 'a bad link or a failure says why',
      check: (s) => (!s.matches('badLink') && !s.matches('failed')) || s.context.error !== null,
    },
  ],
  rules: [
    {
      event: 'unsubscribe.retry',
      name: 'a retry clears the failure',
      check: (_before, after) => after.context.error === null,
    },
  ],
});
