// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { HouseAdView } from '@/lib/ads/ad-slots';
import { defaultFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import { connectTrackingSink, type TrackingEvent } from '@/lib/tracking/track-queue';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { HouseAdsProvider } from './ad-slot';
import { FinancingFooterSlot, FinancingHeaderSlot } from './financing-slots';

const FOOTER_AD: HouseAdView = {
  slot: 'baxter-c-footer',
  title: 'Vinde mai repede',
  body: '',
  href: '/anunt-nou',
  imageUrl: null,
  tpb: '',
};

let events: TrackingEvent[] = [];
let disconnect = () => {};
beforeEach(() => {
  resetMissingKeys();
  events = [];
  disconnect = connectTrackingSink((event) => events.push(event));
});
afterEach(() => {
  disconnect();
  expect(missingKeys()).toEqual([]);
});

function shell(ui: React.ReactElement, flags: { financingWidgets?: boolean; externalPartner?: string } = {}) {
  return renderWithProviders(
    <FeatureFlagsProvider flags={{ ...defaultFeatureFlags(), ...flags }}>
      <HouseAdsProvider ads={[FOOTER_AD]}>{ui}</HouseAdsProvider>
    </FeatureFlagsProvider>,
  );
}

describe('the header entry', () => {
  it('ENABLED: „Finanțare" linking through /finantare/redirect/header, tracked on click', () => {
    shell(<FinancingHeaderSlot />);
    const link = screen.getByRole('link', { name: 'Finanțare' });
    expect(link).toHaveAttribute('href', '/finantare/redirect/header');
    expect(link).toHaveAttribute('data-financing-type', 'NATIVE_BROKER');
    fireEvent.click(link);
    const clicks = events.filter((event) => event.name === 'financing_entry_click');
    expect(clicks.map((event) => event.properties?.['touch_point_button'])).toEqual(['header']);
  });

  it('ENABLED with the external partner named by the flag', () => {
    shell(<FinancingHeaderSlot />, { externalPartner: 'banca-sandbox' });
    expect(screen.getByRole('link', { name: 'Finanțare' })).toHaveAttribute('data-financing-type', 'EXTERNAL_PARTNER');
  });

  it('DISABLED (flag off): nothing', () => {
    expect(shell(<FinancingHeaderSlot />, { financingWidgets: false }).container).toBeEmptyDOMElement();
  });
});

describe('the footer slot', () => {
  it.each(['home', 'listing', 'advertPage'])(
    'ENABLED on the page type %s: the widget with the card default example and its link',
    (pageType) => {
      shell(<FinancingFooterSlot pageType={pageType} />);
      const widget = screen.getByRole('region', { name: 'Cumpără în rate' });
      expect(widget).toHaveTextContent('50.000 lei în 60 de rate: 1.221,22 lei/lună, DAE 17,46 %');
      expect(widget).toHaveTextContent('dobândă fixă de 16,20 % pe an');
      expect(screen.getByRole('link', { name: 'Vezi opțiunile de finanțare' })).toHaveAttribute(
        'href',
        '/finantare/redirect/footer',
      );
      expect(document.querySelector('[data-ad-slot]')).toBeNull();
    },
  );

  it('DISABLED (flag off): the ad slot baxter-c-footer instead', () => {
    shell(<FinancingFooterSlot pageType="home" />, { financingWidgets: false });
    expect(document.querySelector('[data-ad-slot="baxter-c-footer"]')).toHaveTextContent('Vinde mai repede');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each(['professionals', 'favourites', 'myAccount', undefined])(
    'HIDDEN on the page type %s: neither the widget nor the slot',
    (pageType) => {
      expect(shell(<FinancingFooterSlot pageType={pageType} />).container).toBeEmptyDOMElement();
      expect(
        shell(<FinancingFooterSlot pageType={pageType} />, { financingWidgets: false }).container,
      ).toBeEmptyDOMElement();
    },
  );

  it('is resolved again when the page (its path and page type) changes', () => {
    const view = shell(<FinancingFooterSlot pageType="home" />);
    expect(screen.getByRole('region', { name: 'Cumpără în rate' })).toBeInTheDocument();
    view.rerender(
      <FeatureFlagsProvider flags={defaultFeatureFlags()}>
        <FinancingFooterSlot pageType="professionals" />
      </FeatureFlagsProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Cumpără în rate' })).toBeNull();
  });
});
