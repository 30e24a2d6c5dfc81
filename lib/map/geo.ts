/** Small plane-geometry helpers for lon/lat rings (GeoJSON order: [longitude, latitude]). */

/** A position in GeoJSON order. */
export type LonLat = readonly [lon: number, lat: number];

/** Even–odd test: true when the point lies inside the rings (outer ring plus holes). */
export function pointInRings(point: LonLat, rings: readonly (readonly LonLat[])[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i] as LonLat;
      const [xj, yj] = ring[j] as LonLat;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
