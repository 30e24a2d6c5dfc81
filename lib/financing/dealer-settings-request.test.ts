import { dealerSettingsRequest } from './dealer-settings-request';

const SUBJECT = { partnerId: 'dealerfin', advertId: 'ad-1', sellerUUID: 'seller-uuid-1' };

describe('the dealer financing settings request (SPEC §3, §9)', () => {
  it.each([
    [undefined, 'CREDIT_INTERMEDIARY'],
    ['LEASING', 'LEASING'],
  ])('benefit %s → benefitId %s, context PLN / WEB / PL (SPEC §9) with the subject', (benefit, benefitId) => {
    expect(dealerSettingsRequest(SUBJECT, benefit)).toEqual({
      context: {
        currency: 'PLN',
        platform: 'WEB',
        language: 'PL',
        partnerId: 'dealerfin',
        advertId: 'ad-1',
        sellerUUID: 'seller-uuid-1',
      },
      parameters: { benefitId },
    });
  });
});
