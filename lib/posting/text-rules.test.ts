import { describe, expect, it } from 'vitest';
import { textRuleErrors, textRuleI18nKey } from './text-rules';

describe('textRuleErrors', () => {
  it.each([
    ['', []],
    ['Volkswagen Golf 7 1.6 TDI, stare foarte bună', []],
    // Acronyms and model codes are not shouting.
    ['BMW X5 xDrive30d M Sport ABS ESP 4x4', []],
    ['Dacia Logan MCV 1.5 dCi GPL', []],
    ['VOLKSWAGEN GOLF', ['tooManyCapitals']],
    ['Vând Golf 7 FOARTE BUN', ['tooManyCapitals']],
    ['ȘOFER ÎNGRIJIT', ['tooManyCapitals']],
    // Fewer than 10 letters in longer words: too short to judge.
    ['SUPER OK', []],
    ['Urgent!!!', ['tooManyPunctuation']],
    ['Preț negociabil?!?', ['tooManyPunctuation']],
    ['Golf 7!! impecabil', []],
    ['Dotări... multe', []],
    ['Dotări.... multe', ['tooManyPunctuation']],
    ['**** Ocazie ****', ['tooManyPunctuation']],
    ['Mașina * perfectă * fără * accidente * garanție #', ['tooManyPunctuation']],
    ['URGENT!!! VÂND ACUM', ['tooManyPunctuation', 'tooManyCapitals']],
  ] as const)('%j → %j', (text, expected) => {
    expect(textRuleErrors(text, 'title')).toEqual(expected);
  });

  it('leaves the ordinary punctuation of a specification list alone', () => {
    const description = [
      'Dotări:',
      '- climatronic;',
      '- senzori parcare (față/spate);',
      '- jante 17", cutie DSG: 7 trepte.',
      'Revizie făcută la 180.000 km, 2 chei, carte service.',
    ].join('\n');
    expect(textRuleErrors(description, 'description')).toEqual([]);
  });

  it('judges the capitals of a long description by share, not by count', () => {
    const calm = 'Mașina a fost întreținută la reprezentanță, are toate reviziile la zi. '.repeat(4);
    expect(textRuleErrors(`${calm} FOARTE BUNĂ`, 'description')).toEqual([]);
    expect(textRuleErrors(calm.toUpperCase(), 'description')).toEqual(['tooManyCapitals']);
  });

  it('names the errors-namespace key of each message', () => {
    expect(textRuleI18nKey('tooManyCapitals')).toBe('postingPrice.tooManyCapitals');
    expect(textRuleI18nKey('tooManyPunctuation')).toBe('postingPrice.tooManyPunctuation');
  });
});
