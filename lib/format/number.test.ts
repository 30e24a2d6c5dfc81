/** Romanian numbers as typed and as shown: the one parser and its round trip with the formatters. */
import fc from 'fast-check';
import {
  formatNumber,
  formatRomanianAmount,
  parseRomanianAmount,
  parseRomanianNumber,
  readRomanianNumber,
} from './number';

describe('parseRomanianNumber', () => {
  it.each([
    ['10.000,50', 10_000.5],
    ['10.000', 10_000],
    ['12 500', 12_500],
    ['12\u00a0500', 12_500],
    ['12\u202f500', 12_500],
    ['1 250 000', 1_250_000],
    ['1.234.567', 1_234_567],
    ['1.234.567,89', 1_234_567.89],
    ['3,5', 3.5],
    ['10000,5', 10_000.5],
    ['10.5', 10.5],
    ['  7.500  ', 7_500],
    ['2016', 2016],
    ['0', 0],
    ['', null],
    ['  ', null],
  ])('%j -> %s', (text, value) => {
    expect(parseRomanianNumber(text)).toBe(value);
  });

  it.each(['abc', '12a', '12abc', '-5', '1,2,3', '1.2.3', '1.23.456', '10,000.50', '10 000 lei', '1e5', '+5'])(
    '%j is not a number',
    (text) => {
      expect(parseRomanianNumber(text)).toBeNaN();
      expect(readRomanianNumber(text)).toBeNull();
    },
  );

  it('reads back every whole number as formatted the Romanian way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (n) => {
        expect(parseRomanianNumber(formatNumber(n))).toBe(n);
        expect(parseRomanianNumber(n.toLocaleString('ro-RO').replace(/\u00a0/g, ' '))).toBe(n);
        expect(parseRomanianNumber(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' '))).toBe(n);
      }),
    );
  });

  it('never throws and gives null, NaN or a finite number that is not negative', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseRomanianNumber(text);
        expect(value === null || Number.isNaN(value) || (Number.isFinite(value) && value >= 0)).toBe(true);
      }),
    );
  });
});

describe('parseRomanianAmount', () => {
  it.each([
    ['10.000,50', 10_000.5],
    ['10 000', 10_000],
    ['10000,5', 10_000.5],
    ['10.5', 10.5],
    ['0', 0],
  ])('%j -> %d', (text, value) => {
    expect(parseRomanianAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '12abc', '10,000.50', '1.2.3', '-5', '10,505'])('%j is refused', (text) => {
    expect(parseRomanianAmount(text)).toBeNull();
  });

  it('reads back every amount to the cent as formatted (round trip)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000_000 }), (cents) => {
        const amount = cents / 100;
        expect(parseRomanianAmount(formatRomanianAmount(amount))).toBe(amount);
      }),
    );
  });
});

describe('formatRomanianAmount', () => {
  it.each([
    [12_500, '12.500'],
    [10_000.5, '10.000,50'],
    [12_100.61, '12.100,61'],
    [999, '999'],
    [1_250_000, '1.250.000'],
    [-4_500.25, '-4.500,25'],
  ])('%d -> %s', (value, text) => {
    expect(formatRomanianAmount(value)).toBe(text);
  });
});
