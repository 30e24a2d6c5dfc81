/** Make text as people type it. */
import fc from 'fast-check';
import { matchOption, slugify } from './listing-text';

const MAKES = [
  { value: 'mercedes-benz', label: 'Mercedes-Benz' },
  { value: 'skoda', label: 'Škoda' },
  { value: 'man', label: 'MAN' },
  { value: 'mazda', label: 'Mazda' },
  { value: 'volkswagen', label: 'Volkswagen' },
];

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
