import { numericRawPrice } from './raw-price';

describe('numericRawPrice (SPEC §5: rawPrice must be numeric)', () => {
  it.each([
    ['21500', 21500],
    [' 21500 ', 21500],
    ['21500.50', 21500.5],
    [21500, 21500],
    [0, 0],
    ['0', 0],
    ['', null],
    ['21.500 lei', null],
    ['abc', null],
    ['-5', null],
    [-5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('%j → %j', (raw, expected) => {
    expect(numericRawPrice(raw)).toBe(expected);
  });
});
