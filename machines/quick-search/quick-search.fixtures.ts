/**
 * Concrete inputs and events of the home quick search: cars with their makes loaded by the page,
 * motorcycles chosen (their makes arrive, or fail to), parts chosen (a free text), cars again.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { LoadedMakes, QuickSearchEvent, QuickSearchInput } from './quick-search.types';

/** The car makes the home page loads. */
export const CAR_MAKES = [
  { value: 'dacia', label: 'Dacia', count: 900 },
  { value: 'skoda', label: 'Škoda', count: 300 },
];
/** The motorcycles' makes as the listing's facet gives them. */
export const MOTO_MAKES: LoadedMakes = {
  category: 'motociclete',
  makes: [
    { value: 'honda', label: 'Honda', count: 40 },
    { value: 'yamaha', label: 'Yamaha', count: 35 },
  ],
};

/** The home page: cars, with the car makes. */
export const QUICK_SEARCH_INPUT: QuickSearchInput = { category: 'autoturisme', makes: { autoturisme: CAR_MAKES } };

/** Choosing categories, and the answers of the make loader. */
export const QUICK_SEARCH_EVENTS: readonly FixtureEvent<QuickSearchEvent>[] = [
  { type: 'category.change', category: 'motociclete' },
  { type: 'category.change', category: 'piese' },
  { type: 'category.change', category: 'autoturisme' },
  { type: 'xstate.done.actor.loadMakes', output: MOTO_MAKES },
  { type: 'xstate.error.actor.loadMakes', error: new Error('network') },
];

/** None beyond the default walk: every state and transition is reached from the home page's input. */
export const QUICK_SEARCH_SCENARIOS: readonly FlowScenario<QuickSearchInput, QuickSearchEvent>[] = [];
