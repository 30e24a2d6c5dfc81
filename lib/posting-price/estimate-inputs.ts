/**
 * What the posting form's price estimate is computed from (SPEC §5: "Price estimate requires:
 * year, mileage, make, model, power, engine capacity, fuel type, doors and gearbox"), read from
 * the wizard's values. The flow (machines/price-estimate) names the missing fields; the server
 * (server/price-indicator/posting-estimate.ts) refuses a request without them with the same list.
 */
import { readRomanianNumber } from '@/lib/format/number';
import { topCategoryId } from '@/lib/posting/ad-strength';
import { isAcceptedWholeNumber, type WholeNumberField } from '@/lib/posting/posting-rules';
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

/** The numeric fields of an estimate: they accept what the posting form accepts (POSTING_LIMITS). */
export const ESTIMATE_NUMBER_FIELDS = [
  'year',
  'mileage',
  'enginePower',
  'engineCapacity',
  'doorCount',
] as const satisfies readonly WholeNumberField[];
/** A numeric field of an estimate. */
export type EstimateNumberField = (typeof ESTIMATE_NUMBER_FIELDS)[number];

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

/** A whole number typed the Romanian way ('120.000') that the posting form accepts, or null. */
function whole(text: string, field: EstimateNumberField, now: Date): number | null {
  const value = readRomanianNumber(text);
  return value !== null && isAcceptedWholeNumber(field, value, now) ? value : null;
}

function enumValue<T extends string>(values: Record<string, T>, code: string): T | null {
  const upper = code.trim().toUpperCase();
  return (Object.values(values) as string[]).includes(upper) ? (upper as T) : null;
}

/**
 * The inputs of a form at `now` (the wizard's today, which its year rule uses); a value that cannot
 * be read, or that the form's rules refuse, is null (and so missing).
 */
export function estimateInputsOf(values: PostingValues, categoryId: number, now: Date): EstimateInputs {
  const fuelType = enumValue(FuelType, values.fuelType);
  return {
    categoryId: topCategoryId(categoryId),
    makeId: values.makeId,
    modelId: values.modelId,
    generationId: values.generationId,
    bodyType: values.bodyType.trim() || null,
    year: whole(values.year, 'year', now),
    mileage: whole(values.mileage, 'mileage', now),
    enginePower: whole(values.enginePower, 'enginePower', now),
    // An electric car has no cylinders: its capacity is 0, as the price indicator counts it.
    engineCapacity:
      fuelType === 'ELECTRIC' && values.engineCapacity.trim() === ''
        ? 0
        : whole(values.engineCapacity, 'engineCapacity', now),
    fuelType,
    gearbox: enumValue(Gearbox, values.gearbox),
    doorCount: whole(values.doorCount, 'doorCount', now),
    equipmentCount: values.equipment.length,
    isNew: values.isNew,
    currency: values.currency,
  };
}

/** The required fields that are missing (or unreadable), in form order. */
export function missingEstimateFields(inputs: Omit<EstimateInputs, 'currency' | 'categoryId'>): EstimateField[] {
  return ESTIMATE_REQUIRED.filter((field) => inputs[field] === null || inputs[field] === undefined);
}

/**
 * The first numeric input the posting form would refuse (the server's check of a request), or null.
 * An electric car's capacity may be 0: the form leaves it blank and the estimate counts it as 0.
 */
export function refusedEstimateField(
  inputs: Pick<EstimateInputs, EstimateNumberField | 'fuelType'>,
  now: Date,
): EstimateNumberField | null {
  const refused = (field: EstimateNumberField) => {
    const value = inputs[field];
    if (value === null) return false;
    if (field === 'engineCapacity' && value === 0 && inputs.fuelType === 'ELECTRIC') return false;
    return !isAcceptedWholeNumber(field, value, now);
  };
  return ESTIMATE_NUMBER_FIELDS.find(refused) ?? null;
}

/** Whether the estimate can exist for the category at all (cars only). */
export function isEstimateCategory(categoryId: number): boolean {
  return topCategoryId(categoryId) === ESTIMATE_CATEGORY_ID;
}
