import { FINANCING_CONFIG } from './financing-config';
import { decideFinancingType, siteWideFinancingType, type FinancingType } from './financing-type';

const config = { ...FINANCING_CONFIG, leasingSellerIds: ['seller-lease'], externalPartnerName: 'banca-sandbox' };

describe('the financing type decision (SPEC §4, in order)', () => {
  it.each<[string, boolean, boolean, string | null, string, FinancingType]>([
    // case, dealerFinancingPartner, dealerFinancingEnabled, sellerId, externalPartner flag → type
    ['dealer financing wins over everything', true, true, 'seller-lease', 'banca-sandbox', 'DEALER_FINANCING'],
    ['dealer financing enabled', true, true, 'seller-1', '', 'DEALER_FINANCING'],
    ['an entry point without dealer financing skips step 1', false, true, 'seller-1', '', 'NATIVE_BROKER'],
    ['a leasing seller', true, false, 'seller-lease', 'banca-sandbox', 'LEASE'],
    ['the flag names the external partner', true, false, 'seller-1', 'banca-sandbox', 'EXTERNAL_PARTNER'],
    ['the flag names another partner', true, false, 'seller-1', 'alt-partener', 'NATIVE_BROKER'],
    ['nothing applies', false, false, null, '', 'NATIVE_BROKER'],
  ])('%s', (_case, dealerFinancingPartner, dealerFinancingEnabled, sellerId, externalPartner, expected) => {
    expect(
      decideFinancingType({ dealerFinancingPartner, dealerFinancingEnabled, sellerId, externalPartner }, config),
    ).toBe(expected);
  });

  it('an empty external partner name in the configuration never matches an empty flag', () => {
    const none = { ...config, externalPartnerName: '' };
    expect(
      decideFinancingType(
        { dealerFinancingPartner: false, dealerFinancingEnabled: false, sellerId: null, externalPartner: '' },
        none,
      ),
    ).toBe('NATIVE_BROKER');
  });

  it.each<[string, FinancingType]>([
    ['banca-sandbox', 'EXTERNAL_PARTNER'],
    ['', 'NATIVE_BROKER'],
  ])('the header and the footer (dealerFinancingPartner false), flag %j → %s', (flag, expected) => {
    expect(siteWideFinancingType(flag, config)).toBe(expected);
  });
});
