import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_CHARS, MAX_SEARCH_WORDS, normaliseSearchText } from './search-text';

describe('normaliseSearchText', () => {
  const cases: [string, string, string | null][] = [
    ['nothing typed', '   \t ', null],
    ['plain words', 'Golf  diesel', 'Golf diesel'],
    ['diacritics kept (the database folds them)', 'întreținută', 'întreținută'],
    ['a negated word keeps one dash', '--golf diesel', '-golf diesel'],
    ['a hyphenated word stays', 'mercedes-benz', 'mercedes-benz'],
    ['lone dashes go', '- - - golf - -', 'golf'],
    ['only dashes leave nothing searchable', '-'.repeat(10_000), ''],
    ['paired quotes stay', '"golf 4" diesel', '"golf 4" diesel'],
    ['a lone quote goes', '"golf', 'golf'],
    ['an empty phrase goes', 'golf ""', 'golf'],
    ['typographic quotes pair like straight ones', '„golf 4” diesel', '"golf 4" diesel'],
    ['NUL and control characters become spaces', 'golf\u0000diesel\u0007', 'golf diesel'],
    ['emoji-only words go', 'golf 🚗🚗', 'golf'],
    ['a broken surrogate pair goes', 'golf \uD83D', 'golf'],
    ['or stays a word', 'or or or', 'or or or'],
  ];
  it.each(cases)('%s', (_name, raw, expected) => {
    expect(normaliseSearchText(raw)).toBe(expected);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words and ${MAX_SEARCH_CHARS} characters`, () => {
    expect(normaliseSearchText('golf '.repeat(2000))?.split(' ')).toHaveLength(MAX_SEARCH_WORDS);
    const long = normaliseSearchText(`${'a'.repeat(150)} ${'b'.repeat(100)} c`);
    expect(long).toBe('a'.repeat(150));
    expect(normaliseSearchText('x'.repeat(100_000))).toBe('');
  });
});
