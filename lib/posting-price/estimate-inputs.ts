/**
 * What the posting form's price estimate is computed from (SPEC §5: "Price estimate requires:
 * year, mileage, make, model, power, engine capacity, fuel type, doors and gearbox"), read from
 * the wizard's values. The flow (machines/price-estimate) names the missing fields; the server
 * (server/price-indicator/posting-estimate.ts) refuses a request without them with the same list.
 */
import { readRomanianNumber } from '@/lib/format/number';
import { topCategoryId } from '@/lib/posting/ad-strength';
import type { PostingCurrency, PostingValues } from '@/lib/posting/posting-values';
import { FuelType, Gearbox } from '@/lib/graphql/generated/schema-enums';

/** The fields an estimate requires, in the order the form shows them. */
export const ESTIMATE_REQUIRED = [
  'makeId',
  'modelId',
  'year',
  'mileage',
  'enginePower',
  'engineCapacity',
  'fuelType',
  'gearbox',
  'doorCount',
] as const;
/** A field an estimate requires. */
export type EstimateField = (typeof ESTIMATE_REQUIRED)[number];

/** Accepted ranges of the numeric fields; a value outside counts as missing (the server refuses it). */
export const ESTIMATE_LIMITS = {
  year: { min: 1900, max: 2100 },
  mileage: { min: 0, max: 2_000_000 },
  enginePower: { min: 1, max: 2_000 },
  engineCapacity: { min: 0, max: 20_000 },
  doorCount: { min: 1, max: 9 },
} as const;

/** The cars category (the price indicator covers only cars). */
export const ESTIMATE_CATEGORY_ID = 29;

/** The estimate's inputs, as the GraphQL PostingPriceEstimateInput carries them. */
export interface EstimateInputs {
  readonly categoryId: number;
  readonly makeId: number | null;
  readonly modelId: number | null;
  readonly generationId: number | null;
  readonly bodyType: string | null;
  readonly year: number | null;
  readonly mileage: number | null;
  readonly enginePower: number | null;
  readonly engineCapacity: number | null;
  readonly fuelType: FuelType | null;
  readonly gearbox: Gearbox | null;
  readonly doorCount: number | null;
  readonly equipmentCount: number;
  readonly isNew: boolean;
  readonly currency: PostingCurrency;
}

type Limited = keyof typeof ESTIMATE_LIMITS;

/** A whole number typed the Romanian way ('120.000'), within its limits, or null. */
function whole(text: string, field: Limited): number | null {
  const value = readRomanianNumber(text);
  const { min, max } = ESTIMATE_LIMITS[field];
  return value !== null && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

function enumValue<T extends string>(values: Record<string, T>, code: string): T | null {
  const upper = code.trim().toUpperCase();
  return (Object.values(values) as string[]).includes(upper) ? (upper as T) : null;
}

/** The inputs of a form; a value that cannot be read is null (and so missing). */
export function estimateInputsOf(values: PostingValues, categoryId: number): EstimateInputs {
  const fuelType = enumValue(FuelType, values.fuelType);
  return {
    categoryId: topCategoryId(categoryId),
    makeId: values.makeId,
    modelId: values.modelId,
    generationId: values.generationId,
    bodyType: values.bodyType.trim() || null,
    year: whole(values.year, 'year'),
    mileage: whole(values.mileage, 'mileage'),
    enginePower: whole(values.enginePower, 'enginePower'),
    // An electric car has no cylinders: its capacity is 0, as the price indicator counts it.
    engineCapacity:
      fuelType === 'ELECTRIC' && values.engineCapacity.trim() === ''
        ? 0
        : whole(values.engineCapacity, 'engineCapacity'),
    fuelType,
    gearbox: enumValue(Gearbox, values.gearbox),
    doorCount: whole(values.doorCount, 'doorCount'),
    equipmentCount: values.equipment.length,
    isNew: values.isNew,
    currency: values.currency,
  };
}

/** The required fields that are missing (or unreadable), in form order. */
export function missingEstimateFields(inputs: Omit<EstimateInputs, 'currency' | 'categoryId'>): EstimateField[] {
  return ESTIMATE_REQUIRED.filter((field) => inputs[field] === null || inputs[field] === undefined);
}

/** Whether the estimate can exist for the category at all (cars only). */
export function isEstimateCategory(categoryId: number): boolean {
  return topCategoryId(categoryId) === ESTIMATE_CATEGORY_ID;
}
