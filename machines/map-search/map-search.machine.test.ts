import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createClusterIndex } from '@/lib/map/map-clusters';
import { ROMANIA_BOUNDS } from '@/lib/map/map-types';
import { MAP_SEARCH_FILTERED_INPUT, MAP_SEARCH_INPUT, MAP_SEARCH_LIST, MAP_SEARCH_POINTS } from './map-search.fixtures';
import { MAP_SETTLE_MS, mapSearchMachine } from './map-search.machine';
import type { ListRequest } from './map-search.types';

const IASI = { bounds: { north: 47.6, south: 46.5, east: 28.2, west: 26.2 }, zoom: 8 };
const CLUJ = { bounds: { north: 47.1, south: 46.4, east: 24.2, west: 23.0 }, zoom: 9 };

function start(input = MAP_SEARCH_INPUT) {
  const clock = new SimulatedClock();
  const requests: ListRequest[] = [];
  const pointRequests: Pick<ListRequest, 'categorySlug' | 'filters'>[] = [];
  const machine = mapSearchMachine.provide({
    actors: {
      loadPoints: fromPromise(({ input: request }: { input: Pick<ListRequest, 'categorySlug' | 'filters'> }) => {
        pointRequests.push(request);
        return Promise.resolve(MAP_SEARCH_POINTS);
      }),
      loadList: fromPromise(({ input: request }: { input: ListRequest }) => {
        requests.push(request);
        return Promise.resolve(MAP_SEARCH_LIST);
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, requests, pointRequests };
}

describe('map search machine', () => {
  it('asks for the list of the last bounds only once the map has rested (debounced)', async () => {
    const { actor, clock, requests } = start();
    expect(actor.getSnapshot().matches({ search: { ready: 'showingList' } })).toBe(true);
    actor.send({ type: 'map.moved', viewport: IASI });
    clock.increment(MAP_SETTLE_MS - 100);
    actor.send({ type: 'map.moved', viewport: CLUJ });
    clock.increment(MAP_SETTLE_MS - 100);
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().matches({ search: { ready: 'moving' } })).toBe(true);
    clock.increment(100);
    expect(requests).toEqual([{ categorySlug: 'autoturisme', filters: null, bounds: CLUJ.bounds }]);
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ search: { ready: 'showingList' } })).toBe(true);
  });

  it('loads the points and then the whole-country list when the page could not', async () => {
    const { actor, requests } = start({ categorySlug: 'autoturisme', filters: null, points: null, list: null });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.points).toBe(MAP_SEARCH_POINTS);
    expect(requests).toEqual([{ categorySlug: 'autoturisme', filters: null, bounds: null }]);
  });

  it("asks for the points and every list with the listing's filters, the list within the map's bounds", async () => {
    const { actor, clock, requests, pointRequests } = start(MAP_SEARCH_FILTERED_INPUT);
    const filters = { makes: ['dacia'], condition: 'NEW' };
    expect(pointRequests).toEqual([{ categorySlug: 'autoturisme', filters }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([{ categorySlug: 'autoturisme', filters, bounds: null }]);
    actor.send({ type: 'map.moved', viewport: CLUJ });
    clock.increment(MAP_SETTLE_MS);
    expect(requests[1]).toEqual({ categorySlug: 'autoturisme', filters, bounds: CLUJ.bounds });
  });

  it('switches to the outline only when tiles fail before any loaded', () => {
    const failedFirst = start().actor;
    failedFirst.send({ type: 'tiles.failed' });
    expect(failedFirst.getSnapshot().matches({ baseMap: 'outline' })).toBe(true);
    const loadedFirst = start().actor;
    loadedFirst.send({ type: 'tiles.loaded' });
    loadedFirst.send({ type: 'tiles.failed' });
    expect(loadedFirst.getSnapshot().matches({ baseMap: 'tiles' })).toBe(true);
  });

  it('opens the card of a city on the map only', () => {
    const { actor } = start();
    actor.send({ type: 'city.select', cityId: '999' });
    expect(actor.getSnapshot().context.selectedCityId).toBeNull();
    actor.send({ type: 'city.select', cityId: '202' });
    expect(actor.getSnapshot().context.selectedCityId).toBe('202');
  });
});

describe('map clusters', () => {
  it('groups Iași and Pașcani at country zoom, summing their adverts, and splits them when zoomed in', () => {
    const index = createClusterIndex(MAP_SEARCH_POINTS);
    const country = index.markers({ bounds: ROMANIA_BOUNDS, zoom: 6 });
    const cluster = country.find((m) => m.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', advertCount: 9, cityCount: 2 });
    expect(country.filter((m) => m.kind === 'city').map((m) => (m.kind === 'city' ? m.point.cityName : ''))).toEqual([
      'Cluj-Napoca',
    ]);
    const focus = cluster?.kind === 'cluster' ? index.expansion(cluster.id) : null;
    expect(focus?.zoom).toBeGreaterThan(6);
    const zoomed = index.markers({ bounds: ROMANIA_BOUNDS, zoom: focus?.zoom ?? 0 });
    expect(zoomed.filter((m) => m.kind === 'city')).toHaveLength(3);
  });

  it('shows only the markers inside the bounds', () => {
    const index = createClusterIndex(MAP_SEARCH_POINTS);
    const markers = index.markers(CLUJ);
    expect(markers.map((m) => (m.kind === 'city' ? m.point.cityId : 'cluster'))).toEqual(['101']);
  });
});
