import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/lib/format/number';
import { fieldProblem, wholeNumberRange } from '@/lib/posting/posting-rules';
import { EMPTY_POSTING_VALUES } from '@/lib/posting/posting-values';
import {
  ESTIMATE_NUMBER_FIELDS,
  estimateInputsOf,
  isEstimateCategory,
  missingEstimateFields,
  refusedEstimateField,
} from './estimate-inputs';

const NOW = new Date('2025-06-15T10:00:00Z');

const CAR = {
  ...EMPTY_POSTING_VALUES,
  makeId: 1,
  modelId: 2,
  year: '2018',
  mileage: '145.000',
  enginePower: '150',
  engineCapacity: '1.968',
  fuelType: 'diesel',
  gearbox: 'automatic',
  doorCount: '5',
  equipment: ['abs', 'esp'],
};

describe('estimate inputs', () => {
  it('reads the form as a Romanian types it, with fuel and gearbox as the schema names them', () => {
    expect(estimateInputsOf(CAR, 29, NOW)).toMatchObject({
      categoryId: 29,
      mileage: 145_000,
      engineCapacity: 1968,
      fuelType: 'DIESEL',
      gearbox: 'AUTOMATIC',
      doorCount: 5,
      equipmentCount: 2,
      currency: 'EUR',
    });
    expect(missingEstimateFields(estimateInputsOf(CAR, 29, NOW))).toEqual([]);
  });

  it('names the missing and unreadable required fields in form order (SPEC §5)', () => {
    const form = { ...CAR, year: '1800', mileage: '', gearbox: 'cvt', doorCount: 'cinci', modelId: null };
    expect(missingEstimateFields(estimateInputsOf(form, 29, NOW))).toEqual([
      'modelId',
      'year',
      'mileage',
      'gearbox',
      'doorCount',
    ]);
    expect(missingEstimateFields(estimateInputsOf(EMPTY_POSTING_VALUES, 29, NOW))).toHaveLength(9);
  });

  it('counts an electric car without a capacity as 0 cm³, and no other', () => {
    expect(estimateInputsOf({ ...CAR, fuelType: 'electric', engineCapacity: '' }, 29, NOW).engineCapacity).toBe(0);
    expect(estimateInputsOf({ ...CAR, engineCapacity: '' }, 29, NOW).engineCapacity).toBeNull();
  });

  it('covers cars only, whatever id the category comes as', () => {
    expect(isEstimateCategory(29)).toBe(true);
    expect([81, 65, 89, 127].map(isEstimateCategory)).toEqual([false, false, false, false]);
    expect(estimateInputsOf(CAR, 89, NOW).categoryId).toBe(57);
  });
});

describe("the limits are the posting form's", () => {
  // A value the form accepts is never refused by the estimate (in the wizard or on the server),
  // and a value the form refuses never reaches an estimate.
  it.each(ESTIMATE_NUMBER_FIELDS)('%s: the form accepts it exactly when the estimate does', (field) => {
    const { min, max } = wholeNumberRange(field, NOW);
    const typed = fc.oneof(
      fc.integer({ min: min - 3, max: min + 3 }),
      fc.integer({ min: max - 3, max: max + 3 }),
      fc.integer({ min: -10, max: 2 * max }),
    );
    fc.assert(
      fc.property(typed, fc.boolean(), (n, decimal) => {
        const text = decimal ? `${formatNumber(n)},5` : formatNumber(n);
        const form = { ...CAR, [field]: text };
        const formAccepts = fieldProblem(form, 29, field, NOW) === null;
        const read = estimateInputsOf(form, 29, NOW)[field];
        expect(read !== null).toBe(formAccepts);
        if (!decimal)
          expect(refusedEstimateField({ ...estimateInputsOf(CAR, 29, NOW), [field]: n }, NOW) === null).toBe(
            formAccepts,
          );
      }),
    );
  });

  it('takes the year up to next year, as the form does', () => {
    expect(estimateInputsOf({ ...CAR, year: '2026' }, 29, NOW).year).toBe(2026);
    expect(estimateInputsOf({ ...CAR, year: '2027' }, 29, NOW).year).toBeNull();
    expect(estimateInputsOf({ ...CAR, year: '1949' }, 29, NOW).year).toBeNull();
  });

  it("lets an electric car's blank capacity through as 0, and no other 0", () => {
    const inputs = estimateInputsOf(CAR, 29, NOW);
    expect(refusedEstimateField({ ...inputs, fuelType: 'ELECTRIC', engineCapacity: 0 }, NOW)).toBeNull();
    expect(refusedEstimateField({ ...inputs, engineCapacity: 0 }, NOW)).toBe('engineCapacity');
    expect(refusedEstimateField({ ...inputs, doorCount: 7 }, NOW)).toBe('doorCount');
  });
});
