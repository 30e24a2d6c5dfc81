import {
  isUnderPrice,
  meetsCategoryMinimum,
  resolveAdPageEntryPoint,
  resolveListingCardEntryPoint,
  type AdvertEntryPointInputs,
} from './advert-entry-points';
import type { AdPagePlacement } from './entry-point-status';
import { FINANCING_CONFIG } from './financing-config';
import type { FinancingAdvertInfo } from './financing.types';

const config = { ...FINANCING_CONFIG, leasingSellerIds: ['leasing-1'] };
const CAR: FinancingAdvertInfo = { id: 'ad-1', rawPrice: '21500', categoryId: 29, sellerId: 'seller-1' };
const PART: FinancingAdvertInfo = { ...CAR, rawPrice: '1200', categoryId: 67 };
const ON = { financingWidgets: true, externalPartner: '' };
const inputs = (advert: FinancingAdvertInfo | null | undefined, change: Partial<AdvertEntryPointInputs> = {}) => ({
  flags: ON,
  advert,
  dealerFinancingEnabled: false,
  ...change,
});
const MISSING_REPORT = { level: 'error', message: 'Financing: error on Advert info map' };

describe('UNDER_PRICE: the price is a credit the card can offer (1500–200000)', () => {
  it.each([
    [1499, false],
    [1500, true],
    [21_500, true],
    [200_000, true],
    [200_001, false],
  ])('%d → %s', (price, expected) => {
    expect(isUnderPrice(price)).toBe(expected);
  });
});

describe('the category minimum of the ad page placements (SPEC §5: 1500 in 67, 69, 71, 73, 121, 123, 125, 127)', () => {
  const listed = [67, 69, 71, 73, 121, 123, 125, 127];
  it.each(
    listed.flatMap((categoryId) => [
      ['under-price-cta', categoryId, 1499, false],
      ['under-price-cta', categoryId, 1500, true],
      ['calculator-cta', categoryId, 1499, false],
      ['calculator-cta', categoryId, 1500, true],
      ['sticky-bar-cta', categoryId, 1, true],
    ]) as [AdPagePlacement, number, number, boolean][],
  )('%s in category %d at %d → %s', (placement, categoryId, price, expected) => {
    expect(meetsCategoryMinimum(placement, categoryId, price)).toBe(expected);
  });

  it.each([29, 65, 68, 122])('category %d has no minimum', (categoryId) => {
    expect(meetsCategoryMinimum('under-price-cta', categoryId, 1)).toBe(true);
    expect(meetsCategoryMinimum('calculator-cta', categoryId, 1)).toBe(true);
  });
});

describe('the listing card LISTING_AD_CARD (SPEC §4, §8)', () => {
  it.each<[string, AdvertEntryPointInputs, object]>([
    [
      'flag off',
      inputs(CAR, { flags: { ...ON, financingWidgets: false } }),
      { status: 0, financingType: null, report: null },
    ],
    ['no advert info', inputs(null), { status: 2, financingType: null, report: MISSING_REPORT }],
    ['a numeric string price', inputs(CAR), { status: 1, financingType: 'NATIVE_BROKER', report: null }],
    [
      'a number price',
      inputs({ ...CAR, rawPrice: 21_500 }),
      { status: 1, financingType: 'NATIVE_BROKER', report: null },
    ],
    [
      'a price that is not numeric',
      inputs({ ...CAR, rawPrice: '21.500 lei' }),
      { status: 3, financingType: null, report: null },
    ],
    ['no price', inputs({ ...CAR, rawPrice: null }), { status: 3, financingType: null, report: null }],
    [
      'under the UNDER_PRICE minimum',
      inputs({ ...CAR, rawPrice: '1000' }),
      { status: 3, financingType: null, report: null },
    ],
    [
      'over the UNDER_PRICE maximum',
      inputs({ ...CAR, rawPrice: '250000' }),
      { status: 3, financingType: null, report: null },
    ],
    [
      'a dealer-financed advert',
      inputs(CAR, { dealerFinancingEnabled: true }),
      { status: 1, financingType: 'DEALER_FINANCING', report: null },
    ],
    [
      'a leasing seller',
      inputs({ ...CAR, sellerId: 'leasing-1' }),
      { status: 1, financingType: 'LEASE', report: null },
    ],
  ])('%s', (_case, given, expected) => {
    expect(resolveListingCardEntryPoint(given, config)).toEqual(expected);
  });
});

describe('the ad page placements (SPEC §2.6, §5)', () => {
  it.each<[AdPagePlacement, AdvertEntryPointInputs, number]>([
    ['under-price-cta', inputs(CAR), 1],
    ['calculator-cta', inputs(CAR), 1],
    ['sticky-bar-cta', inputs(CAR), 1],
    ['under-price-cta', inputs(PART), 3],
    ['calculator-cta', inputs(PART), 3],
    ['sticky-bar-cta', inputs(PART), 1],
    ['calculator-cta', inputs({ ...PART, rawPrice: '1500' }), 1],
    ['under-price-cta', inputs({ ...CAR, rawPrice: 300_000 }), 1], // no UNDER_PRICE on the ad page
    ['sticky-bar-cta', inputs({ ...CAR, rawPrice: 'abc' }), 3],
    ['calculator-cta', inputs(null), 2],
    ['calculator-cta', inputs(CAR, { flags: { ...ON, financingWidgets: false } }), 0],
  ])('%s → status %d', (placement, given, status) => {
    expect(resolveAdPageEntryPoint(placement, given, config).status).toBe(status);
  });

  it('reports a missing advert info on the ad page as on a card', () => {
    expect(resolveAdPageEntryPoint('under-price-cta', inputs(undefined)).report).toEqual(MISSING_REPORT);
  });
});
