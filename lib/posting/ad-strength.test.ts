import { describe, expect, it } from 'vitest';
import { AD_STRENGTH_WEIGHTS, adStrength, photoQuality, topCategoryId } from './ad-strength';
import { EMPTY_POSTING_VALUES, type PostingValues } from './posting-values';

const FULL_CAR: PostingValues = {
  ...EMPTY_POSTING_VALUES,
  makeId: 1,
  modelId: 2,
  year: '2018',
  mileage: '120000',
  enginePower: '150',
  engineCapacity: '1968',
  fuelType: 'diesel',
  gearbox: 'automatic',
  bodyType: 'estate',
  doorCount: '5',
  color: 'black',
  equipment: ['abs'],
  description: 'x'.repeat(200),
};
const GOOD = { width: 1600, height: 1200, megapixels: 12 };
const SMALL = { width: 800, height: 600, megapixels: 0.5 };

describe('adStrength', () => {
  it('publishes weights that add up to 100 %', () => {
    expect(Object.values(AD_STRENGTH_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('scores a complete car with enough good photos 100, with no hint', () => {
    const strength = adStrength({ values: FULL_CAR, categoryId: 29, photos: Array(8).fill(GOOD), photoRecommended: 8 });
    expect(strength).toEqual({
      score: 100,
      parts: { photoCount: 1, photoQuality: 1, attributes: 1, description: 1 },
      hints: [],
    });
  });

  it('scores an empty form 0 and puts photos first among the hints', () => {
    const strength = adStrength({ values: EMPTY_POSTING_VALUES, categoryId: 29, photos: [], photoRecommended: 8 });
    expect(strength.score).toBe(0);
    expect(strength.hints.map((h) => [h.part, h.points])).toEqual([
      ['photoQuality', 40],
      ['attributes', 30],
      ['photoCount', 20],
      ['description', 10],
    ]);
    expect(strength.hints.find((h) => h.part === 'photoCount')).toMatchObject({ missingPhotos: 8 });
  });

  it('weighs each part by its published weight', () => {
    // 4 of 8 photos (0.5), qualities 1 and 0.25 (mean 0.625), 9 of 12 attributes, 50 of 200 characters.
    const values = { ...FULL_CAR, color: '', doorCount: '', equipment: [], description: 'y'.repeat(50) };
    const strength = adStrength({
      values,
      categoryId: 29,
      photos: [GOOD, SMALL, GOOD, SMALL],
      photoRecommended: 8,
    });
    expect(strength.parts).toEqual({ photoCount: 0.5, photoQuality: 0.625, attributes: 0.75, description: 0.25 });
    expect(strength.score).toBe(Math.round(100 * (0.2 * 0.5 + 0.4 * 0.625 + 0.3 * 0.75 + 0.1 * 0.25)));
    expect(strength.hints).toEqual([
      { part: 'photoQuality', points: 15, weakPhotos: 2 },
      { part: 'photoCount', points: 10, missingPhotos: 4 },
      { part: 'attributes', points: 8, missing: ['doorCount', 'color', 'equipment'] },
      { part: 'description', points: 8, missingCharacters: 150 },
    ]);
  });

  it('counts the attributes of the category (parts: part type and donor vehicle)', () => {
    const part = { ...EMPTY_POSTING_VALUES, partType: 'engine', compatibleMakeId: 3 };
    const strength = adStrength({ values: part, categoryId: 69, photos: [], photoRecommended: 8 });
    expect(strength.parts.attributes).toBeCloseTo(2 / 3, 10);
    expect(strength.hints.find((h) => h.part === 'attributes')).toMatchObject({ missing: ['compatibleModelId'] });
  });

  it('reads a sub-category as its top-level category', () => {
    expect(topCategoryId(29)).toBe(29);
    expect(topCategoryId(89)).toBe(57);
    expect(topCategoryId(127)).toBe(67);
    expect(topCategoryId(3)).toBe(1);
  });

  it('takes a photo of unknown megapixels by its size', () => {
    expect(photoQuality({ width: 1000, height: 1000, megapixels: 0 })).toBe(0.5);
    expect(photoQuality({ width: 4000, height: 3000, megapixels: 0 })).toBe(1);
    expect(photoQuality({ width: 1, height: 1, megapixels: 1 })).toBe(0.5);
  });

  it('never counts more photos than recommended', () => {
    const strength = adStrength({
      values: FULL_CAR,
      categoryId: 29,
      photos: Array(20).fill(SMALL),
      photoRecommended: 8,
    });
    expect(strength.parts.photoCount).toBe(1);
    expect(strength.parts.photoQuality).toBe(0.25);
  });
});
