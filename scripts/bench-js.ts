/**
 * `npm run bench:js`: first-load JavaScript (gzip) per page route, read from the build manifest, next to
 * a blank page of the same build (pages/bench/blank.tsx). Builds first when no build exists.
 * First load = the chunks of /_app plus the page's own chunks (polyfills are nomodule and not counted).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { hasBuild, root, run } from './lib/proc';

interface BuildManifest {
  polyfillFiles?: string[];
  rootMainFiles?: string[];
  pages: Record<string, string[]>;
}

const TARGET_KIB = 100;
// The 404 page is rendered by /_error (pages/_error.tsx says why).
const ROUTES = ['/', '/[category]/[[...listing]]', '/[category]/anunt/[id]', '/_error'];
const BLANK = '/bench/blank';

if (!hasBuild()) run('next', ['build'], { env: { ...process.env, NODE_ENV: 'production' } });

const dotNext = path.join(root, '.next');
const manifest = JSON.parse(readFileSync(path.join(dotNext, 'build-manifest.json'), 'utf8')) as BuildManifest;
const sizes = new Map<string, { raw: number; gzip: number }>();

function fileSize(file: string): { raw: number; gzip: number } {
  const known = sizes.get(file);
  if (known) return known;
  const buf = readFileSync(path.join(dotNext, file));
  const size = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  sizes.set(file, size);
  return size;
}

function firstLoad(route: string): { raw: number; gzip: number; files: number } {
  const own = manifest.pages[route];
  if (!own)
    throw new Error(
      `Route ${route} is not in .next/build-manifest.json (pages: ${Object.keys(manifest.pages).join(', ')})`,
    );
  const files = new Set(
    [...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...own].filter((f) => f.endsWith('.js')),
  );
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = fileSize(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip, files: files.size };
}

const kib = (n: number) => (n / 1024).toFixed(1);
const blank = firstLoad(BLANK);
console.info(`First-load JS per route (gzip -9), build ${readFileSync(path.join(dotNext, 'BUILD_ID'), 'utf8')}`);
console.info(
  `${'route'.padEnd(30)} ${'files'.padStart(5)} ${'raw KiB'.padStart(9)} ${'gzip KiB'.padStart(9)} ${'vs blank'.padStart(9)}`,
);
console.info(
  `${BLANK.padEnd(30)} ${String(blank.files).padStart(5)} ${kib(blank.raw).padStart(9)} ${kib(blank.gzip).padStart(9)} ${'—'.padStart(9)}`,
);
let over = false;
for (const route of ROUTES) {
  const r = firstLoad(route);
  const delta = r.gzip - blank.gzip;
  if (delta > TARGET_KIB * 1024) over = true;
  console.info(
    `${route.padEnd(30)} ${String(r.files).padStart(5)} ${kib(r.raw).padStart(9)} ${kib(r.gzip).padStart(9)} ${('+' + kib(delta)).padStart(9)}`,
  );
}
console.info(
  `Target: home, listing and ad page within ${TARGET_KIB} KiB gzip of the blank page — ${over ? 'MISSED' : 'met'}.`,
);
