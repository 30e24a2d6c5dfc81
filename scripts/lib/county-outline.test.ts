import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCountyOutline, countySeat, serialiseOutline } from './county-outline';
import { COUNTIES } from '@/server/db/seed/locations-data';
import { pointInRings, type LonLat } from '@/lib/map/geo';
import outline from '@/lib/map/romania-counties.geo.json';

function polygonsOf(code: string): LonLat[][][] {
  const feature = outline.features.find((f) => f.properties.code === code);
  if (!feature) return [];
  // The JSON import types positions as number[]; GeoJSON's are [lon, lat].
  const coordinates: unknown = feature.geometry.coordinates;
  return (feature.geometry.type === 'Polygon' ? [coordinates] : coordinates) as LonLat[][][];
}

describe('the county outline (lib/map/romania-counties.geo.json)', () => {
  it('has every county of our location data once, with its name', () => {
    const codes = outline.features.map((f) => f.properties.code).sort();
    expect(codes).toEqual(Object.keys(COUNTIES).sort());
    expect(codes).toHaveLength(42);
    for (const feature of outline.features)
      expect(feature.properties.name).toBe(COUNTIES[feature.properties.code]?.[0]);
  });

  it.each(Object.keys(COUNTIES))('puts the seat of %s inside that county and no other', (code) => {
    const seat = countySeat(code);
    expect(polygonsOf(code).some((rings) => pointInRings(seat, rings))).toBe(true);
    const others = outline.features
      .filter((f) => f.properties.code !== code)
      .filter((f) => polygonsOf(f.properties.code).some((rings) => pointInRings(seat, rings)));
    expect(others.map((f) => f.properties.code)).toEqual([]);
  });

  it('keeps Bucharest as a hole of Ilfov, so a point in Bucharest is not in Ilfov', () => {
    expect(polygonsOf('IF')[0]).toHaveLength(2);
    expect(polygonsOf('IF').some((rings) => pointInRings(countySeat('B'), rings))).toBe(false);
  });

  it('stays within Romania’s bounding box', () => {
    const points = outline.features.flatMap((f) => polygonsOf(f.properties.code).flat(2));
    expect(Math.min(...points.map((p) => p[0]))).toBeCloseTo(20.26, 2);
    expect(Math.max(...points.map((p) => p[0]))).toBeCloseTo(29.69, 2);
    expect(Math.min(...points.map((p) => p[1]))).toBeCloseTo(43.62, 2);
    expect(Math.max(...points.map((p) => p[1]))).toBeCloseTo(48.27, 2);
  });

  it('is what scripts/generate-county-outline.ts writes (run it after changing the generator)', () => {
    const committed = readFileSync(
      path.resolve(__dirname, '..', '..', 'lib', 'map', 'romania-counties.geo.json'),
      'utf8',
    );
    expect(committed).toBe(serialiseOutline(buildCountyOutline()));
  });
});
