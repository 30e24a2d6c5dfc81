/**
 * `npm run bench:seed-photos [-- --samples N] [-- --sheet out.png]`: what the seed photo pool
 * costs (server/db/seed/photos.ts). Prints:
 * - the up-front pool (ensureSeedPhotos into an empty folder: files, seconds) — CI pays this,
 * - p50/p95 of rendering one full image and one thumbnail on demand (what the first request of
 *   a key pays in the media route), over N random pool keys,
 * - building the photo keys of a million adverts (what the bulk seed adds per advert).
 * With --sheet, also writes a contact sheet PNG of one image per shape (its angles in turn), to
 * look at the drawings.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { drawSeedPhoto, SEED_SHAPES, shapeAngles, shapeColors } from '@/server/db/seed/drawings';
import { ensureSeedPhotos, renderSeedPhoto, seedPhotoKey, seedPhotoKeys } from '@/server/db/seed/photos';
import { thumbnailKey } from '@/server/services/media-urls';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? '') : undefined;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Every pool key (full size), shape by shape. */
function allKeys(): string[] {
  return SEED_SHAPES.flatMap((shape) =>
    shapeColors(shape).flatMap((color) => shapeAngles(shape).map((angle) => seedPhotoKey(shape, color, angle))),
  );
}

async function sheet(out: string): Promise<void> {
  const [w, h, cols] = [320, 240, 6];
  const tiles = await Promise.all(
    SEED_SHAPES.map((shape, i) => {
      const colors = shapeColors(shape);
      const angles = shapeAngles(shape);
      const svg = drawSeedPhoto(shape, colors[i % colors.length] ?? '', angles[i % angles.length] ?? '') ?? '';
      return sharp(Buffer.from(svg)).resize(w, h).png().toBuffer();
    }),
  );
  await sharp({
    create: { width: cols * w, height: Math.ceil(tiles.length / cols) * h, channels: 3, background: '#fff' },
  })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * w, top: Math.floor(i / cols) * h })))
    .png()
    .toFile(out);
  console.info(`contact sheet: ${out}`);
}

async function main(): Promise<void> {
  const samples = Number(option('samples') ?? 40);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'volan-bench-photos-'));
  try {
    let started = performance.now();
    const written = await ensureSeedPhotos(dir);
    console.info(`up front: ${written} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const keys = allKeys();
    console.info(`pool: ${keys.length} images (${keys.length * 2} files with thumbnails), rendered on demand`);
    for (const [label, variant] of [
      ['full image', (key: string) => key],
      ['thumbnail', thumbnailKey],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < samples; i += 1) {
        const key = variant(keys[(i * 7919) % keys.length] ?? '');
        const t = performance.now();
        await renderSeedPhoto(dir, key);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.info(
        `on demand, ${label}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (${samples} keys)`,
      );
    }

    const categories = [
      'autoturisme',
      'autoutilitare',
      'motociclete',
      'camioane',
      'piese',
      'remorci',
      'utilaje-agricole',
    ];
    started = performance.now();
    let length = 0;
    for (let i = 0; i < 1_000_000; i += 1) {
      const advert = {
        categorySlug: categories[i % categories.length] ?? 'autoturisme',
        subcategoryId: i % 130,
        bodyType: i % 3 === 0 ? 'suv' : 'sedan',
        color: i % 4 === 0 ? null : 'grey',
        partType: i % 2 === 0 ? 'engine' : null,
      };
      length += seedPhotoKeys(advert, 3 + (i % 6)).join(',').length;
    }
    console.info(
      `keys of 1,000,000 adverts: ${((performance.now() - started) / 1000).toFixed(1)} s (${length} characters)`,
    );

    const out = option('sheet');
    if (out) await sheet(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
