// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import type { HouseAdView } from '@/lib/ads/ad-slots';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import { defaultFeatureFlags } from '@/lib/feature-flags/flags';
import { connectTrackingSink, type TrackingEvent } from '@/lib/tracking/track-queue';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { AdSlot, HouseAdsProvider, TopBanners } from './ad-slot';

const ADS: HouseAdView[] = [
  {
    slot: 'slot-leaderboard',
    title: 'Primește alerte',
    body: 'Salvează căutarea.',
    href: '/cautari-salvate',
    imageUrl: null,
    tpb: 'ldb_alerts',
  },
  { slot: 'Slot1', title: 'Volan pentru dealeri', body: '', href: '/dealeri', imageUrl: null, tpb: '' },
];
const TRACKER = { eventName: 'leaderboard_click', tpb: 'listing' };

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

function slots(ui: React.ReactElement, houseAds = true) {
  const flags = { ...defaultFeatureFlags(), houseAds };
  return renderWithProviders(
    <FeatureFlagsProvider flags={flags}>
      <HouseAdsProvider ads={ADS}>{ui}</HouseAdsProvider>
    </FeatureFlagsProvider>,
  );
}

describe('advert slots', () => {
  it('an empty slot name, a slot without a house ad and the flag off render nothing', () => {
    expect(slots(<AdSlot name="" />).container).toBeEmptyDOMElement();
    expect(slots(<AdSlot name={null} />).container).toBeEmptyDOMElement();
    expect(slots(<TopBanners slot1="" slot2={null} />).container).toBeEmptyDOMElement();
    expect(slots(<AdSlot name="slot-beacon" trackerData={TRACKER} />).container).toBeEmptyDOMElement();
    expect(slots(<AdSlot name="slot-leaderboard" />, false).container).toBeEmptyDOMElement();
  });

  it('shows the house ad labelled as an advert, with its link and the reserved height', () => {
    slots(<AdSlot name="slot-leaderboard" trackerData={TRACKER} minHeight={90} className="wide" />);
    const slot = document.querySelector('[data-ad-slot]')!;
    expect(slot).toHaveAttribute('id', 'slot-leaderboard');
    expect(slot).toHaveStyle({ minHeight: '90px' });
    expect(slot).toHaveClass('wide');
    expect(slot).toHaveTextContent('Publicitate');
    expect(screen.getByRole('link', { name: /Primește alerte/ })).toHaveAttribute('href', '/cautari-salvate');
  });

  it('fills the top banner that has a house ad', () => {
    slots(<TopBanners slot1="Slot1" slot2="Slot2" />);
    expect(document.querySelectorAll('[data-ad-slot]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Volan pentru dealeri/ })).toHaveAttribute('href', '/dealeri');
  });

  it('hands a click to tracking with the ad’s touch point, and a blur while the pointer is over it', () => {
    vi.useFakeTimers();
    try {
      slots(<AdSlot name="slot-leaderboard" trackerData={TRACKER} />);
      const slot = document.querySelector('[data-ad-slot]')!;
      const link = screen.getByRole('link');
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
      const click = {
        eventType: 'click',
        name: 'leaderboard_click',
        properties: { action: 'click', touch_point_button: 'ldb_alerts' },
      };
      expect(events).toEqual([click]);
      expect(slot).toHaveAttribute('data-ad-clicks', '1');
      // The window losing focus right after the click is the same press; later, with the pointer away, nothing.
      act(() => void window.dispatchEvent(new Event('blur')));
      vi.advanceTimersByTime(5000);
      act(() => void window.dispatchEvent(new Event('blur')));
      expect(events).toHaveLength(1);
      // Over the slot (a framed advert took the focus): one more click.
      fireEvent.pointerEnter(slot);
      act(() => void window.dispatchEvent(new Event('blur')));
      expect(events).toEqual([click, click]);
      fireEvent.pointerLeave(slot);
      vi.advanceTimersByTime(5000);
      act(() => void window.dispatchEvent(new Event('blur')));
      expect(events).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
