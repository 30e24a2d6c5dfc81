/** Context, events and input of the map search flow (machines/map-search/map-search.machine.ts). */
import type { AdvertFiltersInput, ListingResultsView } from '@/lib/graphql/generated/page-operations';
import type { MapBounds, MapFocus, MapPoint, MapViewport } from '@/lib/map/map-types';

/** One page of adverts for the list beside the map. */
export type MapList = ListingResultsView;

/** What the page hands the flow: the search, and what the server already loaded (null when it could not). */
export interface MapSearchInput {
  readonly categorySlug: string;
  /** The listing's filters the map was opened with (without bounds). */
  readonly filters: AdvertFiltersInput | null;
  readonly points: readonly MapPoint[] | null;
  /** The first page of the list (the whole country), or null. */
  readonly list: MapList | null;
}

export interface MapSearchContext {
  readonly categorySlug: string;
  readonly filters: AdvertFiltersInput | null;
  /** null until loaded. */
  readonly points: readonly MapPoint[] | null;
  readonly list: MapList | null;
  /** The last viewport the map reported; null until it has drawn. */
  readonly viewport: MapViewport | null;
  /** The city whose card is open. */
  readonly selectedCityId: string | null;
  /** Where the map was last asked to go (a cluster's expansion). */
  readonly focus: MapFocus | null;
}

/** What loadList is given. */
export interface ListRequest {
  readonly categorySlug: string;
  readonly filters: AdvertFiltersInput | null;
  readonly bounds: MapBounds | null;
}

export type MapSearchEvent =
  | { type: 'map.moved'; viewport: MapViewport }
  | { type: 'cluster.zoom'; focus: MapFocus }
  | { type: 'city.select'; cityId: string }
  | { type: 'city.close' }
  | { type: 'list.retry' }
  | { type: 'points.retry' }
  | { type: 'tiles.loaded' }
  | { type: 'tiles.failed' };
