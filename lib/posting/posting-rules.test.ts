/** The posting form's rules where they read numbers (the parser is lib/format/number.ts). */
import { EMPTY_POSTING_VALUES } from './posting-values';
import { fieldProblem } from './posting-rules';

const NOW = new Date('2025-06-15T10:00:00Z');
const CARS = 29;

describe('the price rule', () => {
  it.each([
    ['10.000,50', null],
    ['10 000', null],
    ['10000,5', null],
    ['0,01', null],
    ['50.000.000', null],
    ['10,505', 'posting:problems.priceCents'],
    ['0', 'posting:problems.price'],
    ['50.000.000,01', 'posting:problems.price'],
    ['10,000.50', 'posting:problems.number'],
    ['zece mii', 'posting:problems.number'],
    ['', 'posting:problems.required'],
  ])('%j -> %s', (price, problem) => {
    expect(fieldProblem({ ...EMPTY_POSTING_VALUES, price }, CARS, 'price', NOW)).toBe(problem);
  });
});
