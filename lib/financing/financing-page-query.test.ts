import { describe, expect, it } from 'vitest';
import { parseFinancingPageQuery } from './financing-page-query';

describe('parseFinancingPageQuery', () => {
  it.each([
    [{}, { advertId: null, entryPoint: 'header', partnerId: null }],
    [{ anunt: '42' }, { advertId: '42', entryPoint: 'calculator-cta', partnerId: null }],
    [
      { anunt: '42', punct: 'under-price-cta', partener: 'native-broker-sandbox' },
      { advertId: '42', entryPoint: 'under-price-cta', partnerId: 'native-broker-sandbox' },
    ],
    [
      { anunt: 'x1', punct: 'nope' },
      { advertId: null, entryPoint: 'header', partnerId: null },
    ],
    [
      { anunt: ['7', '8'], punct: 'footer', partener: '<b>' },
      { advertId: '7', entryPoint: 'footer', partnerId: null },
    ],
  ])('%j', (query, expected) => {
    expect(parseFinancingPageQuery(query)).toEqual(expected);
  });
});
