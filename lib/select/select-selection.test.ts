import { ALL_KEY, type SelectOption } from './select-option';
import {
  badgeCount,
  canClearSelection,
  firstSelectedOption,
  normalizeSelection,
  selectAllState,
  toggleSelection,
  type SelectionRules,
} from './select-selection';

const options: SelectOption[] = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C' },
];
const multiple: SelectionRules = { options, mode: 'multiple', disallowEmptySelection: false };
const multipleMandatory: SelectionRules = { ...multiple, disallowEmptySelection: true };
const single: SelectionRules = { options, mode: 'single', disallowEmptySelection: false };
const singleMandatory: SelectionRules = { ...single, disallowEmptySelection: true };

describe('toggleSelection (SPEC §5 select field)', () => {
  it.each<[string, SelectionRules, string[], string, string[] | null]>([
    // single mode: 'all' is never accepted; an option replaces the selection
    ["single: 'all' is refused", single, [], ALL_KEY, null],
    ["single: 'all' is refused with a selection too", single, ['a'], ALL_KEY, null],
    ['single: choose', single, [], 'b', ['b']],
    ['single: replace', single, ['a'], 'c', ['c']],
    ['single: choose the same again keeps it', singleMandatory, ['a'], 'a', ['a']],
    ['single: unknown id', single, ['a'], 'zzz', null],
    // multiple mode: toggle, kept in option order
    ['multiple: add', multiple, ['c'], 'a', ['a', 'c']],
    ['multiple: remove', multiple, ['a', 'c'], 'a', ['c']],
    ['multiple: remove the last one', multiple, ['b'], 'b', []],
    ['multiple mandatory: the last one stays', multipleMandatory, ['b'], 'b', null],
    ['multiple mandatory: removing one of two is fine', multipleMandatory, ['a', 'b'], 'a', ['b']],
    // 'all'
    ["multiple: 'all' from nothing selects every id", multiple, [], ALL_KEY, ['a', 'b', 'c']],
    ["multiple: 'all' from a partial set selects every id", multiple, ['b'], ALL_KEY, ['a', 'b', 'c']],
    ["multiple: 'all' from the full set clears", multiple, ['a', 'b', 'c'], ALL_KEY, []],
    ["multiple mandatory: 'all' from the full set is refused", multipleMandatory, ['a', 'b', 'c'], ALL_KEY, null],
    ['multiple: unselect one from the full set', multiple, ['a', 'b', 'c'], 'b', ['a', 'c']],
  ])('%s', (_name, rules, selected, id, expected) => {
    expect(toggleSelection(rules, selected, id)).toEqual(expected);
  });

  it("refuses 'all' when there is nothing to select", () => {
    expect(toggleSelection({ ...multiple, options: [] }, [], ALL_KEY)).toBeNull();
  });
});

describe('normalizeSelection', () => {
  it.each<[string, Pick<SelectionRules, 'options' | 'mode'>, string[], string[]]>([
    ['drops unknown ids', multiple, ['x', 'b'], ['b']],
    ['keeps option order', multiple, ['c', 'a'], ['a', 'c']],
    ["expands 'all' in multiple mode", multiple, [ALL_KEY], ['a', 'b', 'c']],
    ["ignores 'all' in single mode", single, [ALL_KEY], []],
    ["ignores 'all' in single mode but keeps a real id", single, [ALL_KEY, 'b'], ['b']],
    ['keeps one id in single mode', single, ['c', 'a'], ['a']],
    ['empty stays empty', multiple, [], []],
  ])('%s', (_name, rules, ids, expected) => {
    expect(normalizeSelection(rules, ids)).toEqual(expected);
  });
});

describe('selectAllState', () => {
  it.each<[string[], string]>([
    [[], 'unchecked'],
    [['a'], 'indeterminate'],
    [['a', 'c'], 'indeterminate'],
    [['a', 'b', 'c'], 'checked'],
  ])('%j → %s', (selected, state) => {
    expect(selectAllState(options, selected)).toBe(state);
  });

  it('is unchecked with no options', () => {
    expect(selectAllState([], [])).toBe('unchecked');
  });
});

describe('badgeCount: selected − 1, hidden (0) when that is 0 or less', () => {
  it.each<[string[], number]>([
    [[], 0],
    [['a'], 0],
    [['a', 'b'], 1],
    [['a', 'b', 'c'], 2],
  ])('%j → %i', (selected, count) => {
    expect(badgeCount(selected)).toBe(count);
  });
});

describe('canClearSelection: not mandatory and something selected', () => {
  it.each<[boolean, string[], boolean]>([
    [false, ['a'], true],
    [false, [], false],
    [true, ['a'], false],
    [true, [], false],
  ])('disallowEmptySelection %s, selected %j → %s', (disallowEmptySelection, selected, expected) => {
    expect(canClearSelection({ disallowEmptySelection }, selected)).toBe(expected);
  });
});

it('firstSelectedOption follows option order, not click order', () => {
  expect(firstSelectedOption(options, ['c', 'b'])?.id).toBe('b');
  expect(firstSelectedOption(options, [])).toBeNull();
});
