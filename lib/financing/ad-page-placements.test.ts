import { describe, expect, it } from 'vitest';
import {
  lowestInstalment,
  resolveAdPagePlacement,
  type AdPageFinancingDetails,
  type AdPagePlacementInputs,
} from './ad-page-placements';
import type { AdPagePlacement } from './entry-point-status';
import { LISTING_CARD_SIMULATION } from './financing-constants';

const SETTINGS = {
  __typename: 'FinancingLoanSimulationSettingsOutput' as const,
  minNumberOfInstallments: 6,
  maxNumberOfInstallments: 60,
  defaultNumberOfInstallments: 60,
  minCreditAmount: 1500,
  maxCreditAmount: 200_000,
  annualRatePercent: 16.2,
};
const DOWN = { __typename: 'FinancingTechnicalError' as const, message: 'down' };
const details = (over: Partial<AdPageFinancingDetails> = {}, enabled = true): AdPageFinancingDetails => ({
  advertId: '7',
  partner: { id: 'dealer-financing-sandbox', type: 'DEALER_FINANCING', sandbox: true },
  loanSimulationSettings: SETTINGS,
  entryPointsSettings: {
    __typename: 'FinancingEntryPointsSettingsOutput',
    settings: ['under-price-cta', 'sticky-bar-cta', 'calculator-cta'].map((entryPoint) => ({
      entryPoint,
      isEnabled: enabled,
      targetURL: null,
    })),
  },
  ...over,
});
const inputs = (price: number | string | null, categoryId = 29, d: AdPageFinancingDetails | null = details()) =>
  ({
    flags: { financingWidgets: true, externalPartner: '' },
    advert: { id: '7', rawPrice: price, categoryId, sellerId: '1' },
    details: d,
  }) satisfies AdPagePlacementInputs;

describe('resolveAdPagePlacement', () => {
  it.each<[string, AdPagePlacement, AdPagePlacementInputs, number, string | null]>([
    ['a car, enabled: the dealer', 'under-price-cta', inputs(85_000), 1, 'DEALER_FINANCING'],
    ['a 900 lei part: under-price HIDDEN', 'under-price-cta', inputs(900, 67), 3, null],
    ['a 900 lei part: calculator HIDDEN', 'calculator-cta', inputs(900, 67), 3, null],
    ['a 900 lei part: the sticky bar has no minimum', 'sticky-bar-cta', inputs(900, 67), 1, 'DEALER_FINANCING'],
    ['a 1500 lei part', 'calculator-cta', inputs(1500, 121), 1, 'DEALER_FINANCING'],
    ['no price', 'sticky-bar-cta', inputs(null), 3, null],
    ['the partner turned it off', 'sticky-bar-cta', inputs(85_000, 29, details({}, false)), 3, null],
    ['no financing for the advert', 'under-price-cta', inputs(85_000, 29, null), 3, null],
    ['entry points failed', 'under-price-cta', inputs(85_000, 29, details({ entryPointsSettings: DOWN })), 2, null],
    [
      'settings failed: the calculator',
      'calculator-cta',
      inputs(85_000, 29, details({ loanSimulationSettings: DOWN })),
      2,
      null,
    ],
    [
      'settings failed: not the line',
      'under-price-cta',
      inputs(85_000, 29, details({ loanSimulationSettings: DOWN })),
      1,
      'DEALER_FINANCING',
    ],
  ])('%s', (_name, placement, given, status, type) => {
    const resolution = resolveAdPagePlacement(placement, given);
    expect(resolution.status).toBe(status);
    expect(resolution.financingType).toBe(type);
    expect(resolution.report !== null).toBe(status === 2);
  });

  it('the flag off is DISABLED', () => {
    const given = { ...inputs(85_000), flags: { financingWidgets: false, externalPartner: '' } };
    expect(resolveAdPagePlacement('calculator-cta', given).status).toBe(0);
  });
});

describe('lowestInstalment', () => {
  it('is the credit over the longest term offered', () => {
    const draft = { downPayment: '', credit: '50000', term: 12 };
    expect(lowestInstalment({ settings: LISTING_CARD_SIMULATION, draft, price: null })).toBe(1221.22);
  });
  it('is null for a draft with a problem', () => {
    const draft = { downPayment: '', credit: '100', term: 12 };
    expect(lowestInstalment({ settings: LISTING_CARD_SIMULATION, draft, price: null })).toBeNull();
  });
});
