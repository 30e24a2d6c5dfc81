/**
 * Concrete inputs and events of the listing: a BMW search with results, a price typed, a fuel
 * chosen, the sort changed, a search restored by the back button, and the servers' answers.
 */
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import { emptyQuery, type ParsedListing } from '@/lib/listing/listing-query';
import type { ListingData, ListingOutcome } from '@/lib/listing/listing-search';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { ListingEvent, ListingInput } from './listing.types';

const PAGE_INFO = {
  hasNextPage: false,
  hasPreviousPage: false,
  startCursor: null,
  endCursor: null,
  pageNumber: 1,
  pageCount: 1,
};

/** Results of a search with two adverts. */
export const LISTING_RESULTS: ListingData = {
  results: { totalCount: 2, pageInfo: PAGE_INFO, nodes: [cardFixture({ id: '1' }), cardFixture({ id: '2' })] },
  filters: null,
  summaryCount: 2,
};

/** The same search with nothing found. */
export const LISTING_NO_RESULTS: ListingData = {
  results: { totalCount: 0, pageInfo: { ...PAGE_INFO, pageCount: 0 }, nodes: [] },
  filters: null,
  summaryCount: 0,
};

const BMW = { ...emptyQuery('autoturisme'), make: 'bmw' };

/** /autoturisme/bmw as the server rendered it. */
export const LISTING_START: ParsedListing = { query: BMW, notices: [] };
/** A maximum price typed ('20.000'). */
export const LISTING_TYPED: ParsedListing = { query: { ...BMW, ranges: { price: [null, 20000] } }, notices: [] };
/** Diesel chosen in the fuel field. */
export const LISTING_CHOSEN: ParsedListing = { query: { ...BMW, lists: { fuel: ['DIESEL'] } }, notices: [] };
/** 'Nou' chosen in the condition field of /autoturisme: where the home's 'Mașini noi' button leads. */
export const LISTING_NEW_CARS: ParsedListing = {
  query: { ...emptyQuery('autoturisme'), condition: 'NEW' },
  notices: [],
};
/** The search the back button returns to (/autoturisme). */
export const LISTING_BACK: ParsedListing = { query: emptyQuery('autoturisme'), notices: [] };

/** The page with results. */
export const LISTING_INPUT: ListingInput = { search: LISTING_START, data: LISTING_RESULTS };

const found = (data: ListingData): ListingOutcome => ({ query: LISTING_CHOSEN.query, notices: [], data });

/** Editing, choosing, sorting, going back, and the answers of the search and of the count. */
export const LISTING_EVENTS: readonly FixtureEvent<ListingEvent>[] = [
  { type: 'filters.edit', search: LISTING_TYPED },
  { type: 'filters.set', search: LISTING_CHOSEN },
  { type: 'sort.change', sort: 'PRICE_ASC' },
  { type: 'history.restore', search: LISTING_BACK },
  { type: 'search.retry' },
  { type: 'xstate.after.applyDelay.listing.search.editing' },
  { type: 'xstate.done.actor.search', output: found(LISTING_RESULTS) },
  { type: 'xstate.error.actor.search', error: new Error('network') },
  { type: 'xstate.done.actor.count', output: 7 },
  { type: 'xstate.error.actor.count', error: new Error('network') },
];

const newCarsFound: ListingOutcome = { query: LISTING_NEW_CARS.query, notices: [], data: LISTING_RESULTS };

/** A search with no results: a filter removed by its chip, the answer, a failure and its retry; new cars chosen. */
export const LISTING_SCENARIOS: readonly FlowScenario<ListingInput, ListingEvent>[] = [
  {
    id: 'cautare-esuata',
    title: 'Pagina vine de la server fără rezultate (căutarea a eșuat): „Încearcă din nou”',
    input: { search: LISTING_START, data: { results: null, filters: null, summaryCount: null } },
    events: [
      { type: 'search.retry' },
      { type: 'xstate.done.actor.search', output: found(LISTING_RESULTS) },
      { type: 'xstate.error.actor.search', error: new Error('network') },
    ],
    skipEvents: [
      'filters.edit',
      'filters.set',
      'sort.change',
      'history.restore',
      'xstate.after.applyDelay.listing.search.editing',
      'xstate.done.actor.count',
      'xstate.error.actor.count',
    ],
  },
  {
    id: 'numar',
    title: 'Numărul din foaia de filtre de pe telefon',
    input: LISTING_INPUT,
    events: [
      { type: 'filters.edit', search: LISTING_TYPED },
      { type: 'filters.set', search: LISTING_CHOSEN },
      { type: 'xstate.done.actor.count', output: 7 },
      { type: 'xstate.error.actor.count', error: new Error('network') },
    ],
    // The search's own walk is the default scenario's.
    skipEvents: [
      'sort.change',
      'history.restore',
      'search.retry',
      'xstate.after.applyDelay.listing.search.editing',
      'xstate.done.actor.search',
      'xstate.error.actor.search',
    ],
  },
  {
    id: 'masini-noi',
    title: 'Stare „Nou” aleasă pe /autoturisme: se aplică imediat, URL-ul devine /autoturisme?stare=nou',
    input: { search: LISTING_BACK, data: LISTING_RESULTS },
    events: [
      { type: 'filters.set', search: LISTING_NEW_CARS },
      { type: 'xstate.done.actor.search', output: newCarsFound },
      { type: 'xstate.done.actor.count', output: 3 },
    ],
    // Typing, sorting, history, failures and retries are the default scenario's walk.
    skipEvents: [
      'filters.edit',
      'sort.change',
      'history.restore',
      'search.retry',
      'xstate.after.applyDelay.listing.search.editing',
      'xstate.error.actor.search',
      'xstate.error.actor.count',
    ],
  },
  {
    id: 'fara-rezultate',
    title: 'O căutare fără rezultate: filtrele rămân și se pot scoate',
    input: { search: LISTING_START, data: LISTING_NO_RESULTS },
    events: [
      { type: 'filters.set', search: LISTING_BACK, remount: true },
      { type: 'xstate.done.actor.search', output: found(LISTING_RESULTS) },
      { type: 'xstate.error.actor.search', error: new Error('network') },
      { type: 'search.retry' },
    ],
    // Typing, sorting, history and the count are the default scenario's walk.
    skipEvents: [
      'filters.edit',
      'sort.change',
      'history.restore',
      'xstate.after.applyDelay.listing.search.editing',
      'xstate.done.actor.count',
      'xstate.error.actor.count',
    ],
  },
];
