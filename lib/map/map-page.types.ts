/** The data of the map search page (server/page/map.loader.ts → components/map/map-search-screen.tsx). */
import type { ListingResultsView } from '@/lib/graphql/generated/page-operations';
import type { ListingNotice, ListingQuery } from '@/lib/listing/listing-query';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import type { MapPoint } from './map-types';

/** The tile server the map uses (MAP_TILE_URL). */
export interface MapTiles {
  /** Leaflet URL template. */
  url: string;
  /** Its attribution; null: OpenStreetMap's (translated). */
  attribution: string | null;
}

/**
 * Map search: the category, the listing's filters it was opened with (and what was dropped from
 * them, why), the cities with matching adverts and the first page of the list (null: the call failed).
 */
export interface MapPageData {
  categorySlug: string;
  /** The search as the listing URL's parser read it (sort and page unused). */
  query: ListingQuery;
  notices: ListingNotice[];
  /** The county and city the search names, for their labels and the city's id. */
  places: ListingPlaces;
  points: MapPoint[] | null;
  list: ListingResultsView | null;
  tiles: MapTiles;
}
