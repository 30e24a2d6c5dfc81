/**
 * The posting form's photo rules (SPEC §2.6 posting form, §5 Photos, §9): JPG and PNG only, told by
 * the first bytes (never by name), at most PHOTO_MAX_MB each, at most {limit} per advert (the server's
 * configuration, POSTING_PHOTO_LIMIT); quarter turns and a crop given as fractions of the turned
 * image. The browser checks a file before uploading it; the server checks it again and then decodes
 * it. Problems are i18n keys of the `errors` catalogue (postingPhotos.*), the same on both sides.
 */
import { SNIFF_BYTES, sniffAttachmentType } from '@/lib/messages/contact-rules';

/** Size limit of one photo. */
export const PHOTO_MAX_MB = 15;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
/** How many leading bytes photoType needs. */
export const PHOTO_SNIFF_BYTES = SNIFF_BYTES;
/** The smallest crop side, as a fraction of the turned image. */
export const CROP_MIN = 0.1;

/** A photo's type by its first bytes. */
export type PhotoType = 'image/jpeg' | 'image/png';

/** A crop: fractions (0..1) of the turned image, origin top left. */
export interface PhotoCrop {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What the server says of photos (the postingPhotoRules query). */
export interface PhotoRules {
  readonly limit: number;
  readonly recommended: number;
  readonly maxBytes: number;
}

/** i18n keys of the problems. */
export const PHOTO_PROBLEM = {
  empty: 'errors:postingPhotos.fileEmpty',
  tooLarge: 'errors:postingPhotos.fileTooLarge',
  type: 'errors:postingPhotos.fileType',
  unreadable: 'errors:postingPhotos.unreadable',
  tooMany: 'errors:postingPhotos.tooMany',
  crop: 'errors:postingPhotos.badCrop',
  rotation: 'errors:postingPhotos.badRotation',
  order: 'errors:postingPhotos.badOrder',
  draft: 'errors:postingPhotos.draftNotFound',
  photo: 'errors:postingPhotos.photoNotFound',
  failed: 'errors:postingPhotos.uploadFailed',
  editFailed: 'errors:postingPhotos.editFailed',
  editOff: 'errors:postingPhotos.editOff',
} as const;

/** JPG or PNG by the first bytes, else null (a PDF passes the attachment sniffer, not this one). */
export function photoType(head: Uint8Array): PhotoType | null {
  const type = sniffAttachmentType(head);
  return type === 'image/jpeg' || type === 'image/png' ? type : null;
}

/** The problem of one file (size and first bytes), or undefined. */
export function photoFileProblem(file: { readonly size: number; readonly head: Uint8Array }): string | undefined {
  if (file.size === 0) return PHOTO_PROBLEM.empty;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_PROBLEM.tooLarge;
  if (photoType(file.head) === null) return PHOTO_PROBLEM.type;
  return undefined;
}

const EPSILON = 1e-6;
const finite = (n: number) => Number.isFinite(n);

/** The problem of a crop (fractions inside the image, each side at least CROP_MIN), or undefined. */
export function cropProblem(crop: PhotoCrop): string | undefined {
  const { x, y, width, height } = crop;
  if (![x, y, width, height].every(finite)) return PHOTO_PROBLEM.crop;
  if (x < -EPSILON || y < -EPSILON) return PHOTO_PROBLEM.crop;
  if (width < CROP_MIN - EPSILON || height < CROP_MIN - EPSILON) return PHOTO_PROBLEM.crop;
  if (x + width > 1 + EPSILON || y + height > 1 + EPSILON) return PHOTO_PROBLEM.crop;
  return undefined;
}

/** Quarter turns clockwise, 0..3 (any integer; -1 is three). */
export function quarterTurns(turns: number): number {
  return ((Math.trunc(turns) % 4) + 4) % 4;
}

/**
 * The same region after the image turns a quarter clockwise `turns` times: a crop follows its
 * photo, so turning never shows a different part of it.
 */
export function turnCrop(crop: PhotoCrop, turns: number): PhotoCrop {
  let c = crop;
  for (let i = 0; i < quarterTurns(turns); i += 1)
    c = { x: 1 - (c.y + c.height), y: c.x, width: c.height, height: c.width };
  return c;
}

/**
 * The largest 4:3 crop (in pixels: landscape 4:3) centred in the current crop, for an image of
 * `width` x `height` pixels: what 'Format 4:3' makes of the rectangle.
 */
export function fourThreeCrop(crop: PhotoCrop, width: number, height: number): PhotoCrop {
  const pxW = crop.width * width;
  const pxH = crop.height * height;
  const w = Math.min(pxW, (pxH * 4) / 3);
  const h = (w * 3) / 4;
  const fw = w / width;
  const fh = h / height;
  return { x: crop.x + (crop.width - fw) / 2, y: crop.y + (crop.height - fh) / 2, width: fw, height: fh };
}

/** The whole image. */
export const FULL_CROP: PhotoCrop = { x: 0, y: 0, width: 1, height: 1 };

/** A crop moved and resized so that it fits the image (fractions kept inside 0..1, sides at least CROP_MIN). */
export function clampCrop(crop: PhotoCrop): PhotoCrop {
  const width = Math.min(1, Math.max(CROP_MIN, crop.width));
  const height = Math.min(1, Math.max(CROP_MIN, crop.height));
  const x = Math.min(1 - width, Math.max(0, crop.x));
  const y = Math.min(1 - height, Math.max(0, crop.y));
  return { x, y, width, height };
}

/** Megapixels with one decimal (12.0), as the strength meter and the list show them. */
export function megapixelsOf(width: number, height: number): number {
  return Math.round((width * height) / 100_000) / 10;
}
