/**
 * Which fields the posting form asks for in each category (SPEC §2.3, §2.6; docs/posting.md), and
 * which of them publishing requires. Cars, vans and motorcycles are registered road vehicles;
 * trucks add the total weight and have equipment too (tachograph, retarder: the ad-strength meter
 * counts it); trailers have a make but no engine; machinery counts operating hours instead of
 * kilometres; parts name the part and the vehicle it fits (the donor vehicle).
 */
import type { PostingValues } from './posting-values';

/** A field of the form that holds a value (the photos are not in PostingValues). */
export type PostingField = keyof PostingValues;

/** The wizard's steps, in order (the category is chosen before, on its own page). */
export const POSTING_STEPS = ['identity', 'details', 'photos', 'price', 'preview'] as const;
export type PostingStep = (typeof POSTING_STEPS)[number];

/** The kind of form a category gets. */
export type PostingKind = 'car' | 'van' | 'motorcycle' | 'truck' | 'trailer' | 'machinery' | 'part';

const KIND_BY_CATEGORY: Readonly<Record<number, PostingKind>> = {
  29: 'car',
  81: 'van',
  65: 'motorcycle',
  57: 'truck',
  9: 'trailer',
  1: 'machinery',
  31: 'machinery',
  67: 'part',
};

/** The form kind of a top-level category id (unknown ids are treated as parts: the smallest form). */
export function postingKindOf(categoryId: number): PostingKind {
  return KIND_BY_CATEGORY[categoryId] ?? 'part';
}

/** Fields per step and kind; a field listed here is shown, `REQUIRED` says which must be filled. */
const IDENTITY: Readonly<Record<PostingKind, readonly PostingField[]>> = {
  car: ['vin', 'registrationNumber', 'makeId', 'modelId', 'generationId', 'versionId', 'isNew', 'registerConsent'],
  van: ['vin', 'registrationNumber', 'makeId', 'modelId', 'generationId', 'versionId', 'isNew', 'registerConsent'],
  motorcycle: ['vin', 'registrationNumber', 'makeId', 'modelId', 'isNew', 'registerConsent'],
  truck: ['vin', 'registrationNumber', 'makeId', 'modelId', 'isNew', 'registerConsent'],
  trailer: ['vin', 'registrationNumber', 'makeId', 'modelId', 'isNew'],
  machinery: ['vin', 'makeId', 'modelId', 'isNew'],
  part: ['partType', 'compatibleMakeId', 'compatibleModelId'],
};

const DETAILS: Readonly<Record<PostingKind, readonly PostingField[]>> = {
  car: [
    'year',
    'firstRegistration',
    'mileage',
    'fuelType',
    'gearbox',
    'enginePower',
    'engineCapacity',
    'bodyType',
    'doorCount',
    'color',
    'equipment',
    'title',
    'description',
  ],
  van: [
    'year',
    'firstRegistration',
    'mileage',
    'fuelType',
    'gearbox',
    'enginePower',
    'engineCapacity',
    'bodyType',
    'doorCount',
    'color',
    'equipment',
    'title',
    'description',
  ],
  motorcycle: ['year', 'mileage', 'fuelType', 'enginePower', 'engineCapacity', 'color', 'title', 'description'],
  truck: [
    'year',
    'mileage',
    'fuelType',
    'gearbox',
    'enginePower',
    'engineCapacity',
    'weightKg',
    'color',
    'equipment',
    'title',
    'description',
  ],
  trailer: ['year', 'weightKg', 'color', 'title', 'description'],
  machinery: ['year', 'operatingHours', 'enginePower', 'weightKg', 'title', 'description'],
  part: ['title', 'description'],
};

const PRICE: readonly PostingField[] = ['price', 'priceKind', 'currency', 'cityId'];

/** The fields a step shows for a category. */
export function stepFields(categoryId: number, step: PostingStep): readonly PostingField[] {
  const kind = postingKindOf(categoryId);
  if (step === 'identity') return IDENTITY[kind];
  if (step === 'details') return DETAILS[kind];
  if (step === 'price') return PRICE;
  return [];
}

/** Fields publishing requires, per kind (the others are optional; filled ones are still checked). */
const REQUIRED: Readonly<Record<PostingKind, readonly PostingField[]>> = {
  car: ['makeId', 'modelId', 'year', 'mileage', 'fuelType', 'gearbox', 'title', 'price', 'cityId'],
  van: ['makeId', 'modelId', 'year', 'mileage', 'fuelType', 'gearbox', 'title', 'price', 'cityId'],
  motorcycle: ['makeId', 'modelId', 'year', 'mileage', 'title', 'price', 'cityId'],
  truck: ['makeId', 'modelId', 'year', 'mileage', 'title', 'price', 'cityId'],
  trailer: ['makeId', 'year', 'title', 'price', 'cityId'],
  machinery: ['makeId', 'year', 'title', 'price', 'cityId'],
  part: ['partType', 'title', 'price', 'cityId'],
};

/** Whether publishing needs this field in this category. */
export function isRequired(categoryId: number, field: PostingField, values: PostingValues): boolean {
  // A new vehicle has no kilometres to declare.
  if (field === 'mileage' && values.isNew) return false;
  return REQUIRED[postingKindOf(categoryId)].includes(field);
}

/** The step a field is on (for 'go to the first problem'). */
export function stepOfField(categoryId: number, field: PostingField): PostingStep {
  for (const step of ['identity', 'details', 'price'] as const)
    if (stepFields(categoryId, step).includes(field)) return step;
  return 'details';
}
