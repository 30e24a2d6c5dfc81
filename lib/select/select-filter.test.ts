import { filterOptions, isBlankQuery, moveActive, showsSelectAll, singleMatch, visibleRowIds } from './select-filter';
import type { SelectOption } from './select-option';

const fuels: SelectOption[] = [
  { id: 'petrol', label: 'Benzină' },
  { id: 'diesel', label: 'Diesel' },
  { id: 'electric', label: 'Electric' },
  { id: 'hybrid', label: 'Hibrid (benzină)' },
];

describe('filterOptions: case-insensitive contains on the label (SPEC §2.6)', () => {
  it.each([
    ['', ['petrol', 'diesel', 'electric', 'hybrid']],
    ['   ', ['petrol', 'diesel', 'electric', 'hybrid']],
    ['die', ['diesel']],
    ['DIE', ['diesel']],
    ['  sel ', ['diesel']],
    ['benzină', ['petrol', 'hybrid']],
    ['BENZINĂ', ['petrol', 'hybrid']],
    ['e', ['petrol', 'diesel', 'electric', 'hybrid']],
    ['tric', ['electric']],
    ['xyz', []],
    // Contains, not prefix: the match can be in the middle of the label.
    ['(benz', ['hybrid']],
  ])('%j → %j', (query, ids) => {
    expect(filterOptions(fuels, query).map((o) => o.id)).toEqual(ids);
  });
});

describe('singleMatch', () => {
  it.each([
    ['die', 'diesel'],
    ['Electric', 'electric'],
    ['benzină', null],
    ['xyz', null],
    ['', null],
    [' ', null],
  ])('%j → %j', (query, id) => {
    expect(singleMatch(fuels, query)).toBe(id);
  });
});

describe("'select all' row", () => {
  it.each([
    ['multiple', '', true],
    ['multiple', ' ', true],
    ['multiple', 'die', false],
    ['single', '', false],
  ] as const)('mode %s, query %j → shown %s', (mode, query, shown) => {
    expect(showsSelectAll(fuels, query, mode)).toBe(shown);
  });

  it('is not shown with no options', () => {
    expect(showsSelectAll([], '', 'multiple')).toBe(false);
  });

  it('comes first among the rows, and goes away while filtering', () => {
    expect(visibleRowIds(fuels, '', 'multiple')).toEqual(['all', 'petrol', 'diesel', 'electric', 'hybrid']);
    expect(visibleRowIds(fuels, 'e', 'multiple')).toEqual(['petrol', 'diesel', 'electric', 'hybrid']);
    expect(visibleRowIds(fuels, '', 'single')).toEqual(['petrol', 'diesel', 'electric', 'hybrid']);
  });
});

describe('moveActive', () => {
  const rows = ['a', 'b', 'c'];
  it.each([
    [null, 1, 'a'],
    [null, -1, 'c'],
    ['a', 1, 'b'],
    ['c', 1, 'a'],
    ['a', -1, 'c'],
    ['b', -1, 'a'],
    ['gone', 1, 'a'],
  ] as const)('from %j by %i → %j', (from, delta, to) => {
    expect(moveActive(rows, from, delta)).toBe(to);
  });

  it('has nothing to move to in an empty list', () => {
    expect(moveActive([], null, 1)).toBeNull();
  });
});

it('isBlankQuery', () => {
  expect([isBlankQuery(''), isBlankQuery(' \t'), isBlankQuery('a')]).toEqual([true, true, false]);
});
