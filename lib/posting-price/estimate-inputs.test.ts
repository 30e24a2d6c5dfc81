import { describe, expect, it } from 'vitest';
import { EMPTY_POSTING_VALUES } from '@/lib/posting/posting-values';
import { estimateInputsOf, isEstimateCategory, missingEstimateFields } from './estimate-inputs';

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
    expect(estimateInputsOf(CAR, 29)).toMatchObject({
      categoryId: 29,
      mileage: 145_000,
      engineCapacity: 1968,
      fuelType: 'DIESEL',
      gearbox: 'AUTOMATIC',
      doorCount: 5,
      equipmentCount: 2,
      currency: 'EUR',
    });
    expect(missingEstimateFields(estimateInputsOf(CAR, 29))).toEqual([]);
  });

  it('names the missing and unreadable required fields in form order (SPEC §5)', () => {
    const form = { ...CAR, year: '1800', mileage: '', gearbox: 'cvt', doorCount: 'cinci', modelId: null };
    expect(missingEstimateFields(estimateInputsOf(form, 29))).toEqual([
      'modelId',
      'year',
      'mileage',
      'gearbox',
      'doorCount',
    ]);
    expect(missingEstimateFields(estimateInputsOf(EMPTY_POSTING_VALUES, 29))).toHaveLength(9);
  });

  it('counts an electric car without a capacity as 0 cm³, and no other', () => {
    expect(estimateInputsOf({ ...CAR, fuelType: 'electric', engineCapacity: '' }, 29).engineCapacity).toBe(0);
    expect(estimateInputsOf({ ...CAR, engineCapacity: '' }, 29).engineCapacity).toBeNull();
  });

  it('covers cars only, whatever id the category comes as', () => {
    expect(isEstimateCategory(29)).toBe(true);
    expect([81, 65, 89, 127].map(isEstimateCategory)).toEqual([false, false, false, false]);
    expect(estimateInputsOf(CAR, 89).categoryId).toBe(57);
  });
});
