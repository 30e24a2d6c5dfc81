/**
 * Clusters of city points with supercluster: built once per set of points, queried for every
 * viewport. A cluster counts the adverts of its cities, not the cities.
 */
import Supercluster from 'supercluster';
import type { MapFocus, MapMarker, MapPoint, MapViewport } from './map-types';

interface PointProps {
  cityId: string;
}
interface ClusterProps {
  adverts: number;
}

/** Cities closer than this many screen pixels are grouped (Leaflet's tiles are 256 px, supercluster's default 512). */
const RADIUS = 50;
const TILE_SIZE = 256;
/** Above this zoom every city stands alone. */
export const MAX_CLUSTER_ZOOM = 11;

/** The cluster index of a set of points. */
export interface MapClusterIndex {
  /** The markers inside a viewport. */
  markers(viewport: MapViewport): MapMarker[];
  /** Where to go so that a cluster splits (its centre at the zoom where it expands). */
  expansion(clusterId: number): MapFocus | null;
}

export function createClusterIndex(points: readonly MapPoint[]): MapClusterIndex {
  const byId = new Map(points.map((p) => [p.cityId, p]));
  const advertsOf = (cityId: string) => byId.get(cityId)?.advertCount ?? 0;
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: RADIUS,
    extent: TILE_SIZE,
    maxZoom: MAX_CLUSTER_ZOOM,
    map: (props) => ({ adverts: advertsOf(props.cityId) }),
    reduce: (total, props) => {
      total.adverts += props.adverts;
    },
  });
  index.load(
    points.map((p) => ({
      type: 'Feature' as const,
      properties: { cityId: p.cityId },
      geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
    })),
  );
  const centres = new Map<number, [number, number]>();

  return {
    markers({ bounds, zoom }) {
      // Floor: between two levels (quarter zoom steps) the coarser grouping keeps markers apart.
      const features = index.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], Math.floor(zoom));
      return features.flatMap((feature): MapMarker[] => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          centres.set(props.cluster_id, [latitude, longitude]);
          return [
            {
              kind: 'cluster',
              id: props.cluster_id,
              latitude,
              longitude,
              advertCount: props.adverts,
              cityCount: props.point_count,
            },
          ];
        }
        const point = byId.get((props as PointProps).cityId);
        return point ? [{ kind: 'city', latitude, longitude, point }] : [];
      });
    },
    expansion(clusterId) {
      const centre = centres.get(clusterId);
      if (!centre) return null;
      try {
        return { latitude: centre[0], longitude: centre[1], zoom: index.getClusterExpansionZoom(clusterId) };
      } catch {
        // An id from an older set of points.
        return null;
      }
    },
  };
}
