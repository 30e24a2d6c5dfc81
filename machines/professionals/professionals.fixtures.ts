/**
 * Concrete inputs and events of the professionals listing: every dealer with results, a name
 * typed, a county chosen, a search restored by the back button, and the server's answers.
 */
import type { ProfessionalsPageView } from '@/lib/graphql/generated/page-operations';
import { EMPTY_PROFESSIONALS_QUERY, type ParsedProfessionals } from '@/lib/sellers/professionals-query';
import type { ProfessionalsData, ProfessionalsOutcome } from '@/lib/sellers/professionals-search';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { ProfessionalsEvent, ProfessionalsInput } from './professionals.types';

const PAGE_INFO = {
  hasNextPage: false,
  hasPreviousPage: false,
  startCursor: null,
  endCursor: null,
  pageNumber: 1,
  pageCount: 1,
};

const dealer = (id: string, name: string, stock: number) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  activeAdvertCount: stock,
  memberSince: '2019-03-01T10:00:00.000Z',
  url: `/vanzator/00000000-0000-4000-8000-00000000000${id}`,
  location: { cityName: 'Cluj-Napoca', countyName: 'Cluj' },
});

const FACETS = {
  counties: [
    { value: 'B', label: 'București', count: 4 },
    { value: 'CJ', label: 'Cluj', count: 2 },
  ],
  cities: [],
  categories: [{ value: 'autoturisme', label: 'autoturisme', count: 6 }],
};

const TWO: ProfessionalsPageView = {
  totalCount: 2,
  pageInfo: PAGE_INFO,
  nodes: [dealer('1', 'Auto Premium Volan SRL', 24), dealer('2', 'Someș Trucks SRL', 7)],
};

/** Two dealers in Cluj. */
export const PROFESSIONALS_RESULTS: ProfessionalsData = {
  results: TWO,
  facets: { ...FACETS, cities: [{ value: 'cluj-napoca', label: 'Cluj-Napoca', count: 2 }] },
};
/** No dealer matches. */
export const PROFESSIONALS_NO_RESULTS: ProfessionalsData = {
  results: { totalCount: 0, pageInfo: { ...PAGE_INFO, pageCount: 1 }, nodes: [] },
  facets: FACETS,
};

/** /dealeri as the server rendered it. */
export const PROFESSIONALS_START: ParsedProfessionals = { query: EMPTY_PROFESSIONALS_QUERY, notices: [] };
/** 'Someș' typed in the name box. */
export const PROFESSIONALS_TYPED: ParsedProfessionals = {
  query: { ...EMPTY_PROFESSIONALS_QUERY, q: 'Someș' },
  notices: [],
};
/** Cluj chosen in the county select. */
export const PROFESSIONALS_CHOSEN: ParsedProfessionals = {
  query: { ...EMPTY_PROFESSIONALS_QUERY, county: 'CJ' },
  notices: [],
};
/** The search the back button returns to (/dealeri?sort=name). */
export const PROFESSIONALS_BACK: ParsedProfessionals = {
  query: { ...EMPTY_PROFESSIONALS_QUERY, sort: 'name' },
  notices: [],
};

/** The page with results. */
export const PROFESSIONALS_INPUT: ProfessionalsInput = { search: PROFESSIONALS_START, data: PROFESSIONALS_RESULTS };

const found = (data: ProfessionalsData): ProfessionalsOutcome => ({
  query: PROFESSIONALS_CHOSEN.query,
  notices: [],
  data,
});

/** Typing, choosing, going back, and the answers of the search. */
export const PROFESSIONALS_EVENTS: readonly FixtureEvent<ProfessionalsEvent>[] = [
  { type: 'filters.edit', search: PROFESSIONALS_TYPED },
  { type: 'filters.set', search: PROFESSIONALS_CHOSEN },
  { type: 'history.restore', search: PROFESSIONALS_BACK },
  { type: 'search.retry' },
  { type: 'xstate.after.nameDelay.professionals.editing' },
  { type: 'xstate.done.actor.search', output: found(PROFESSIONALS_RESULTS) },
  { type: 'xstate.error.actor.search', error: new Error('network') },
];

/** A page that failed on the server, and a search that finds nobody. */
export const PROFESSIONALS_SCENARIOS: readonly FlowScenario<ProfessionalsInput, ProfessionalsEvent>[] = [
  {
    id: 'cautare-esuata',
    title: 'Pagina vine de la server fără dealeri (căutarea a eșuat): „Încearcă din nou”',
    input: { search: PROFESSIONALS_START, data: { results: null, facets: null } },
    events: [
      { type: 'search.retry' },
      { type: 'xstate.done.actor.search', output: found(PROFESSIONALS_RESULTS) },
      { type: 'xstate.error.actor.search', error: new Error('network') },
    ],
    skipEvents: ['filters.edit', 'filters.set', 'history.restore', 'xstate.after.nameDelay.professionals.editing'],
  },
  {
    id: 'fara-rezultate',
    title: 'Niciun dealer nu se potrivește: „Vezi toți dealerii” șterge filtrele',
    input: { search: PROFESSIONALS_CHOSEN, data: PROFESSIONALS_NO_RESULTS },
    events: [
      { type: 'filters.set', search: PROFESSIONALS_START, remount: true },
      { type: 'xstate.done.actor.search', output: found(PROFESSIONALS_NO_RESULTS) },
    ],
    skipEvents: [
      'filters.edit',
      'history.restore',
      'search.retry',
      'xstate.after.nameDelay.professionals.editing',
      'xstate.error.actor.search',
    ],
  },
];
