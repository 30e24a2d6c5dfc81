/**
 * Properties of the map search (issue 10): the list follows the map only after it settles, a
 * failed list never hides the map, the outline replaces tiles for good, and a city card is only
 * ever open for a city on the map.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { mapSearchMachine } from './map-search.machine';

export const MAP_SEARCH_PROPERTIES = defineFlowProperties(mapSearchMachine, {
  id: 'mapSearch',
  invariants: [
    {
      name: 'an open city card belongs to a city with adverts on the map',
      check: (s) =>
        s.context.selectedCityId === null ||
        (s.context.points ?? []).some((p) => p.cityId === s.context.selectedCityId),
    },
    {
      name: 'the list is only loaded or shown once the points are known',
      check: (s) => !s.matches({ search: 'ready' }) || s.context.points !== null,
    },
  ],
  rules: [
    {
      event: 'map.moved',
      name: 'moving the map remembers the viewport and waits before asking for the list',
      check: (_before, after, event) =>
        event.type === 'map.moved' &&
        after.context.viewport === event.viewport &&
        after.matches({ search: { ready: 'moving' } }),
    },
    {
      event: 'tiles.failed',
      name: 'when tiles fail before any has loaded, the county outline is drawn',
      check: (before, after) => !before.matches({ baseMap: 'loadingTiles' }) || after.matches({ baseMap: 'outline' }),
    },
    {
      event: 'tiles.failed',
      name: 'a tile failing after tiles have loaded does not switch to the outline',
      check: (before, after) => !before.matches({ baseMap: 'tiles' }) || after.matches({ baseMap: 'tiles' }),
    },
    {
      event: 'xstate.error.actor.loadList',
      name: 'a failed list keeps the points (the map stays usable)',
      check: (before, after) => after.context.points === before.context.points,
    },
    {
      event: 'cluster.zoom',
      name: 'zooming into a cluster asks the map to go there and closes the city card',
      check: (_before, after, event) =>
        event.type === 'cluster.zoom' && after.context.focus === event.focus && after.context.selectedCityId === null,
    },
  ],
});
