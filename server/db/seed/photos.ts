/**
 * The seed's photo pool: drawings of each vehicle shape (car body types, van, motorcycle, truck,
 * bus, trailer, caravan, tractor, combine, excavator, loader, parts) in each advert colour from
 * several angles, stored as `seed/v2/<shape>-<colour>-<angle>.jpg` (1280x960) with a 400x300
 * thumbnail beside it (thumbnailKey). Adverts point into the pool by their own shape and colour.
 *
 * Trade-off: the full cross-product (33 shapes; road vehicles and motorcycles in all 11
 * colours, up to 7 angles each) is 1,305 images, 2,610 files with thumbnails, at ~90-130 ms per
 * full image on this 2-core box (`npm run bench:seed-photos`): minutes, far over the ~20 s CI
 * budget. So ensureSeedPhotos writes only the thumbnails of the main photos (front
 * three-quarter) of every shape and colour — what listing grids load in bulk — 213 files in
 * ~4.7 s on the loaded box; every other file (full images, other angles) is rendered on its
 * first request by the media route (renderSeedPhoto through createMediaHandler's renderMissing,
 * ~90-130 ms full, ~10 ms thumbnail) and cached in UPLOAD_DIR. Keys are checked against the
 * known shapes, colours and angles, so nothing else can be rendered.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { thumbnailKey } from '@/server/services/media-urls';
import {
  drawSeedPhoto,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  SEED_SHAPES,
  shapeAngles,
  shapeColor,
  shapeColors,
} from './drawings';
import { type PhotoSubject, seedShape } from './drawings/subjects';

export { PHOTO_HEIGHT, PHOTO_WIDTH };
export type { PhotoSubject };
const THUMB_WIDTH = 400;
const THUMB_HEIGHT = 300;

const PREFIX = 'seed/v2/';
const KEY = /^seed\/v2\/([a-z0-9_]+)-([a-z]+)-([a-z0-9]+)(\.thumb)?\.jpg$/;

/** Storage key of one pool image. */
export function seedPhotoKey(shape: string, color: string, angle: string): string {
  return `${PREFIX}${shape}-${color}-${angle}.jpg`;
}

const keyLists = new Map<string, readonly string[]>();

/** The advert's photos: its shape in its colour, main photo (front three-quarter) first. */
export function seedPhotoKeys(advert: PhotoSubject, count: number): string[] {
  const shape = seedShape(advert);
  const color = shapeColor(shape, advert.color);
  const n = Math.max(0, count);
  // A million adverts share a few hundred lists: build each once.
  const memo = `${shape}-${color}-${n}`;
  let keys = keyLists.get(memo);
  if (!keys) {
    const angles = shapeAngles(shape);
    keys = Array.from({ length: n }, (_, i) => seedPhotoKey(shape, color, angles[i % angles.length] ?? 'front34'));
    keyLists.set(memo, keys);
  }
  return [...keys];
}

/** Shape, colour and angle of a pool key (full or thumbnail), or null when it is none. */
export function parseSeedPhotoKey(key: string): { shape: string; color: string; angle: string; thumb: boolean } | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, shape = '', color = '', angle = '', thumb] = match;
  if (!SEED_SHAPES.includes(shape) || !shapeAngles(shape).includes(angle) || shapeColor(shape, color) !== color)
    return null;
  return { shape, color, angle, thumb: thumb !== undefined };
}

const rendering = new Map<string, Promise<boolean>>();

/**
 * Renders the pool image of `key` (a full image or a thumbnail) into uploadDir unless it is
 * there; false when the key is not a pool key. Concurrent calls for one file share the work.
 */
export function renderSeedPhoto(uploadDir: string, key: string): Promise<boolean> {
  const parsed = parseSeedPhotoKey(key);
  if (!parsed) return Promise.resolve(false);
  const running = rendering.get(key);
  if (running) return running;
  const job = (async () => {
    const file = path.join(uploadDir, key);
    if (existsSync(file)) return true;
    const svg = drawSeedPhoto(parsed.shape, parsed.color, parsed.angle);
    if (!svg) return false;
    mkdirSync(path.dirname(file), { recursive: true });
    // A thumbnail is rasterised straight at its size (libvips renders the SVG smaller).
    const image = parsed.thumb
      ? sharp(Buffer.from(svg)).resize(THUMB_WIDTH, THUMB_HEIGHT).jpeg({ quality: 80 })
      : sharp(Buffer.from(svg)).jpeg({ quality: 84 });
    // Written beside and renamed: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, await image.toBuffer());
    await rename(temporary, file);
    return true;
  })().finally(() => rendering.delete(key));
  rendering.set(key, job);
  return job;
}

/** Files rendered up front: the thumbnail of the main photo of every shape in each colour it comes in. */
export function prerenderedKeys(): string[] {
  return SEED_SHAPES.flatMap((shape) =>
    shapeColors(shape).map((color) => thumbnailKey(seedPhotoKey(shape, color, shapeAngles(shape)[0] ?? 'front34'))),
  );
}

/** Writes the missing up-front files of the pool (the rest render on demand); returns how many were written. */
export async function ensureSeedPhotos(uploadDir: string): Promise<number> {
  mkdirSync(path.join(uploadDir, PREFIX), { recursive: true });
  const missing = prerenderedKeys().filter((key) => !existsSync(path.join(uploadDir, key)));
  // Two at a time: libvips renders each on its own threads; more would only queue.
  for (let i = 0; i < missing.length; i += 2)
    await Promise.all(missing.slice(i, i + 2).map((key) => renderSeedPhoto(uploadDir, key)));
  return missing.length;
}
