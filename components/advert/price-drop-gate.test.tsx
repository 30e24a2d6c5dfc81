// @vitest-environment jsdom
/**
 * The price-drop badge behind priceDropBanner (SPEC §9), on and off: on a card and beside the ad
 * page's price. The drop itself comes from the price history, which stays either way.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdCard } from '@/components/ads/ad-card';
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import { withFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { PriceDropBadge } from './price-history';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const DROP = { previousAmount: 14500, amount: 2000, currency: 'EUR' } as const;

function withFlag(on: boolean, ui: ReactNode) {
  return renderWithProviders(
    <FeatureFlagsProvider flags={withFeatureFlags({ priceDropBanner: on })}>{ui}</FeatureFlagsProvider>,
  );
}

describe('the price-drop badge (priceDropBanner)', () => {
  it.each([true, false])('with the flag %s, a card shows the drop only when on', (on) => {
    withFlag(on, <AdCard advert={cardFixture({ priceDrop: DROP })} />);
    expect(screen.queryByText(/Preț redus cu 2\.000/u) !== null).toBe(on);
  });

  it.each([true, false])('with the flag %s, the ad page shows the drop only when on', (on) => {
    withFlag(on, <PriceDropBadge drop={DROP} />);
    expect(screen.queryByText(/Preț redus cu 2\.000/u) !== null).toBe(on);
  });

  it('shows nothing without a drop, flag on', () => {
    const { container } = withFlag(true, <PriceDropBadge drop={null} />);
    expect(container.textContent).toBe('');
  });
});
