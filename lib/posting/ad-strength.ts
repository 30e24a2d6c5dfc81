/**
 * The ad-strength meter (SPEC §2.6 posting form): how complete and well illustrated an advert is,
 * 0-100, with the published weights — photo count 20 %, photo quality 40 %, attributes 30 %,
 * description 10 %. The same score is stored in adverts.ad_strength on publish and the listing's
 * RELEVANCE sort ranks by it (migration 0021, docs/search.md). docs/ad-strength.md has each formula.
 */
import { CATEGORIES, POSTING_SUBCATEGORIES } from '@/lib/routes/categories';
import type { PostingValues } from './posting-values';

/** The parts of the score and their weights (they add up to 1). */
export const AD_STRENGTH_WEIGHTS = { photoCount: 0.2, photoQuality: 0.4, attributes: 0.3, description: 0.1 } as const;
/** A part of the score. */
export type AdStrengthPart = keyof typeof AD_STRENGTH_WEIGHTS;
/** A photo with this many megapixels (or more) scores full quality (1600 × 1250). */
export const FULL_QUALITY_MEGAPIXELS = 2;
/** A description of this many characters (or more) scores full marks (the old relevance bonus's 200). */
export const FULL_DESCRIPTION_CHARACTERS = 200;

/** An attribute the meter counts (a field of PostingValues). */
export type AdStrengthAttribute =
  | 'makeId'
  | 'modelId'
  | 'year'
  | 'mileage'
  | 'enginePower'
  | 'engineCapacity'
  | 'fuelType'
  | 'gearbox'
  | 'bodyType'
  | 'doorCount'
  | 'color'
  | 'equipment'
  | 'weightKg'
  | 'operatingHours'
  | 'partType'
  | 'compatibleMakeId'
  | 'compatibleModelId';

const CAR: readonly AdStrengthAttribute[] = [
  'makeId',
  'modelId',
  'year',
  'mileage',
  'enginePower',
  'engineCapacity',
  'fuelType',
  'gearbox',
  'bodyType',
  'doorCount',
  'color',
  'equipment',
];
const MACHINERY: readonly AdStrengthAttribute[] = [
  'makeId',
  'modelId',
  'year',
  'operatingHours',
  'enginePower',
  'weightKg',
];

/** The attributes counted per top-level category id (SPEC §2.2 ids). */
export const AD_STRENGTH_ATTRIBUTES: Readonly<Record<number, readonly AdStrengthAttribute[]>> = {
  29: CAR,
  81: CAR,
  65: ['makeId', 'modelId', 'year', 'mileage', 'enginePower', 'engineCapacity', 'fuelType', 'color'],
  57: ['makeId', 'modelId', 'year', 'mileage', 'enginePower', 'fuelType', 'gearbox', 'weightKg', 'color', 'equipment'],
  9: ['makeId', 'modelId', 'year', 'weightKg', 'color'],
  1: MACHINERY,
  31: MACHINERY,
  67: ['partType', 'compatibleMakeId', 'compatibleModelId'],
};

/** A photo as the meter reads it (advert_draft_photos: size after processing, megapixels of the upload). */
export interface AdStrengthPhoto {
  readonly width: number;
  readonly height: number;
  /** Of the upload; 0 when unknown (then width × height is used). */
  readonly megapixels: number;
}

/** What the meter reads. */
export interface AdStrengthInput {
  readonly values: PostingValues;
  /** The posting category: a top-level id or a posting sub-category id. */
  readonly categoryId: number;
  readonly photos: readonly AdStrengthPhoto[];
  /** Photos recommended (SPEC §5 "recommended at least {recommended}"). */
  readonly photoRecommended: number;
}

/** What would raise the score, with how many points it would add. */
export type AdStrengthHint =
  | { readonly part: 'photoCount'; readonly points: number; readonly missingPhotos: number }
  | { readonly part: 'photoQuality'; readonly points: number; readonly weakPhotos: number }
  | { readonly part: 'attributes'; readonly points: number; readonly missing: readonly AdStrengthAttribute[] }
  | { readonly part: 'description'; readonly points: number; readonly missingCharacters: number };

/** The score, its parts (each 0-1) and the hints, the biggest gain first. */
export interface AdStrength {
  readonly score: number;
  readonly parts: Readonly<Record<AdStrengthPart, number>>;
  readonly hints: readonly AdStrengthHint[];
}

/** The top-level category id of a posting category or sub-category id (cars when unknown). */
export function topCategoryId(categoryId: number): number {
  if (CATEGORIES.some((c) => c.id === categoryId)) return categoryId;
  for (const [slug, subs] of Object.entries(POSTING_SUBCATEGORIES))
    if (subs?.some((s) => s.id === categoryId)) return CATEGORIES.find((c) => c.slug === slug)?.id ?? 29;
  return 29;
}

function isFilled(values: PostingValues, attribute: AdStrengthAttribute): boolean {
  const value = values[attribute];
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined;
}

/** One photo's quality, 0-1: its megapixels against FULL_QUALITY_MEGAPIXELS. */
export function photoQuality(photo: AdStrengthPhoto): number {
  const megapixels = photo.megapixels > 0 ? photo.megapixels : (photo.width * photo.height) / 1_000_000;
  return Math.min(1, Math.max(0, megapixels) / FULL_QUALITY_MEGAPIXELS);
}

/** The ad strength of a form. */
export function adStrength({ values, categoryId, photos, photoRecommended }: AdStrengthInput): AdStrength {
  const recommended = Math.max(1, photoRecommended);
  const attributes = AD_STRENGTH_ATTRIBUTES[topCategoryId(categoryId)] ?? CAR;
  const missing = attributes.filter((attribute) => !isFilled(values, attribute));
  const qualities = photos.map(photoQuality);
  const descriptionLength = [...values.description.trim()].length;
  const parts: Record<AdStrengthPart, number> = {
    photoCount: Math.min(1, photos.length / recommended),
    photoQuality: qualities.length ? qualities.reduce((a, b) => a + b, 0) / qualities.length : 0,
    attributes: (attributes.length - missing.length) / attributes.length,
    description: Math.min(1, descriptionLength / FULL_DESCRIPTION_CHARACTERS),
  };
  const score = Math.round(
    100 *
      (Object.keys(parts) as AdStrengthPart[]).reduce((sum, part) => sum + AD_STRENGTH_WEIGHTS[part] * parts[part], 0),
  );
  const points = (part: AdStrengthPart) => Math.round(100 * AD_STRENGTH_WEIGHTS[part] * (1 - parts[part]));
  const hints: AdStrengthHint[] = [
    {
      part: 'photoCount' as const,
      points: points('photoCount'),
      missingPhotos: Math.max(0, recommended - photos.length),
    },
    {
      part: 'photoQuality' as const,
      // With no photo yet, adding good photos is the way to gain these points.
      points: points('photoQuality'),
      weakPhotos: qualities.filter((q) => q < 1).length,
    },
    { part: 'attributes' as const, points: points('attributes'), missing },
    {
      part: 'description' as const,
      points: points('description'),
      missingCharacters: Math.max(0, FULL_DESCRIPTION_CHARACTERS - descriptionLength),
    },
  ];
  return {
    score,
    parts,
    hints: hints.filter((hint) => hint.points > 0).sort((a, b) => b.points - a.points),
  };
}
