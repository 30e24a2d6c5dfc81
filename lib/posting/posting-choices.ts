/**
 * The catalogue lists of the posting form's identity step (docs/posting.md) and what choosing
 * in them does to the other fields: a new make clears the model, generation and version; a
 * version fills its engine, gearbox, body and doors and adds its equipment (equipment autofill,
 * SPEC §2.6), which the seller can still change.
 */
import type { PostingValues } from './posting-values';

export interface PostingOption {
  readonly id: number;
  readonly name: string;
}

export interface PostingGenerationOption extends PostingOption {
  readonly yearFrom: number;
  readonly yearTo: number | null;
}

export interface PostingVersionOption extends PostingOption {
  readonly yearFrom: number | null;
  readonly yearTo: number | null;
  readonly fuelType: string | null;
  readonly enginePower: number | null;
  readonly engineCapacity: number | null;
  readonly gearbox: string | null;
  readonly bodyType: string | null;
  readonly doorCount: number | null;
  readonly equipment: readonly string[];
}

/** The lists for the current choices (empty below an unchosen level). */
export interface PostingChoices {
  readonly makes: readonly PostingOption[];
  /** Models of the make (parts: of the compatible make). */
  readonly models: readonly PostingOption[];
  readonly generations: readonly PostingGenerationOption[];
  readonly versions: readonly PostingVersionOption[];
}

export const NO_CHOICES: PostingChoices = { makes: [], models: [], generations: [], versions: [] };

/** What the lists depend on. */
export interface ChoicesRequest {
  /** The category whose makes are listed. */
  readonly categoryId: number;
  readonly makeId: number | null;
  readonly modelId: number | null;
  readonly generationId: number | null;
}

/**
 * The vehicle category whose makes a parts sub-category lists: car parts fit cars, not caravans or
 * tractors. 'utilitara-camion' (vans and trucks) and parts at the top level list every make.
 */
const PARTS_FIT: Readonly<Partial<Record<number, number>>> = { 69: 29, 71: 65, 121: 81, 123: 9, 125: 1, 127: 31 };

/** What the lists depend on; `subcategoryId` narrows the makes a part can fit. */
export function choicesRequestOf(
  categoryId: number,
  values: PostingValues,
  subcategoryId: number | null = null,
): ChoicesRequest {
  return {
    categoryId: (subcategoryId !== null ? PARTS_FIT[subcategoryId] : undefined) ?? categoryId,
    makeId: values.makeId ?? values.compatibleMakeId,
    modelId: values.modelId,
    generationId: values.generationId,
  };
}

/** The fields a choice empties, in the order of the cascade. */
const CLEARS: Partial<Record<keyof PostingValues, readonly (keyof PostingValues)[]>> = {
  makeId: ['modelId', 'generationId', 'versionId'],
  modelId: ['generationId', 'versionId'],
  generationId: ['versionId'],
  compatibleMakeId: ['compatibleModelId'],
};

const text = (n: number | null): string | null => (n === null ? null : String(n));

/** The values after `field` changed to `value`: the dependent choices cleared, a version's data filled. */
export function withChoice<K extends keyof PostingValues>(
  values: PostingValues,
  field: K,
  value: PostingValues[K],
  choices: PostingChoices,
): PostingValues {
  const next: PostingValues = { ...values, [field]: value };
  if (values[field] !== value) for (const cleared of CLEARS[field] ?? []) Object.assign(next, { [cleared]: null });
  if (field !== 'versionId' || value === null) return next;
  const version = choices.versions.find((v) => v.id === value);
  if (!version) return next;
  const filled = {
    fuelType: version.fuelType,
    enginePower: text(version.enginePower),
    engineCapacity: text(version.engineCapacity),
    gearbox: version.gearbox,
    bodyType: version.bodyType,
    doorCount: text(version.doorCount),
  };
  for (const [key, v] of Object.entries(filled)) if (v !== null) Object.assign(next, { [key]: v });
  next.equipment = [...new Set([...values.equipment, ...version.equipment])];
  return next;
}
