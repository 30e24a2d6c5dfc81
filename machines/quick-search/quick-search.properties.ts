/**
 * SPEC properties of the home quick search (issue 10): the makes offered are the chosen
 * category's (never car makes for motorcycles), parts get a free text, and a make list once
 * loaded is not asked for again.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { quickSearchMachine, TEXT_CATEGORIES } from './quick-search.machine';

export const QUICK_SEARCH_PROPERTIES = defineFlowProperties(quickSearchMachine, {
  id: 'quickSearch',
  invariants: [
    {
      name: 'a make list is offered only when the chosen category has its own makes loaded',
      check: (s) => !s.matches('makes') || s.context.makes[s.context.category] !== undefined,
    },
    {
      name: 'parts get the free text, never a make list',
      check: (s) => TEXT_CATEGORIES.includes(s.context.category) === s.matches('text'),
    },
  ],
  rules: [
    {
      event: 'category.change',
      name: 'the chosen category is the one shown, and known makes are not loaded again',
      check: (before, after, event) =>
        event.type === 'category.change' &&
        after.context.category === event.category &&
        (before.context.makes[event.category] === undefined || !after.matches('loadingMakes')),
    },
    {
      event: 'xstate.done.actor.loadMakes',
      name: 'loaded makes are offered for the category they were loaded for',
      check: (_before, after) => after.matches('makes'),
    },
  ],
});
