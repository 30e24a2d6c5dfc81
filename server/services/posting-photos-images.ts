/**
 * The image work of the posting form's photos (docs/posting-photos.md), with sharp: an upload is
 * checked by content (JPG or PNG by its first bytes, then sharp must decode it whole), turned as its
 * EXIF orientation says, and re-encoded without any metadata (so no GPS position survives), as
 * the cleaned source; the web sizes are the seed photos' (server/db/seed/photos.ts): the full image
 * inside 1280x960 and a 400x300 thumbnail. Rotate and crop render new web sizes from the source.
 */
import sharp, { type Sharp } from 'sharp';
import {
  type PhotoCrop,
  PHOTO_PROBLEM,
  PHOTO_SNIFF_BYTES,
  photoFileProblem,
  quarterTurns,
} from '@/lib/posting-photos/photo-rules';
import { UserInputError } from './ads.types';

/** The full web image fits inside this box (the seed photos' size). */
export const WEB_WIDTH = 1280;
export const WEB_HEIGHT = 960;
/** The thumbnail is exactly this size (cropped to fill), as the seed thumbnails are. */
export const THUMB_WIDTH = 400;
export const THUMB_HEIGHT = 300;
/** The cleaned source is kept at most this long on its longer side. */
export const SOURCE_MAX_SIDE = 4096;
/** Decompression-bomb guard: an image of more pixels is refused before it is decoded. */
const MAX_INPUT_PIXELS = 80_000_000;

/** The web sizes of a photo as encoded JPEGs, and the full image's size. */
export interface WebImages {
  readonly web: Buffer;
  readonly thumb: Buffer;
  readonly width: number;
  readonly height: number;
}

/** A cleaned upload: its source (oriented, no metadata), its web sizes and its size in pixels. */
export interface CleanedPhoto extends WebImages {
  readonly source: Buffer;
  readonly sourceWidth: number;
  readonly sourceHeight: number;
}

const refuse = (key: string, message: string) => new UserInputError(key, message, 'file');

/** Every problem a decoder reports (a truncated JPEG included) is a refusal, not a damaged photo. */
const open = (input: Buffer | string): Sharp =>
  sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });

/** Checks size and first bytes: BAD_USER_INPUT (field file) when it is empty, too large, or not a JPG or PNG. */
export function checkPhotoBytes(bytes: Uint8Array): void {
  const problem = photoFileProblem({ size: bytes.byteLength, head: bytes.subarray(0, PHOTO_SNIFF_BYTES) });
  if (problem) throw refuse(problem, 'The photo is empty, too large, or not a JPG or PNG file.');
}

const webOf = (image: Sharp) =>
  image
    .clone()
    .resize(WEB_WIDTH, WEB_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 84, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });

const thumbOf = (image: Sharp) =>
  image.clone().resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();

async function websOf(image: Sharp): Promise<WebImages> {
  const [web, thumb] = await Promise.all([webOf(image), thumbOf(image)]);
  return { web: web.data, thumb, width: web.info.width, height: web.info.height };
}

/**
 * An upload checked, decoded, oriented and cleaned, with its web sizes: the three encodes share
 * one decoded, turned input. Throws BAD_USER_INPUT for a file that is not a whole JPG or PNG.
 */
export async function cleanUpload(bytes: Uint8Array): Promise<CleanedPhoto> {
  checkPhotoBytes(bytes);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    // rotate() with no angle applies the EXIF orientation; a PNG's transparency becomes white.
    const image = open(input).rotate().flatten({ background: '#ffffff' });
    const [source, webs] = await Promise.all([
      image
        .clone()
        .resize(SOURCE_MAX_SIDE, SOURCE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 90 })
        .toBuffer({ resolveWithObject: true }),
      websOf(image),
    ]);
    return { ...webs, source: source.data, sourceWidth: source.info.width, sourceHeight: source.info.height };
  } catch (error) {
    if (error instanceof UserInputError) throw error;
    throw refuse(PHOTO_PROBLEM.unreadable, 'The photo could not be read (damaged or incomplete).');
  }
}

/** The pixel rectangle of `crop` in an image of width x height (at least 1 px each side). */
export function cropPixels(crop: PhotoCrop, width: number, height: number) {
  const left = Math.min(width - 1, Math.max(0, Math.round(crop.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(crop.y * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(crop.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(crop.height * height))),
  };
}

/**
 * The web sizes of a source (a file path or bytes) turned `rotation` quarter turns clockwise, then
 * cropped (fractions of the turned image), and the megapixels of the region shown.
 */
export async function renderFromSource(
  source: Buffer | string,
  rotation: number,
  crop: PhotoCrop | null,
): Promise<WebImages & { readonly shownWidth: number; readonly shownHeight: number }> {
  const turns = quarterTurns(rotation);
  const meta = await open(source).metadata();
  const sideways = turns % 2 === 1;
  const turnedWidth = sideways ? meta.height : meta.width;
  const turnedHeight = sideways ? meta.width : meta.height;
  // rotate() then extract(): sharp extracts from the turned image when called in this order.
  let image = open(source).rotate(turns * 90);
  let shownWidth = turnedWidth;
  let shownHeight = turnedHeight;
  if (crop) {
    const region = cropPixels(crop, turnedWidth, turnedHeight);
    image = image.extract(region);
    shownWidth = region.width;
    shownHeight = region.height;
  }
  return { ...(await websOf(image)), shownWidth, shownHeight };
}
