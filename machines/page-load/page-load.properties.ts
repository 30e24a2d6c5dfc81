/**
 * SPEC properties of the page load status (§4 'Other'): loading, then page_loaded on the window
 * load event, never back.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { pageLoadMachine } from './page-load.machine';

export const PAGE_LOAD_PROPERTIES = defineFlowProperties(pageLoadMachine, {
  id: 'pageLoad',
  invariants: [
    {
      name: 'the page is loading or loaded, and loaded is final',
      check: (snapshot) => (snapshot.matches('pageLoaded') ? snapshot.status === 'done' : snapshot.matches('loading')),
    },
  ],
  rules: [
    {
      event: 'window.load',
      name: 'the window load event makes the page loaded',
      check: (_before, after) => after.matches('pageLoaded'),
    },
  ],
});
