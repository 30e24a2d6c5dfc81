/** Romanian numbers and make text as people type them. */
import fc from 'fast-check';
import { matchOption, parseRomanianNumber, slugify } from './listing-text';

const MAKES = [
  { value: 'mercedes-benz', label: 'Mercedes-Benz' },
  { value: 'skoda', label: 'Škoda' },
  { value: 'man', label: 'MAN' },
  { value: 'mazda', label: 'Mazda' },
  { value: 'volkswagen', label: 'Volkswagen' },
];

describe('parseRomanianNumber', () => {
  it.each([
    ['10.000,50', 10000.5],
    ['12 500', 12500],
    ['1.234.567', 1234567],
    ['3,5', 3.5],
    ['10.5', 10.5],
    ['2016', 2016],
    ['', null],
    ['  ', null],
  ])('%j -> %s', (text, value) => {
    expect(parseRomanianNumber(text)).toBe(value);
  });

  it.each(['abc', '12a', '-5', '1,2,3', '1.23.456', '10 000 lei', '1e5'])('%j is not a number', (text) => {
    expect(parseRomanianNumber(text)).toBeNaN();
  });

  it('reads back every whole number as formatted the Romanian way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (n) => {
        expect(parseRomanianNumber(n.toLocaleString('ro-RO').replace(/\u00a0/g, ' '))).toBe(n);
        expect(parseRomanianNumber(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.'))).toBe(n);
      }),
    );
  });
});

describe('make text', () => {
  it.each([
    ['merc benz', 'mercedes-benz'],
    ['Mercedes Benz', 'mercedes-benz'],
    ['škoda', 'skoda'],
    ['ŠKODA', 'skoda'],
    ['vw', null],
    ['ma', null],
    ['MAN', 'man'],
    ['volks', 'volkswagen'],
    ['<script>', null],
  ])('%j -> %s', (text, value) => {
    expect(matchOption(text, MAKES)?.value ?? null).toBe(value);
  });

  it('slugs keep only a-z, 0-9 and single dashes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
