import { compactText, completionSuffix, firstCompletion, matchSuggestions } from './suggestions';

const makes = ['Volkswagen', 'Volvo', 'Dacia Logan', 'Opel', 'Alfa Romeo'];

describe('matchSuggestions: ignores case and spaces (SPEC §2.6)', () => {
  it.each([
    ['vol', ['Volkswagen', 'Volvo']],
    ['VOL', ['Volkswagen', 'Volvo']],
    ['dacialogan', ['Dacia Logan']],
    ['dacia  l', ['Dacia Logan']],
    ['a r', ['Alfa Romeo']],
    ['o', ['Volkswagen', 'Volvo', 'Dacia Logan', 'Opel', 'Alfa Romeo']],
    ['xyz', []],
    ['', []],
    ['   ', []],
  ])('%j → %j', (query, expected) => {
    expect(matchSuggestions(makes, query)).toEqual(expected);
  });
});

describe('completionSuffix', () => {
  it.each([
    ['vol', 'Volkswagen', 'kswagen'],
    ['VOLK', 'Volkswagen', 'swagen'],
    ['dacia', 'Dacia Logan', ' Logan'],
    ['dacia ', 'Dacia Logan', 'Logan'],
    ['dacial', 'Dacia Logan', 'ogan'],
    ['dacia l', 'Dacia Logan', 'ogan'],
    ['volkswagen', 'Volkswagen', null],
    ['olk', 'Volkswagen', null],
    ['', 'Volkswagen', null],
    ['volvo xc', 'Volvo', null],
  ])('%j + %j → %j', (query, suggestion, suffix) => {
    expect(completionSuffix(query, suggestion)).toBe(suffix);
  });
});

describe('firstCompletion', () => {
  it('takes the first suggestion that continues the text', () => {
    expect(firstCompletion(makes, 'vol')).toEqual({ suggestion: 'Volkswagen', suffix: 'kswagen' });
    expect(firstCompletion(makes, 'volv')).toEqual({ suggestion: 'Volvo', suffix: 'o' });
  });

  it('has none when only inner matches exist', () => {
    expect(firstCompletion(makes, 'logan')).toBeNull();
  });
});

it('compactText', () => {
  expect(compactText(' Dacia  Logan ')).toBe('dacialogan');
  expect(compactText('ȘTEFĂNEȘTI')).toBe('ștefănești');
});
