/**
 * The seed's photo pool: drawings of each vehicle shape (car body types, van, motorcycle, truck,
 * bus, trailer, caravan, tractor, combine, excavator, loader, parts) in each advert colour from
 * several angles, stored as `seed/v2/<shape>-<colour>-<angle>.jpg` (1280x960) with a 400x300
 * thumbnail beside it (thumbnailKey). Adverts point into the pool by their own shape and colour.
 *
 * Trade-off: the cross-product (shapes x 11 colours x up to 7 angles) is a few thousand images,
 * far more than the ~20 s CI budget allows to render up front. So ensureSeedPhotos renders only
 * the main photo (front three-quarter) of every shape and colour — what listings and cards
 * show — and every other image is rendered on first request by the media route
 * (renderSeedPhoto, via createMediaHandler's renderMissing) and cached in UPLOAD_DIR. Keys are
 * validated against the known shapes, colours and angles, so nothing else can be rendered.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { thumbnailKey } from '@/server/services/media-urls';
import { drawSeedPhoto, PHOTO_HEIGHT, PHOTO_WIDTH, SEED_SHAPES, shapeAngles, shapeColor } from './drawings';
import { PAINT } from './drawings/paint';
import { type PhotoSubject, seedShape } from './drawings/subjects';

export { PHOTO_HEIGHT, PHOTO_WIDTH };
export type { PhotoSubject };
export const THUMB_WIDTH = 400;
export const THUMB_HEIGHT = 300;

const PREFIX = 'seed/v2/';
const KEY = /^seed\/v2\/([a-z0-9_]+)-([a-z]+)-([a-z0-9]+)(\.thumb)?\.jpg$/;

/** Storage key of one pool image. */
export function seedPhotoKey(shape: string, color: string, angle: string): string {
  return `${PREFIX}${shape}-${color}-${angle}.jpg`;
}

/** The advert's photos: its shape in its colour, main photo (front three-quarter) first. */
export function seedPhotoKeys(advert: PhotoSubject, count: number): string[] {
  const shape = seedShape(advert);
  const color = shapeColor(shape, advert.color);
  const angles = shapeAngles(shape);
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    seedPhotoKey(shape, color, angles[i % angles.length] ?? 'front34'),
  );
}

/** Shape, colour and angle of a pool key (full or thumbnail), or null when it is none. */
export function parseSeedPhotoKey(key: string): { shape: string; color: string; angle: string; thumb: boolean } | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, shape = '', color = '', angle = '', thumb] = match;
  if (!SEED_SHAPES.includes(shape) || !shapeAngles(shape).includes(angle)) return null;
  return { shape, color, angle, thumb: thumb !== undefined };
}

const rendering = new Map<string, Promise<boolean>>();

/**
 * Renders the pool image of `key` (and its thumbnail) into uploadDir unless it is there;
 * false when the key is not a pool key. Concurrent calls for one image share the work.
 */
export function renderSeedPhoto(uploadDir: string, key: string): Promise<boolean> {
  const parsed = parseSeedPhotoKey(key);
  if (!parsed) return Promise.resolve(false);
  const fullKey = seedPhotoKey(parsed.shape, parsed.color, parsed.angle);
  const running = rendering.get(fullKey);
  if (running) return running;
  const job = (async () => {
    const svg = drawSeedPhoto(parsed.shape, parsed.color, parsed.angle);
    if (!svg) return false;
    const full = path.join(uploadDir, fullKey);
    const thumb = path.join(uploadDir, thumbnailKey(fullKey));
    if (existsSync(full) && existsSync(thumb)) return true;
    mkdirSync(path.dirname(full), { recursive: true });
    const image = sharp(Buffer.from(svg));
    const [fullJpeg, thumbJpeg] = await Promise.all([
      image.clone().jpeg({ quality: 84, mozjpeg: true }).toBuffer(),
      image.clone().resize(THUMB_WIDTH, THUMB_HEIGHT).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ]);
    // Written beside and renamed: a reader never sees half a file.
    const suffix = `.${process.pid}.${Date.now()}.tmp`;
    await Promise.all([writeFile(full + suffix, fullJpeg), writeFile(thumb + suffix, thumbJpeg)]);
    await rename(thumb + suffix, thumb);
    await rename(full + suffix, full);
    return true;
  })().finally(() => rendering.delete(fullKey));
  rendering.set(fullKey, job);
  return job;
}

/** Keys rendered up front: the main photo of every shape in every colour it is drawn in. */
export function prerenderedKeys(): string[] {
  return SEED_SHAPES.flatMap((shape) => {
    const colors = [...new Set(Object.keys(PAINT).map((color) => shapeColor(shape, color)))];
    return colors.map((color) => seedPhotoKey(shape, color, shapeAngles(shape)[0] ?? 'front34'));
  });
}

/** Writes the missing main photos of the pool (the rest render on demand); returns how many images were written. */
export async function ensureSeedPhotos(uploadDir: string): Promise<number> {
  mkdirSync(path.join(uploadDir, PREFIX), { recursive: true });
  const missing = prerenderedKeys().filter((key) => !existsSync(path.join(uploadDir, key)));
  // Two at a time: libvips renders each on its own threads; more would only queue.
  for (let i = 0; i < missing.length; i += 2)
    await Promise.all(missing.slice(i, i + 2).map((key) => renderSeedPhoto(uploadDir, key)));
  return missing.length;
}
