import { cardFixture } from '@/lib/ads/advert-view.fixtures';
/** Concrete inputs and events of the map search flow, for the model tests and the /flows explorer. */
import type { MapPoint } from '@/lib/map/map-types';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { MapList, MapSearchEvent, MapSearchInput } from './map-search.types';

/** Three cities: two close together in the north-east, one in Transylvania. */
export const MAP_SEARCH_POINTS: readonly MapPoint[] = [
  {
    cityId: '101',
    cityName: 'Cluj-Napoca',
    citySlug: 'cluj-napoca',
    countyCode: 'CJ',
    countyName: 'Cluj',
    latitude: 46.7712,
    longitude: 23.6236,
    advertCount: 12,
  },
  {
    cityId: '202',
    cityName: 'Iași',
    citySlug: 'iasi',
    countyCode: 'IS',
    countyName: 'Iași',
    latitude: 47.1585,
    longitude: 27.6014,
    advertCount: 7,
  },
  {
    cityId: '203',
    cityName: 'Pașcani',
    citySlug: 'pascani',
    countyCode: 'IS',
    countyName: 'Iași',
    latitude: 47.2472,
    longitude: 26.7225,
    advertCount: 2,
  },
];

/** One page of the list: two adverts. */
export const MAP_SEARCH_LIST: MapList = {
  totalCount: 2,
  pageInfo: {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
    pageNumber: 1,
    pageCount: 1,
  },
  nodes: [
    cardFixture({
      id: '1001',
      url: '/autoturisme/anunt/1001',
      title: 'Dacia Logan 1.0 SCe Laureate',
      price: { amount: 6900, currency: 'EUR', net: null, amountLei: 34293, amountEur: 6900 },
      year: 2018,
      mileage: 98000,
      fuelType: 'PETROL',
      enginePower: 73,
      mainPhoto: null,
      photoCount: 0,
      location: { cityName: 'Cluj-Napoca', countyName: 'Cluj' },
      badges: [],
    }),
    cardFixture({
      id: '1002',
      url: '/autoturisme/anunt/1002',
      title: 'Volkswagen Golf 1.6 TDI Comfortline',
      price: { amount: 38500, currency: 'LEI', net: null, amountLei: 38500, amountEur: 7746 },
      year: 2014,
      mileage: 187000,
      fuelType: 'DIESEL',
      enginePower: 105,
      mainPhoto: null,
      photoCount: 0,
      location: { cityName: 'Iași', countyName: 'Iași' },
      badges: [],
    }),
  ],
};

/** The page loaded both the points and the first page of the list. */
export const MAP_SEARCH_INPUT: MapSearchInput = {
  categorySlug: 'autoturisme',
  filters: null,
  points: MAP_SEARCH_POINTS,
  list: MAP_SEARCH_LIST,
};

/** /autoturisme/harta?marca=dacia&stare=nou: the listing's filters, as the page hands them over. */
const MAP_SEARCH_FILTERS = { makes: ['dacia'], condition: 'NEW' } as const satisfies MapSearchInput['filters'];

/** The filtered map as a page without server data opens it: points and list follow the filters. */
export const MAP_SEARCH_FILTERED_INPUT: MapSearchInput = {
  categorySlug: 'autoturisme',
  filters: { makes: [...MAP_SEARCH_FILTERS.makes], condition: MAP_SEARCH_FILTERS.condition },
  points: null,
  list: null,
};

const AFTER_SETTLE = 'xstate.after.settle.mapSearch.search.ready.moving';

/** The events of a visit: the map moves and zooms, a city is opened, the list's calls answer (the tiles: scenario base-map). */
export const MAP_SEARCH_EVENTS: readonly FixtureEvent<MapSearchEvent>[] = [
  {
    type: 'map.moved',
    // The north of the country at country zoom: all three cities in view, Iași and Pașcani still grouped.
    viewport: { bounds: { north: 48.2, south: 46.0, east: 28.6, west: 22.8 }, zoom: 6 },
  },
  { type: AFTER_SETTLE },
  { type: 'xstate.done.actor.loadList', output: MAP_SEARCH_LIST },
  { type: 'xstate.error.actor.loadList', error: new Error('network') },
  { type: 'list.retry' },
  { type: 'cluster.zoom', focus: { latitude: 47.2, longitude: 27.16, zoom: 9 } },
  { type: 'city.select', cityId: '101' },
  { type: 'city.close' },
];

/** The base map on its own (tiles load, or fail and the outline is drawn); the page could not load the points. */
export const MAP_SEARCH_SCENARIOS: readonly FlowScenario<MapSearchInput, MapSearchEvent>[] = [
  {
    id: 'base-map',
    title: 'Fundalul hărții: dalele se încarcă sau se desenează conturul județelor',
    input: MAP_SEARCH_INPUT,
    events: [{ type: 'tiles.loaded' }, { type: 'tiles.failed' }, { type: 'city.select', cityId: '101' }],
    skipEvents: [
      'map.moved',
      'cluster.zoom',
      'city.close',
      'list.retry',
      AFTER_SETTLE,
      'xstate.done.actor.loadList',
      'xstate.error.actor.loadList',
    ],
  },
  {
    id: 'points-without-list',
    title: 'Punctele de la server, fără prima pagină a listei (lista se cere în pagină)',
    input: { ...MAP_SEARCH_INPUT, list: null },
    events: [
      { type: 'xstate.done.actor.loadList', output: MAP_SEARCH_LIST },
      { type: 'xstate.error.actor.loadList', error: new Error('network') },
      { type: 'list.retry' },
    ],
    skipEvents: [
      'map.moved',
      'cluster.zoom',
      'city.select',
      'city.close',
      'tiles.loaded',
      'tiles.failed',
      AFTER_SETTLE,
    ],
  },
  {
    id: 'filtered',
    title: 'Harta deschisă din listă cu filtre (marcă, stare): punctele și lista urmează filtrele',
    input: MAP_SEARCH_FILTERED_INPUT,
    events: [
      { type: 'xstate.done.actor.loadPoints', output: MAP_SEARCH_POINTS },
      { type: 'xstate.done.actor.loadList', output: MAP_SEARCH_LIST },
      {
        type: 'map.moved',
        viewport: { bounds: { north: 48.2, south: 46.0, east: 28.6, west: 22.8 }, zoom: 6 },
      },
      { type: AFTER_SETTLE },
      { type: 'city.select', cityId: '101' },
    ],
    // Failures, retries, clusters and tiles are the other scenarios' walks.
    skipEvents: [
      'xstate.error.actor.loadPoints',
      'points.retry',
      'xstate.error.actor.loadList',
      'list.retry',
      'cluster.zoom',
      'city.close',
      'tiles.loaded',
      'tiles.failed',
    ],
  },
  {
    id: 'without-server-data',
    title: 'Fără date de la server (punctele se încarcă în pagină)',
    input: { categorySlug: 'autoturisme', filters: null, points: null, list: null },
    events: [
      { type: 'xstate.done.actor.loadPoints', output: MAP_SEARCH_POINTS },
      { type: 'xstate.error.actor.loadPoints', error: new Error('network') },
      { type: 'points.retry' },
      { type: 'xstate.done.actor.loadList', output: MAP_SEARCH_LIST },
      { type: 'city.select', cityId: '101' },
    ],
    skipEvents: ['map.moved', 'cluster.zoom', 'city.close', 'list.retry', 'tiles.loaded', 'tiles.failed'],
  },
];
