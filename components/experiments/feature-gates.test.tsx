// @vitest-environment jsdom
/**
 * Features behind flags and experiments disappear cleanly (issue 15): the top wideboard under
 * ADS-WIDEBOARD@b, the history report without historyReport (the VIN reveal stays, no link to the
 * report's page), the VIN and plate decoders in posting (a plain text field instead).
 */
import { screen } from '@testing-library/react';
import { VinSectionLayout } from '@/components/advert/vin-section';
import { HouseAdsProvider, TopBanners } from '@/components/shell/ad-slot';
import { withFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import { ExperimentCookieContext } from '@/machines/experiments/use-experiments';
import type { VinRevealView } from '@/machines/vin-reveal/use-vin-reveal';
import { renderWithProviders } from '@/test-support/i18n-test-utils';

/** A house ad in each top slot: a slot without one renders nothing. */
const TOP_ADS = [
  { slot: 'slot-leaderboard', title: 'Promovează-ți anunțul', body: '', href: '/contul-meu', imageUrl: null, tpb: '' },
  { slot: 'slot-second', title: 'Promovează-ți anunțul', body: '', href: '/contul-meu', imageUrl: null, tpb: '' },
];

describe('the top wideboard (SPEC §2.6)', () => {
  it.each([
    ['', true],
    ['ADS-WIDEBOARD@a', true],
    ['CARS-1@b', true],
    ['ADS-WIDEBOARD@b', false],
    ['CARS-1@a#ADS-WIDEBOARD@b|x', false],
  ])('with experiment cookie %j, slot1 shown: %s', (cookie, shown) => {
    const { container } = renderWithProviders(
      <ExperimentCookieContext.Provider value={cookie}>
        <HouseAdsProvider ads={TOP_ADS}>
          <TopBanners slot1="slot-leaderboard" slot2="slot-second" />
        </HouseAdsProvider>
      </ExperimentCookieContext.Provider>,
    );
    expect(container.querySelector('[data-ad-slot="slot-leaderboard"]') !== null).toBe(shown);
    expect(container.querySelector('[data-ad-slot="slot-second"]')).not.toBeNull();
  });

  it('renders nothing under b when the wideboard was the only slot', () => {
    const { container } = renderWithProviders(
      <ExperimentCookieContext.Provider value="ADS-WIDEBOARD@b">
        <HouseAdsProvider ads={TOP_ADS}>
          <TopBanners slot1="slot-leaderboard" />
        </HouseAdsProvider>
      </ExperimentCookieContext.Provider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

const hiddenView: VinRevealView = {
  open: false,
  loading: false,
  solving: false,
  progress: 0,
  verifying: false,
  vin: null,
  report: null,
  error: null,
  reveal: () => undefined,
  close: () => undefined,
  retry: () => undefined,
};

describe('the vehicle history report (historyReport)', () => {
  it.each([true, false])('with the flag %s, the report is offered only when on; the VIN reveal always', (on) => {
    renderWithProviders(
      <FeatureFlagsProvider flags={withFeatureFlags({ historyReport: on })}>
        <VinSectionLayout view={hiddenView} />
      </FeatureFlagsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Afișează VIN' })).toBeInTheDocument();
    expect(screen.queryAllByText('Raport istoric vehicul').length > 0).toBe(on);
    expect(screen.queryByRole('link', { name: 'Despre raportul istoric' }) !== null).toBe(on);
  });

  it('without the flag, a revealed VIN shows without the report download', () => {
    renderWithProviders(
      <FeatureFlagsProvider flags={withFeatureFlags({ historyReport: false })}>
        <VinSectionLayout
          view={{ ...hiddenView, vin: 'UU1HSDACNE5261234', report: { url: '/api/history-report/1', sandbox: true } }}
        />
      </FeatureFlagsProvider>,
    );
    expect(screen.getByText('UU1HSDACNE5261234')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /raportul istoric \(PDF\)/ })).toBeNull();
  });
});
