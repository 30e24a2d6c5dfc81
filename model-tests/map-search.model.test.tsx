// @vitest-environment jsdom
/**
 * Generated paths of the map search, walked on the machine and through MapSearchLayout with the
 * real hook (parked calls, fake timers for the settle delay). Leaflet cannot draw in jsdom, so the
 * map slot holds a stand-in with the canvas's contract: one button per marker of the view
 * (clicking a cluster zooms into it, a city opens its card) and the map's own reports (moves,
 * tiles). e2e/map.spec.ts drives the real Leaflet canvas.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { MapSearchLayout, type MapSearchFilters } from '@/components/map/map-search-screen';
import { emptyQuery } from '@/lib/listing/listing-query';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { MAP_SETTLE_MS } from '@/machines/map-search/map-search.machine';
import type { MapSearchContext, MapSearchEvent, MapSearchInput } from '@/machines/map-search/map-search.types';
import { useMapSearch, type MapSearchView } from '@/machines/map-search/use-map-search';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as MapSearchContext;
/** The markers of the fixtures at country zoom: Iași and Pașcani grouped, Cluj alone. */
const CLUSTER = '9 anunțuri în 2 orașe — mărește harta';
const CLUJ = 'Cluj-Napoca: 12 anunțuri';
const OUTLINE = 'Harta detaliată nu se poate încărca acum; afișăm conturul județelor.';

let current: MapSearchView | null = null;

function StandInMap({ view }: { view: MapSearchView }) {
  current = view;
  return (
    <div data-testid="map">
      {view.markers.map((marker) =>
        marker.kind === 'cluster' ? (
          <button key={`c${marker.id}`} type="button" onClick={() => view.zoomIntoCluster(marker.id)}>
            {`${marker.advertCount} anunțuri în ${marker.cityCount} orașe — mărește harta`}
          </button>
        ) : (
          <button key={marker.point.cityId} type="button" onClick={() => view.selectCity(marker.point.cityId)}>
            {`${marker.point.cityName}: ${marker.point.advertCount} anunțuri`}
          </button>
        ),
      )}
    </div>
  );
}

function mapView(): MapSearchView {
  if (!current) throw new Error('the map has not rendered');
  return current;
}

const list = () => screen.getByRole('region', { name: 'Anunțurile din zona hărții' });

function expectMarkers(snapshot: FlowSnapshot): void {
  const map = screen.getByTestId('map');
  const known = ctx(snapshot).points !== null;
  expect(within(map).queryByRole('button', { name: CLUSTER }) !== null).toBe(known);
  expect(within(map).queryByRole('button', { name: CLUJ }) !== null).toBe(known);
}

function expectCityCard(snapshot: FlowSnapshot): void {
  const selected = ctx(snapshot).selectedCityId;
  const card = screen.queryByRole('region', { name: 'Cluj-Napoca, județul Cluj' });
  expect(card !== null).toBe(selected === '101');
  if (card) {
    expect(within(card).getByText('12 anunțuri active')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Vezi anunțurile din Cluj-Napoca' })).toHaveAttribute(
      'href',
      ctx(snapshot).filters
        ? '/autoturisme/dacia?stare=nou&judet=cj&oras=cluj-napoca'
        : '/autoturisme?judet=cj&oras=cluj-napoca',
    );
  }
}

function expectList(updating: boolean, failed: boolean): void {
  expect(list()).toHaveAttribute('aria-busy', String(updating));
  expect(within(list()).getByText('2 anunțuri în zona hărții')).toBeInTheDocument();
  expect(within(list()).getAllByRole('article')).toHaveLength(2);
  expect(within(list()).queryByText('Se actualizează lista…') !== null).toBe(updating);
  const alert = oneWithRole(list(), 'alert');
  if (failed) expect(alert).toHaveTextContent('Anunțurile din zona hărții nu s-au putut încărca.');
  else expect(alert).toBeNull();
}

/** The search the page read from its URL: the scenario's filters (make, condition) as the listing's query. */
function searchOf(input: MapSearchInput): MapSearchFilters {
  const query = emptyQuery(input.categorySlug);
  const filtered = input.filters ? { ...query, make: 'dacia', condition: 'NEW' as const } : query;
  return { query: filtered, notices: [], places: { counties: [], cities: [] } };
}

/** Chips name the filters, each leading to the map without it; the list link keeps them. */
function expectFilters(input: MapSearchInput): void {
  const chips = screen.queryByRole('list', { name: 'Filtrele hărții' });
  expect(chips !== null).toBe(input.filters !== null);
  const back = screen.getByRole('link', { name: 'Înapoi la listă' });
  if (!chips) {
    expect(back).toHaveAttribute('href', '/autoturisme');
    return;
  }
  expect(within(chips).getByRole('link', { name: /Marcă: Dacia/ })).toHaveAttribute(
    'href',
    '/autoturisme/harta?stare=nou',
  );
  expect(within(chips).getByRole('link', { name: /Stare: Nou/ })).toHaveAttribute(
    'href',
    '/autoturisme/harta?marca=dacia',
  );
  expect(screen.getByRole('link', { name: 'Șterge filtrele' })).toHaveAttribute('href', '/autoturisme/harta');
  expect(back).toHaveAttribute('href', '/autoturisme/dacia?stare=nou');
}

