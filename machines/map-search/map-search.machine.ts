/**
 * Map search (issue 10): the cities with matching adverts on a map, clustered; the list beside it
 * follows the map's bounds once the map has stopped moving. Two regions run side by side: the base
 * map (tiles from the tile server, or the bundled county outline when they cannot load) and the
 * search (points, then the list of the current bounds).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MapPoint } from '@/lib/map/map-types';
import { outputOf } from '../actor-events';
import type { ListRequest, MapList, MapSearchContext, MapSearchEvent, MapSearchInput } from './map-search.types';

const notProvided = () => Promise.reject(new Error('provided by useMapSearch'));

/** How long the map must rest before the list follows it (ms). */
export const MAP_SETTLE_MS = 400;

export const mapSearchMachine = setup({
  types: {
    context: {} as MapSearchContext,
    events: {} as MapSearchEvent,
    input: {} as MapSearchInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPoints: fromPromise<readonly MapPoint[], Pick<ListRequest, 'categorySlug' | 'filters'>>(notProvided),
    loadList: fromPromise<MapList, ListRequest>(notProvided),
  },
  delays: { settle: MAP_SETTLE_MS },
  guards: {
    hasNoPoints: ({ context }) => context.points === null,
    hasList: ({ context }) => context.list !== null,
    hasOpenCity: ({ context }) => context.selectedCityId !== null,
    isKnownCity: ({ context, event }) =>
      event.type === 'city.select' && (context.points ?? []).some((p) => p.cityId === event.cityId),
  },
  actions: {
    setPoints: assign((_, points: readonly MapPoint[]) => ({ points })),
    setList: assign((_, list: MapList) => ({ list })),
    setViewport: assign(({ event }) => (event.type === 'map.moved' ? { viewport: event.viewport } : {})),
    setFocus: assign(({ event }) =>
      event.type === 'cluster.zoom' ? { focus: event.focus, selectedCityId: null } : {},
    ),
    selectCity: assign(({ event }) => (event.type === 'city.select' ? { selectedCityId: event.cityId } : {})),
    closeCity: assign({ selectedCityId: null }),
  },
}).createMachine({
  id: 'mapSearch',
  description: 'Căutarea pe hartă: orașele cu anunțuri grupate pe hartă și lista anunțurilor din zona afișată.',
  context: ({ input }) => ({
    categorySlug: input.categorySlug,
    filters: input.filters,
    points: input.points,
    list: input.list,
    viewport: null,
    selectedCityId: null,
    focus: null,
  }),
  type: 'parallel',
  on: {
    'city.select': { guard: 'isKnownCity', actions: 'selectCity' },
    'city.close': { guard: 'hasOpenCity', actions: 'closeCity' },
    'cluster.zoom': { actions: 'setFocus' },
  },
  states: {
    baseMap: {
      description: 'Fundalul hărții: dalele serverului de hărți sau, când nu se pot încărca, conturul județelor.',
      initial: 'loadingTiles',
      states: {
        loadingTiles: {
          description: 'Se cer primele dale de hartă.',
          on: {
            'tiles.loaded': { target: 'tiles' },
            'tiles.failed': { target: 'outline' },
          },
        },
        tiles: {
          description: 'Dalele s-au încărcat; o dală lipsă mai târziu nu schimbă fundalul.',
        },
        outline: {
          description:
            'Dalele nu se pot încărca (fără rețea, teste): harta desenează conturul județelor inclus în aplicație, tot cu grupuri și zoom.',
        },
      },
    },
    search: {
      description: 'Punctele (orașele cu anunțuri) și lista anunțurilor din zona hărții.',
      initial: 'starting',
      states: {
        starting: {
          description: 'Pagina a adus sau nu punctele de pe server.',
          always: [
            { guard: 'hasNoPoints', target: 'loadingPoints' },
            { guard: 'hasList', target: 'ready.showingList' },
            { target: 'ready.loadingList' },
          ],
        },
        loadingPoints: {
          description: 'Se încarcă orașele cu anunțuri.',
          tags: ['busy'],
          invoke: {
            id: 'loadPoints',
            src: 'loadPoints',
            input: ({ context }) => ({ categorySlug: context.categorySlug, filters: context.filters }),
            onDone: { target: 'ready.loadingList', actions: { type: 'setPoints', params: outputOf } },
            onError: { target: 'pointsFailed' },
          },
        },
        pointsFailed: {
          description: 'Orașele nu s-au putut încărca; „Încearcă din nou” le cere iar.',
          on: { 'points.retry': { target: 'loadingPoints' } },
        },
        ready: {
          description: 'Punctele sunt pe hartă; lista urmează zona afișată.',
          initial: 'showingList',
          on: {
            'map.moved': { target: '.moving', actions: 'setViewport' },
          },
          states: {
            showingList: {
              description: 'Lista arată anunțurile din zona hărții.',
            },
            moving: {
              description: 'Harta se mișcă; lista se cere după ce harta stă o clipă (debounce).',
              after: { settle: { target: 'loadingList' } },
            },
            loadingList: {
              description: 'Se încarcă anunțurile din zona afișată.',
              tags: ['busy'],
              invoke: {
                id: 'loadList',
                src: 'loadList',
                input: ({ context }) => ({
                  categorySlug: context.categorySlug,
                  filters: context.filters,
                  bounds: context.viewport?.bounds ?? null,
                }),
                onDone: { target: 'showingList', actions: { type: 'setList', params: outputOf } },
                onError: { target: 'listFailed' },
              },
            },
            listFailed: {
              description: 'Lista nu s-a putut încărca; „Încearcă din nou” o cere iar (harta rămâne folosibilă).',
              on: { 'list.retry': { target: 'loadingList' } },
            },
          },
        },
      },
    },
  },
});
