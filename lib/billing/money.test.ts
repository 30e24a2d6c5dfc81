import { describe, expect, it } from 'vitest';
import { assertBani, formatBani, lei } from './money';
import { invoiceTotals, vatOf, withVat } from './vat';

describe('formatBani', () => {
  it.each([
    [0, '0 LEI'],
    [89900, '899 LEI'],
    [169900, '1.699 LEI'],
    [108779, '1.087,79 LEI'],
    [1699000, '16.990 LEI'],
    [5, '0,05 LEI'],
    [-1550, '-15,50 LEI'],
  ])('%i bani -> %s', (bani, text) => {
    expect(formatBani(bani)).toBe(text);
  });

  it('refuses a float', () => {
    expect(() => formatBani(10.5)).toThrow(RangeError);
    expect(() => assertBani(Number.NaN)).toThrow(RangeError);
    expect(lei(899)).toBe(89900);
  });
});

describe('VAT', () => {
  it.each([
    [89900, 21, 18879],
    [19900, 21, 4179],
    [50, 21, 11], // 10.5 -> 11 (half up)
    [150, 19, 29], // 28.5 -> 29
    [149, 19, 28], // 28.31 -> 28
    [0, 21, 0],
  ])('net %i at %i%% -> %i', (net, rate, vat) => {
    expect(vatOf(net, rate)).toBe(vat);
  });

  it('rounds the invoice once, on the sum of the lines', () => {
    // Line by line: 11 + 11 = 22; on the sum 100 × 21 % = 21.
    expect(
      invoiceTotals(
        [
          { quantity: 1, unitPriceBani: 50 },
          { quantity: 1, unitPriceBani: 50 },
        ],
        21,
      ),
    ).toEqual({
      netBani: 100,
      vatBani: 21,
      totalBani: 121,
    });
    expect(invoiceTotals([{ quantity: 2, unitPriceBani: 89900 }], 21).totalBani).toBe(217558);
    expect(withVat(29900, 21)).toBe(36179);
  });

  it('refuses a quantity below 1 and a fractional rate', () => {
    expect(() => invoiceTotals([{ quantity: 0, unitPriceBani: 100 }], 21)).toThrow(RangeError);
    expect(() => vatOf(100, 20.5)).toThrow(RangeError);
  });
});