describeFlow(
  findRegisteredMachine('mapSearch')!,
  (scenario, flow) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = createActorController(actorSources(flow.machine));
    const input = scenario.input as MapSearchInput;
    function Harness() {
      const view = useMapSearch(input, { actors: controller.actors });
      return (
        <MapSearchLayout
          categorySlug={input.categorySlug}
          search={searchOf(input)}
          view={view}
          map={<StandInMap view={view} />}
        />
      );
    }
    const rendered = renderWithProviders(<Harness />);
    const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
    const events: Record<
      | MapSearchEvent['type']
      | 'xstate.after.settle.mapSearch.search.ready.moving'
      | `xstate.${'done' | 'error'}.actor.${'loadPoints' | 'loadList'}`,
      (step: { event: EventObject }) => void | Promise<void>
    > = {
      'map.moved': ({ event }) => {
        act(() => mapView().moved((event as Extract<MapSearchEvent, { type: 'map.moved' }>).viewport));
      },
      'cluster.zoom': () =>
        actAndFlush(() => fireEvent.click(within(screen.getByTestId('map')).getByRole('button', { name: CLUSTER }))),
      'city.select': () =>
        actAndFlush(() => fireEvent.click(within(screen.getByTestId('map')).getByRole('button', { name: CLUJ }))),
      'city.close': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Închide'))),
      'list.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(list(), 'Încearcă din nou'))),
      'points.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
      'tiles.loaded': () => {
        act(() => mapView().tilesLoaded());
      },
      'tiles.failed': () => {
        act(() => mapView().tilesFailed());
      },
      'xstate.after.settle.mapSearch.search.ready.moving': () => {
        act(() => {
          vi.advanceTimersByTime(MAP_SETTLE_MS);
        });
      },
      'xstate.done.actor.loadPoints': settle,
      'xstate.error.actor.loadPoints': settle,
      'xstate.done.actor.loadList': settle,
      'xstate.error.actor.loadList': settle,
    };
    const outlineShown = (shown: boolean) => expect(screen.queryByText(OUTLINE) !== null).toBe(shown);
    return {
      params: {
        events,
        states: {
          'baseMap.loadingTiles': () => outlineShown(false),
          'baseMap.tiles': () => outlineShown(false),
          'baseMap.outline': () => outlineShown(true),
          'search.starting': () => {
            throw new Error('starting is transient: the flow never rests there');
          },
          'search.loadingPoints': (snapshot: FlowSnapshot) => {
            expect(screen.getByText('Se încarcă orașele cu anunțuri…')).toBeInTheDocument();
            expectFilters(input);
            expectMarkers(snapshot);
            expect(within(list()).queryAllByRole('article')).toHaveLength(0);
          },
          'search.pointsFailed': (snapshot: FlowSnapshot) => {
            expect(screen.getByRole('alert')).toHaveTextContent('Orașele cu anunțuri nu s-au putut încărca.');
            expectMarkers(snapshot);
          },
          'search.ready.showingList': (snapshot: FlowSnapshot) => {
            expectMarkers(snapshot);
            expectFilters(input);
            expectCityCard(snapshot);
            expectList(false, false);
          },
          'search.ready.moving': (snapshot: FlowSnapshot) => {
            expectMarkers(snapshot);
            expectCityCard(snapshot);
            // The map can move before the first page arrived (points loaded in the browser).
            if (ctx(snapshot).list) expectList(true, false);
            else expect(list()).toHaveAttribute('aria-busy', 'true');
          },
          'search.ready.loadingList': (snapshot: FlowSnapshot) => {
            expectMarkers(snapshot);
            expectCityCard(snapshot);
            // Without a first page (points loaded in the browser) the list is still empty.
            if (ctx(snapshot).list) expectList(true, false);
            else expect(list()).toHaveAttribute('aria-busy', 'true');
          },
          'search.ready.listFailed': (snapshot: FlowSnapshot) => {
            expectMarkers(snapshot);
            expectCityCard(snapshot);
            expect(oneWithRole(list(), 'alert')).toHaveTextContent('Anunțurile din zona hărții nu s-au putut încărca.');
          },
        },
      },
      dispose: () => {
        rendered.unmount();
        current = null;
        vi.useRealTimers();
      },
    };
  },
  // ~300 paths that differ mostly in which viewport and city they carry: the machine walks them all,
  // the screen the covering ones (every state rested in, every transition taken).
  { screenPaths: 'covering' },
);
