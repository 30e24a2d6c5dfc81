/** The photo rules: first bytes, size, crop bounds, turning a crop with its photo, the 4:3 format. */
import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  cropProblem,
  fourThreeCrop,
  megapixelsOf,
  PHOTO_MAX_BYTES,
  photoFileProblem,
  quarterTurns,
  turnCrop,
} from './photo-rules';

const head = (...bytes: number[]) => Uint8Array.from(bytes);
const JPEG = head(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const PNG = head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('photoFileProblem', () => {
  it.each([
    ['a JPEG', 1000, JPEG, undefined],
    ['a PNG', 1000, PNG, undefined],
    ['a JPEG of exactly 15 MB', PHOTO_MAX_BYTES, JPEG, undefined],
    ['a JPEG one byte over', PHOTO_MAX_BYTES + 1, JPEG, 'errors:postingPhotos.fileTooLarge'],
    ['an empty file', 0, JPEG, 'errors:postingPhotos.fileEmpty'],
    ['a PDF', 1000, head(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31), 'errors:postingPhotos.fileType'],
    ['an .exe', 1000, head(0x4d, 0x5a, 0x90, 0), 'errors:postingPhotos.fileType'],
    ['a GIF', 1000, head(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), 'errors:postingPhotos.fileType'],
  ])('%s', (_name, size, bytes, problem) => {
    expect(photoFileProblem({ size, head: bytes })).toBe(problem);
  });
});

describe('crops', () => {
  it.each([
    [{ x: 0, y: 0, width: 1, height: 1 }, undefined],
    [{ x: 0.9, y: 0.9, width: 0.1, height: 0.1 }, undefined],
    [{ x: 0.5, y: 0, width: 0.6, height: 1 }, 'errors:postingPhotos.badCrop'],
    [{ x: -0.1, y: 0, width: 0.5, height: 0.5 }, 'errors:postingPhotos.badCrop'],
    [{ x: 0, y: 0, width: 0.05, height: 0.5 }, 'errors:postingPhotos.badCrop'],
    [{ x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 0.5 }, 'errors:postingPhotos.badCrop'],
  ])('cropProblem(%j) is %s', (crop, problem) => {
    expect(cropProblem(crop)).toBe(problem);
  });

  it('turns a crop with its photo, and four turns give it back', () => {
    const left = { x: 0, y: 0, width: 0.5, height: 1 };
    expect(turnCrop(left, 1)).toEqual({ x: 0, y: 0, width: 1, height: 0.5 });
    expect(turnCrop(left, 2)).toEqual({ x: 0.5, y: 0, width: 0.5, height: 1 });
    expect(turnCrop(left, -1)).toEqual({ x: 0, y: 0.5, width: 1, height: 0.5 });
    expect(turnCrop(left, 4)).toEqual(left);
    expect([quarterTurns(-1), quarterTurns(5), quarterTurns(0)]).toEqual([3, 1, 0]);
  });

  it('fits the largest 4:3 rectangle, centred, inside the current one', () => {
    // A portrait 960x1280 image, whole: 960x720 pixels, centred vertically.
    expect(fourThreeCrop({ x: 0, y: 0, width: 1, height: 1 }, 960, 1280)).toEqual({
      x: 0,
      y: 0.21875,
      width: 1,
      height: 0.5625,
    });
    // A landscape 1280x960 image is 4:3 already.
    expect(fourThreeCrop({ x: 0, y: 0, width: 1, height: 1 }, 1280, 960)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('keeps a dragged rectangle inside the image', () => {
    expect(clampCrop({ x: 0.8, y: -0.2, width: 0.5, height: 0.02 })).toEqual({ x: 0.5, y: 0, width: 0.5, height: 0.1 });
  });

  it('counts megapixels with one decimal', () => {
    expect([megapixelsOf(4000, 3000), megapixelsOf(1600, 1200), megapixelsOf(800, 1200)]).toEqual([12, 1.9, 1]);
  });
});
