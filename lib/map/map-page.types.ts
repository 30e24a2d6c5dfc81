/** The data of the map search page (server/page/map.loader.ts → components/map/map-search-screen.tsx). */
import type { ListingResultsView } from '@/lib/graphql/generated/page-operations';
import type { MapPoint } from './map-types';

/** The tile server the map uses (MAP_TILE_URL). */
export interface MapTiles {
  /** Leaflet URL template. */
  url: string;
  /** Its attribution; null: OpenStreetMap's (translated). */
  attribution: string | null;
}

/** Map search: the category, the cities with adverts and the first page of the list (null: the call failed). */
export interface MapPageData {
  categorySlug: string;
  points: MapPoint[] | null;
  list: ListingResultsView | null;
  tiles: MapTiles;
}
