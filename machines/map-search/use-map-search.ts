/**
 * useMapSearch(input, deps): runs the map search flow with the real calls and returns the view of
 * MapSearchScreen (docs/view-api.md): values, booleans and intents, never the snapshot. Clusters
 * are computed here from the points and the viewport (supercluster), so every map move redraws
 * them at once while the list waits for the map to rest.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AdvertCardView } from '@/lib/graphql/generated/page-operations';
import { mapApi } from '@/lib/map/map-api';
import { createClusterIndex } from '@/lib/map/map-clusters';
import type { MapFocus, MapMarker, MapPoint, MapViewport } from '@/lib/map/map-types';
import { flowInspector } from '../flow-inspector';
import { mapSearchMachine } from './map-search.machine';
import type { ListRequest, MapList, MapSearchInput } from './map-search.types';

/** What MapSearchScreen shows and can ask for. */
export interface MapSearchView {
  /** The cities are being loaded (the page could not bring them). */
  readonly loadingPoints: boolean;
  /** The cities could not be loaded; `retryPoints` asks again. */
  readonly pointsFailed: boolean;
  /** Markers inside the current viewport (all cities until the map reports one). */
  readonly markers: readonly MapMarker[];
  /** Cities with adverts (0 once loaded: nothing matches). */
  readonly cityCount: number;
  /** Tiles cannot load: the map draws the county outline instead. */
  readonly outline: boolean;
  /** Where the map should go (a cluster's expansion), or null. */
  readonly focus: MapFocus | null;
  /** The open city card, or null. */
  readonly selectedCity: MapPoint | null;
  /** The adverts of the list (the last page loaded, kept while a new one loads). */
  readonly adverts: readonly AdvertCardView[];
  /** How many adverts lie inside the bounds; null before the first list. */
  readonly totalCount: number | null;
  /** The map is moving or the list is loading: the list is about to change. */
  readonly listUpdating: boolean;
  /** The list of the current bounds could not be loaded; `retryList` asks again. */
  readonly listFailed: boolean;
  readonly moved: (viewport: MapViewport) => void;
  readonly zoomIntoCluster: (clusterId: number) => void;
  readonly selectCity: (cityId: string) => void;
  readonly closeCity: () => void;
  readonly retryList: () => void;
  readonly retryPoints: () => void;
  readonly tilesLoaded: () => void;
  readonly tilesFailed: () => void;
}

/** Replacement actors (model tests park them). */
export interface MapSearchDeps {
  readonly actors?: Partial<typeof realActors>;
}

const realActors = {
  loadPoints: fromPromise<readonly MapPoint[], Pick<ListRequest, 'categorySlug' | 'filters'>>(({ input }) =>
    mapApi.points(input.categorySlug, input.filters),
  ),
  loadList: fromPromise<MapList, ListRequest>(({ input }) =>
    mapApi.list(input.categorySlug, input.filters, input.bounds),
  ),
};

const COUNTRY_VIEW: MapViewport = { bounds: { north: 90, south: -90, east: 180, west: -180 }, zoom: 6 };

export function useMapSearch(input: MapSearchInput, deps: MapSearchDeps = {}): MapSearchView {
  const [logic] = useState(() => mapSearchMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const points = useSelector(actor, (s) => s.context.points);
  const viewport = useSelector(actor, (s) => s.context.viewport);
  const focus = useSelector(actor, (s) => s.context.focus);
  const list = useSelector(actor, (s) => s.context.list);
  const selectedCityId = useSelector(actor, (s) => s.context.selectedCityId);
  const loadingPoints = useSelector(actor, (s) => s.matches({ search: 'loadingPoints' }));
  const pointsFailed = useSelector(actor, (s) => s.matches({ search: 'pointsFailed' }));
  const outline = useSelector(actor, (s) => s.matches({ baseMap: 'outline' }));
  const listUpdating = useSelector(
    actor,
    (s) => s.matches({ search: { ready: 'moving' } }) || s.matches({ search: { ready: 'loadingList' } }),
  );
  const listFailed = useSelector(actor, (s) => s.matches({ search: { ready: 'listFailed' } }));
  const index = useMemo(() => createClusterIndex(points ?? []), [points]);
  const markers = useMemo(() => index.markers(viewport ?? COUNTRY_VIEW), [index, viewport]);

  return useMemo(
    () => ({
      loadingPoints,
      pointsFailed,
      markers,
      cityCount: points?.length ?? 0,
      outline,
      focus,
      selectedCity: points?.find((p) => p.cityId === selectedCityId) ?? null,
      adverts: list?.nodes ?? [],
      totalCount: list?.totalCount ?? null,
      listUpdating,
      listFailed,
      moved: (next: MapViewport) => actor.send({ type: 'map.moved', viewport: next }),
      zoomIntoCluster: (clusterId: number) => {
        const target = index.expansion(clusterId);
        if (target) actor.send({ type: 'cluster.zoom', focus: target });
      },
      selectCity: (cityId: string) => actor.send({ type: 'city.select', cityId }),
      closeCity: () => actor.send({ type: 'city.close' }),
      retryList: () => actor.send({ type: 'list.retry' }),
      retryPoints: () => actor.send({ type: 'points.retry' }),
      tilesLoaded: () => actor.send({ type: 'tiles.loaded' }),
      tilesFailed: () => actor.send({ type: 'tiles.failed' }),
    }),
    [
      actor,
      index,
      markers,
      points,
      outline,
      focus,
      selectedCityId,
      list,
      loadingPoints,
      pointsFailed,
      listUpdating,
      listFailed,
    ],
  );
}
