/** What the map search works with: viewports, points and clusters (WGS84 degrees). */
import type { AdvertMapPointView } from '@/lib/graphql/generated/page-operations';

/** A city with matching adverts (the Map_Points fragment). */
export type MapPoint = AdvertMapPointView;

/** The part of the map in view (GraphQL MapBoundsInput). */
export interface MapBounds {
  readonly north: number;
  readonly south: number;
  readonly east: number;
  readonly west: number;
}

/** What the map shows: its bounds and zoom level. */
export interface MapViewport {
  readonly bounds: MapBounds;
  readonly zoom: number;
}

/** Where the map is asked to go (a cluster's expansion). */
export interface MapFocus {
  readonly latitude: number;
  readonly longitude: number;
  readonly zoom: number;
}

/** A marker: several cities grouped, or one city. */
export type MapMarker =
  | {
      readonly kind: 'cluster';
      readonly id: number;
      readonly latitude: number;
      readonly longitude: number;
      /** Adverts in the grouped cities. */
      readonly advertCount: number;
      readonly cityCount: number;
    }
  | { readonly kind: 'city'; readonly latitude: number; readonly longitude: number; readonly point: MapPoint };

/** The whole of Romania (what the map shows first). */
export const ROMANIA_BOUNDS: MapBounds = { north: 48.27, south: 43.62, east: 29.69, west: 20.26 };
