import { externalPartnerCredit, RAW_PRICE_NOT_A_NUMBER } from './credit-estimate';
import { FINANCING_CONFIG } from './financing-config';

const NOT_A_NUMBER = { level: 'error', message: 'ad rawprice is not a number' };

describe('the external partner credit estimate (SPEC §5: price × two factors, rounded up, capped at 300000)', () => {
  it.each([
    // rawPrice, credit with the default factors 0.8 × 1.0, report
    ['21500', 17_200, null],
    [21_500, 17_200, null],
    ['19999', 16_000, null], // 15999.2 rounded up
    ['12345.50', 9877, null], // 9876.4
    ['375000', 300_000, null], // exactly the cap
    ['1000000', 300_000, null], // capped
    ['1000', 1000, null], // 800 is under the minimum credit
    [undefined, 50_000, null], // no rawPrice: the fallback
    [null, 50_000, null],
    ['', 50_000, null],
    ['21.500 lei', 50_000, NOT_A_NUMBER],
    ['abc', 50_000, NOT_A_NUMBER],
    [Number.NaN, 50_000, NOT_A_NUMBER],
  ])('rawPrice %j → credit %d', (rawPrice, credit, report) => {
    expect(externalPartnerCredit(rawPrice)).toEqual({ credit, report });
  });

  it('reads both factors and the fallback from the configuration', () => {
    const config = {
      ...FINANCING_CONFIG,
      externalPartnerPriceShare: 0.7,
      externalPartnerConversion: 1.1,
      externalPartnerFallbackCredit: 400_000,
    };
    expect(externalPartnerCredit('33333', config).credit).toBe(25_667); // 25666.41 rounded up
    expect(externalPartnerCredit(undefined, config).credit).toBe(300_000); // fallback capped too
    expect(externalPartnerCredit('x', config).report?.message).toBe(RAW_PRICE_NOT_A_NUMBER);
  });
});
