import { describe, expect, it } from 'vitest';
import { financingEntryPointHref, parseEntryPointQuery } from './entry-point-href';

describe('financingEntryPointHref', () => {
  it.each([
    ['header', {}, '/finantare/redirect/header'],
    [
      'LISTING_AD_CARD',
      { advertId: '42', resultPosition: 3 },
      '/finantare/redirect/LISTING_AD_CARD?anunt=42&pozitie=3',
    ],
    ['calculator-cta', { advertId: '7', resultPosition: 0 }, '/finantare/redirect/calculator-cta?anunt=7'],
    ['footer', { advertId: null, resultPosition: 1.5 }, '/finantare/redirect/footer'],
  ] as const)('%s %o → %s', (entryPoint, target, href) => {
    expect(financingEntryPointHref(entryPoint, target)).toBe(href);
  });
});

describe('parseEntryPointQuery', () => {
  it('reads back what the link wrote', () => {
    expect(parseEntryPointQuery('LISTING_AD_CARD', { anunt: '42', pozitie: '3' })).toEqual({
      entryPoint: 'LISTING_AD_CARD',
      advertId: '42',
      resultPosition: 3,
    });
  });
  it.each([
    [
      { anunt: '42abc', pozitie: '-1' },
      { advertId: null, resultPosition: null },
    ],
    [
      { anunt: ['9', '10'], pozitie: ['2'] },
      { advertId: '9', resultPosition: 2 },
    ],
    [
      { anunt: '', pozitie: '2.5' },
      { advertId: null, resultPosition: null },
    ],
    [{}, { advertId: null, resultPosition: null }],
  ])('drops what is malformed: %o', (query, expected) => {
    expect(parseEntryPointQuery('header', query)).toEqual({ entryPoint: 'header', ...expected });
  });
  it.each([[undefined], ['nope'], [['']], ['HEADER']])('an unknown entry point %o is null', (name) => {
    expect(parseEntryPointQuery(name, {})).toBeNull();
  });
});
