import {
  dealerFinancingEligibility,
  dealerPackageEligible,
  dealerSettingsFailure,
  type DealerEligibilityInputs,
  type DealerFinancingSettingsAnswer,
} from './dealer-eligibility';
import { FINANCING_CONFIG } from './financing-config';
import type { FinancingAdvertInfo } from './financing.types';

const ADVERT: FinancingAdvertInfo = {
  id: 'ad-1',
  rawPrice: '21500',
  categoryId: 29,
  sellerId: 'dealer-1',
  userPackage: { id: 'premium', benefits: ['ads', 'statistics', 'dealerfin'] },
};

const settingsFor = (entryPoint: string, isEnabled: boolean, advertId = 'ad-1'): DealerFinancingSettingsAnswer => ({
  __typename: 'DealerFinancingEntrypointSettingsOutput',
  adverts: [{ advertId, partnerId: 'dealerfin', entrypoints: [{ entryPoint, isEnabled, targetURL: '' }] }],
});

const ELIGIBLE: DealerEligibilityInputs = {
  batchEnablement: true,
  advert: ADVERT,
  settings: settingsFor('calculator-cta', true),
  entryPoint: 'calculator-cta',
};

const MISSING = {
  level: 'warning',
  message:
    'Advert user package benefits or ID or dealer financing settings is missing, cannot determine dealer financing eligibility.',
};

describe('dealer-financing eligibility (SPEC §5, §8)', () => {
  it.each<[string, Partial<DealerEligibilityInputs>, boolean, object | null]>([
    ['every condition holds', {}, true, null],
    ['the dealerFinancingBatchEnablement flag is off', { batchEnablement: false }, false, null],
    ['no advert', { advert: null }, false, null],
    ['no user package', { advert: { ...ADVERT, userPackage: null } }, false, null],
    ['no benefits', { advert: { ...ADVERT, userPackage: { id: 'premium', benefits: null } } }, false, MISSING],
    ['no package id', { advert: { ...ADVERT, userPackage: { id: null, benefits: ['dealerfin'] } } }, false, MISSING],
    ['no settings', { settings: null }, false, MISSING],
    [
      'settings without adverts',
      { settings: { __typename: 'DealerFinancingEntrypointSettingsOutput', adverts: null } },
      false,
      MISSING,
    ],
    ['settings of another type', { settings: { __typename: 'FinancingEntryPointsSettingsOutput' } }, false, null],
    [
      'a technical error instead of settings',
      { settings: { __typename: 'FinancingTechnicalError', message: 'partner down' } },
      false,
      { level: 'error', message: '[fetch dealer financing entry point settings] Error: partner down' },
    ],
    [
      'the required benefit is missing',
      { advert: { ...ADVERT, userPackage: { id: 'premium', benefits: ['ads', 'statistics'] } } },
      false,
      null,
    ],
    [
      'the other package that carries it',
      { advert: { ...ADVERT, userPackage: { id: 'nelimitat', benefits: ['dealerfin'] } } },
      true,
      null,
    ],
    [
      'another package',
      { advert: { ...ADVERT, userPackage: { id: 'standard', benefits: ['dealerfin'] } } },
      false,
      null,
    ],
    ['SPEC §9’s bare id', { advert: { ...ADVERT, userPackage: { id: '34', benefits: ['dealerfin'] } } }, false, null],
    ['the entry point is disabled for the advert', { settings: settingsFor('calculator-cta', false) }, false, null],
    ['only another entry point is enabled', { settings: settingsFor('sticky-bar-cta', true) }, false, null],
    ['only another advert is enabled', { settings: settingsFor('calculator-cta', true, 'ad-2') }, false, null],
  ])('%s', (_case, change, eligible, report) => {
    expect(dealerFinancingEligibility({ ...ELIGIBLE, ...change })).toEqual({ eligible, report });
  });

  it('reads the packages from the configuration', () => {
    const config = { ...FINANCING_CONFIG, dealerFinancingPackageIds: ['34'] };
    const advert = { ...ADVERT, userPackage: { id: '34', benefits: ['dealerfin'] } };
    expect(dealerFinancingEligibility({ ...ELIGIBLE, advert }, config)).toEqual({ eligible: true, report: null });
    expect(dealerFinancingEligibility(ELIGIBLE, config)).toEqual({ eligible: false, report: null });
  });

  it.each<[string, FinancingAdvertInfo['userPackage'], boolean]>([
    ['Premium with the benefit', { id: 'premium', benefits: ['dealerfin'] }, true],
    ['Nelimitat with the benefit', { id: 'nelimitat', benefits: ['ads', 'dealerfin'] }, true],
    ['Premium without it', { id: 'premium', benefits: ['ads'] }, false],
    ['Standard', { id: 'standard', benefits: ['ads', 'leads'] }, false],
    ['no package', null, false],
    ['no benefits', { id: 'premium', benefits: null }, false],
  ])('a seller’s package allows dealer financing: %s', (_case, userPackage, eligible) => {
    expect(dealerPackageEligible(userPackage)).toBe(eligible);
  });

  it('a settings call that threw is logged with its prefix and is not eligible', () => {
    expect(dealerSettingsFailure(new Error('Failed to fetch'))).toEqual({
      eligible: false,
      report: { level: 'error', message: '[fetch dealer financing entry point settings] Error: Failed to fetch' },
    });
  });
});
