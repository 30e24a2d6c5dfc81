/**
 * Builds lib/map/romania-counties.geo.json, the county outline the map draws when tiles cannot
 * load, from @svg-maps/romania (CC BY 4.0: 42 county paths in a 613 × 433 viewBox).
 *
 * The SVG has no geographic reference, so its extent is fitted to Romania's bounding box. Its
 * aspect ratio (613 / 433 ≈ 1.42) is Romania's at 46° N, which both Web Mercator and a plate carrée
 * with longitudes scaled by cos 46° (Wikipedia's location maps) give; they differ in how latitude
 * spreads over the height. `chooseProjection` decides by counting the county seats of our location
 * data that fall inside their own county: the linear fit puts all 42 inside, Mercator 40 (Constanța
 * lands in the sea, Bucharest in Ilfov), so the outline is fitted linearly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pointInRings, type LonLat } from '@/lib/map/geo';
import { COUNTIES } from '@/server/db/seed/locations-data';
import { parseSvgPath, simplifyRing, type SvgPoint } from './svg-path';

/** Romania's bounding box in degrees (westernmost Beba Veche, easternmost Sulina, Zimnicea, Horodiștea). */
export const ROMANIA_BOUNDS = { west: 20.26, east: 29.69, south: 43.62, north: 48.27 } as const;

/** Douglas–Peucker tolerance in SVG units (1 unit ≈ 1.5 km): about a pixel at the zoom that shows a county. */
const TOLERANCE = 0.7;
const DECIMALS = 3;

/** A county of the outline. */
export interface CountyShape {
  code: string;
  name: string;
  rings: SvgPoint[][];
}

type Projection = 'mercator' | 'equirectangular';
type Polygon = LonLat[][];

/** SVG ids (ISO 3166-2:RO) whose county has another code in our location data. */
const CODE_OF_SVG_ID: Readonly<Record<string, string>> = { OT: 'OL' };

/** The county paths of the SVG, keyed by our county codes (svg id `ro-ab` → `AB`, `ro-ot` → `OL`). */
export function readCountyShapes(): CountyShape[] {
  const require = createRequire(import.meta.url);
  const svg = readFileSync(require.resolve('@svg-maps/romania/romania.svg'), 'utf8');
  const shapes: CountyShape[] = [];
  for (const match of svg.matchAll(/<path\s+id="ro-([a-z]+)"[^>]*?\sd="([^"]+)"/g)) {
    const isoCode = (match[1] as string).toUpperCase();
    const code = CODE_OF_SVG_ID[isoCode] ?? isoCode;
    const county = COUNTIES[code];
    if (!county) throw new Error(`The SVG has a county ${code} our location data does not know`);
    shapes.push({ code, name: county[0], rings: parseSvgPath(match[2] as string) });
  }
  return shapes.sort((a, b) => a.code.localeCompare(b.code));
}

const mercatorY = (lat: number): number => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const inverseMercatorY = (y: number): number => (360 / Math.PI) * Math.atan(Math.exp(y)) - 90;

/** Maps SVG points to lon/lat by fitting the shapes' extent to ROMANIA_BOUNDS. */
function projector(shapes: readonly CountyShape[], projection: Projection): (p: SvgPoint) => LonLat {
  const points = shapes.flatMap((s) => s.rings.flat());
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const { west, east, south, north } = ROMANIA_BOUNDS;
  const top = projection === 'mercator' ? mercatorY(north) : north;
  const bottom = projection === 'mercator' ? mercatorY(south) : south;
  const round = (v: number) => Number(v.toFixed(DECIMALS));
  return ([x, y]) => {
    const lon = west + ((x - minX) / (maxX - minX)) * (east - west);
    const v = top - ((y - minY) / (maxY - minY)) * (top - bottom);
    return [round(lon), round(projection === 'mercator' ? inverseMercatorY(v) : v)];
  };
}

/** The county seat (first city of the county in our data) as [lon, lat]. */
export function countySeat(code: string): LonLat {
  const seat = COUNTIES[code]?.[1][0];
  if (!seat) throw new Error(`No seat for county ${code}`);
  return [seat[2], seat[1]];
}

/** How many county seats fall inside their own county under each projection. */
export function projectionScores(shapes: readonly CountyShape[]): Record<Projection, number> {
  const score = (projection: Projection) => {
    const project = projector(shapes, projection);
    return shapes.filter((s) =>
      pointInRings(
        countySeat(s.code),
        s.rings.map((r) => r.map(project)),
      ),
    ).length;
  };
  return { mercator: score('mercator'), equirectangular: score('equirectangular') };
}

function chooseProjection(shapes: readonly CountyShape[]): Projection {
  const scores = projectionScores(shapes);
  return scores.mercator >= scores.equirectangular ? 'mercator' : 'equirectangular';
}

function signedArea(ring: readonly LonLat[]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as LonLat;
    const [xj, yj] = ring[j] as LonLat;
    area += (xj - xi) * (yj + yi);
  }
  return area / 2;
}

/** RFC 7946 winding (outer rings counter-clockwise, holes clockwise), closed. */
function oriented(ring: LonLat[], outer: boolean): LonLat[] {
  const counterClockwise = signedArea(ring) < 0;
  const ordered = counterClockwise === outer ? ring : [...ring].reverse();
  return [...ordered, ordered[0] as LonLat];
}

/** Groups rings into polygons: a ring inside another ring of the same county is its hole (Bucharest in Ilfov). */
function polygonsOf(rings: readonly LonLat[][]): Polygon[] {
  const containerOf = rings.map((ring, i) =>
    rings.findIndex((other, j) => j !== i && pointInRings(ring[0] as LonLat, [other])),
  );
  return rings.flatMap((ring, i) =>
    containerOf[i] !== -1
      ? []
      : [[oriented(ring, true), ...rings.filter((_, j) => containerOf[j] === i).map((hole) => oriented(hole, false))]],
  );
}

/** The GeoJSON FeatureCollection written to lib/map/romania-counties.geo.json. */
export function buildCountyOutline(shapes: readonly CountyShape[] = readCountyShapes()) {
  const projection = chooseProjection(shapes);
  const project = projector(shapes, projection);
  return {
    type: 'FeatureCollection' as const,
    source: `@svg-maps/romania 1.0.0 (SVG Maps, CC BY 4.0), fitted ${projection === 'mercator' ? 'in Web Mercator' : 'linearly'}; scripts/generate-county-outline.ts`,
    features: shapes.map((shape) => {
      const polygons = polygonsOf(shape.rings.map((ring) => simplifyRing(ring, TOLERANCE).map(project)));
      return {
        type: 'Feature' as const,
        id: shape.code,
        properties: { code: shape.code, name: shape.name },
        geometry:
          polygons.length === 1
            ? { type: 'Polygon' as const, coordinates: polygons[0] as Polygon }
            : { type: 'MultiPolygon' as const, coordinates: polygons },
      };
    }),
  };
}

/** The outline as committed: one feature per line, so a regenerated file diffs per county. */
export function serialiseOutline(outline: ReturnType<typeof buildCountyOutline>): string {
  const features = outline.features.map((feature) => `    ${JSON.stringify(feature)}`).join(',\n');
  return `{\n  "type": "FeatureCollection",\n  "source": ${JSON.stringify(outline.source)},\n  "features": [\n${features}\n  ]\n}\n`;
}
