/**
 * The posting form's rules (docs/posting.md), shared by the wizard machine (problems shown as the
 * seller types or moves on) and the server (publish refuses the same problems). A problem is an
 * i18n key of the posting catalogue. Numbers are read as Romanians type them ('10.000', '1.598').
 */
import { isToTheCent, readRomanianNumber } from '@/lib/format/number';
import { plateProblem } from '@/lib/vehicle-check/plate';
import { vinProblem } from '@/lib/vehicle-check/vin';
import { isRequired, type PostingField, type PostingStep, stepFields } from './posting-fields';
import { textRuleErrors, textRuleI18nKey } from './text-rules';
import type { PostingValues } from './posting-values';

/** Problems by field: i18n keys (posting namespace). */
export type PostingProblems = Partial<Record<PostingField, string>>;

/**
 * Limits of the form (SPEC §9 where it gives them; the rest are what real vehicles have). The
 * price estimate reads the same limits (lib/posting-price/estimate-inputs.ts): a value the form
 * accepts is never refused by the estimate, nor the other way round.
 */
export const POSTING_LIMITS = {
  yearMin: 1950,
  mileageMax: 2_000_000,
  powerMax: 2_000,
  capacityMin: 50,
  capacityMax: 30_000,
  doorsMin: 2,
  doorsMax: 5,
  hoursMax: 200_000,
  weightMax: 100_000,
  priceMax: 50_000_000,
  titleMin: 10,
  titleMax: 70,
  descriptionMax: 6_000,
} as const;

/** A numeric field whose value is a whole number within a range. */
export type WholeNumberField =
  'year' | 'mileage' | 'enginePower' | 'engineCapacity' | 'doorCount' | 'operatingHours' | 'weightKg';

/** The lowest and highest whole number a field accepts, both included. */
export interface WholeNumberRange {
  readonly min: number;
  readonly max: number;
}

const RANGES: Record<WholeNumberField, (now: Date) => WholeNumberRange> = {
  // Next year's models are sold from the autumn before.
  year: (now) => ({ min: POSTING_LIMITS.yearMin, max: now.getFullYear() + 1 }),
  mileage: () => ({ min: 0, max: POSTING_LIMITS.mileageMax }),
  enginePower: () => ({ min: 1, max: POSTING_LIMITS.powerMax }),
  engineCapacity: () => ({ min: POSTING_LIMITS.capacityMin, max: POSTING_LIMITS.capacityMax }),
  doorCount: () => ({ min: POSTING_LIMITS.doorsMin, max: POSTING_LIMITS.doorsMax }),
  operatingHours: () => ({ min: 0, max: POSTING_LIMITS.hoursMax }),
  weightKg: () => ({ min: 1, max: POSTING_LIMITS.weightMax }),
};

const RANGE_PROBLEM: Record<WholeNumberField, string> = {
  year: 'posting:problems.year',
  mileage: 'posting:problems.mileage',
  enginePower: 'posting:problems.power',
  engineCapacity: 'posting:problems.capacity',
  doorCount: 'posting:problems.doors',
  operatingHours: 'posting:problems.hours',
  weightKg: 'posting:problems.weight',
};

/** The whole numbers a field accepts at `now` (the year's top moves with it). */
export function wholeNumberRange(field: WholeNumberField, now: Date): WholeNumberRange {
  return RANGES[field](now);
}

/** Whether the form accepts `n` for the field: a whole number within the field's range. */
export function isAcceptedWholeNumber(field: WholeNumberField, n: number, now: Date): boolean {
  const { min, max } = RANGES[field](now);
  return Number.isInteger(n) && n >= min && n <= max;
}

const isWholeNumberField = (field: PostingField): field is WholeNumberField => Object.hasOwn(RANGES, field);

/** The problem of a number typed in a numeric field (null: accepted). */
function numberProblem(field: WholeNumberField | 'price', n: number, now: Date): string | null {
  if (field !== 'price') return isAcceptedWholeNumber(field, n, now) ? null : RANGE_PROBLEM[field];
  // A price is to the cent, as the price field reads it: '10,505' is refused, not rounded.
  if (!isToTheCent(n)) return 'posting:problems.priceCents';
  return n > 0 && n <= POSTING_LIMITS.priceMax ? null : 'posting:problems.price';
}

function isBlank(values: PostingValues, field: PostingField): boolean {
  const value = values[field];
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return false;
  return false;
}

/** The problem of one field, or null. */
export function fieldProblem(values: PostingValues, categoryId: number, field: PostingField, now: Date): string | null {
  if (isBlank(values, field)) return isRequired(categoryId, field, values) ? 'posting:problems.required' : null;
  const value = values[field];
  if ((isWholeNumberField(field) || field === 'price') && typeof value === 'string') {
    const n = readRomanianNumber(value);
    return n === null ? 'posting:problems.number' : numberProblem(field, n, now);
  }
  if (field === 'vin') {
    const problem = vinProblem(values.vin);
    if (problem) return `errors:vehicleCheck.vin.${problem}`;
  }
  if (field === 'registrationNumber') {
    const problem = plateProblem(values.registrationNumber);
    if (problem) return `errors:vehicleCheck.plate.${problem}`;
  }
  if (field === 'firstRegistration') {
    const match = /^(\d{4})-(\d{2})$/u.exec(values.firstRegistration);
    const year = Number(match?.[1]);
    const month = Number(match?.[2]);
    if (!match || month < 1 || month > 12) return 'posting:problems.firstRegistration';
    const typedYear = readRomanianNumber(values.year);
    if (typedYear !== null && year < typedYear) return 'posting:problems.registeredBeforeBuilt';
    if (year * 12 + month > now.getFullYear() * 12 + now.getMonth() + 1) return 'posting:problems.firstRegistration';
  }
  if (field === 'title') {
    const length = values.title.trim().length;
    if (length < POSTING_LIMITS.titleMin) return 'posting:problems.titleShort';
    if (length > POSTING_LIMITS.titleMax) return 'posting:problems.titleLong';
  }
  if (field === 'description' && values.description.length > POSTING_LIMITS.descriptionMax)
    return 'posting:problems.descriptionLong';
  if (field === 'title' || field === 'description') {
    const [rule] = textRuleErrors(values[field], field);
    if (rule) return `errors:${textRuleI18nKey(rule)}`;
  }
  return null;
}

/** The problems of the fields a step shows (all steps when `step` is omitted). */
export function postingProblems(
  values: PostingValues,
  categoryId: number,
  now: Date,
  step?: PostingStep,
): PostingProblems {
  const steps: readonly PostingStep[] = step ? [step] : ['identity', 'details', 'price'];
  const problems: PostingProblems = {};
  for (const s of steps)
    for (const field of stepFields(categoryId, s)) {
      const problem = fieldProblem(values, categoryId, field, now);
      if (problem) problems[field] = problem;
    }
  return problems;
}
