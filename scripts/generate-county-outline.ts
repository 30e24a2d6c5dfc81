/**
 * Writes lib/map/romania-counties.geo.json (the map's offline county outline) from @svg-maps/romania.
 * Run after changing scripts/lib/county-outline.ts: `npx tsx scripts/generate-county-outline.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCountyOutline, projectionScores, readCountyShapes, serialiseOutline } from './lib/county-outline';

const shapes = readCountyShapes();
const scores = projectionScores(shapes);
const outline = buildCountyOutline(shapes);
const file = path.resolve(__dirname, '..', 'lib', 'map', 'romania-counties.geo.json');
const text = serialiseOutline(outline);
writeFileSync(file, text);
console.info(
  `county seats inside their county: mercator ${scores.mercator}/${shapes.length}, ` +
    `equirectangular ${scores.equirectangular}/${shapes.length}; ` +
    `wrote ${outline.features.length} counties, ${(text.length / 1024).toFixed(1)} KiB`,
);
