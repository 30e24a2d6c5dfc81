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

/** Limits of the form (SPEC §9 where it gives them; the rest are what real vehicles have). */
export const POSTING_LIMITS = {
  yearMin: 1950,
  mileageMax: 2_000_000,
  powerMax: 2_000,
  capacityMin: 50,
  capacityMax: 30_000,
  hoursMax: 200_000,
  weightMax: 100_000,
  priceMax: 50_000_000,
  titleMin: 10,
  titleMax: 70,
  descriptionMax: 6_000,
} as const;

const NUMERIC: Partial<Record<PostingField, (n: number, now: Date) => string | null>> = {
  year: (n, now) =>
    Number.isInteger(n) && n >= POSTING_LIMITS.yearMin && n <= now.getFullYear() + 1 ? null : 'posting:problems.year',
  mileage: (n) => (Number.isInteger(n) && n >= 0 && n <= POSTING_LIMITS.mileageMax ? null : 'posting:problems.mileage'),
  enginePower: (n) => (Number.isInteger(n) && n >= 1 && n <= POSTING_LIMITS.powerMax ? null : 'posting:problems.power'),
  engineCapacity: (n) =>
    Number.isInteger(n) && n >= POSTING_LIMITS.capacityMin && n <= POSTING_LIMITS.capacityMax
      ? null
      : 'posting:problems.capacity',
  doorCount: (n) => (Number.isInteger(n) && n >= 2 && n <= 5 ? null : 'posting:problems.doors'),
  operatingHours: (n) =>
    Number.isInteger(n) && n >= 0 && n <= POSTING_LIMITS.hoursMax ? null : 'posting:problems.hours',
  weightKg: (n) => (Number.isInteger(n) && n >= 1 && n <= POSTING_LIMITS.weightMax ? null : 'posting:problems.weight'),
  // A price is to the cent, as the price field reads it: '10,505' is refused, not rounded.
  price: (n) =>
    !isToTheCent(n)
      ? 'posting:problems.priceCents'
      : n > 0 && n <= POSTING_LIMITS.priceMax
        ? null
        : 'posting:problems.price',
};

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
  const numeric = NUMERIC[field];
  if (numeric && typeof value === 'string') {
    const n = readRomanianNumber(value);
    return n === null ? 'posting:problems.number' : numeric(n, now);
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
