// @vitest-environment jsdom
/**
 * The seller profile behind sellerProfile (issue 15): with the flag off no link leads to
 * /vanzator/{id} — not the dealer's name on a card, not the ad page's 'more offers', not the
 * professionals listing's cards — and the names still show. The page's 404: server/services/sellers.test.ts.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdCard } from '@/components/ads/ad-card';
import { SellerBox } from '@/components/advert/seller-box';
import { advertFixture, cardFixture } from '@/lib/ads/advert-view.fixtures';
import { withFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import type { PhoneRevealView } from '@/machines/phone-reveal/use-phone-reveal';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { ProfessionalCard } from './professional-card';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

function withFlag(on: boolean, ui: ReactNode) {
  return renderWithProviders(
    <FeatureFlagsProvider flags={withFeatureFlags({ sellerProfile: on })}>{ui}</FeatureFlagsProvider>,
  );
}

const profileLinks = () => document.querySelectorAll('a[href^="/vanzator/"]');

const phone: PhoneRevealView = {
  phone: null,
  revealing: false,
  canReveal: true,
  failed: false,
  refusal: null,
  reveal: () => undefined,
};

describe('the seller profile (sellerProfile)', () => {
  it.each([true, false])("with the flag %s, a card links the dealer's name only when on", (on) => {
    withFlag(on, <AdCard advert={cardFixture()} />);
    expect(screen.getByText('Auto Premium Cluj')).toBeInTheDocument();
    expect(profileLinks()).toHaveLength(on ? 1 : 0);
  });

  it.each([true, false])("with the flag %s, the ad page offers the seller's other adverts only when on", (on) => {
    const advert = advertFixture();
    withFlag(on, <SellerBox seller={advert.seller} location={advert.location} phone={phone} />);
    expect(screen.getByText(advert.seller.name)).toBeInTheDocument();
    expect(profileLinks()).toHaveLength(on ? 1 : 0);
  });

  it.each([true, false])('with the flag %s, a professionals card links to the profile only when on', (on) => {
    withFlag(
      on,
      <ProfessionalCard
        dealer={{
          id: '42',
          name: 'Alfa Auto SRL',
          activeAdvertCount: 3,
          memberSince: '2024-05-01T10:00:00.000Z',
          url: '/vanzator/42',
          location: null,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Alfa Auto SRL' })).toBeInTheDocument();
    expect(profileLinks()).toHaveLength(on ? 1 : 0);
  });
});
