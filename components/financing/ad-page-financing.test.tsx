// @vitest-environment jsdom
/**
 * The ad page's financing placements by status (SPEC §2.6, §4): ENABLED draws the under-price
 * line, the sticky bar's link and the calculator; DISABLED (flag off), HIDDEN (a cheap advert in
 * a minimum-price category, a price in EUR, the partner's setting off) and ERROR (the partner's
 * FinancingTechnicalError, reported to monitoring) draw nothing.
 */
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { AdvertScreen } from '@/components/advert/advert-screen';
import { advertFixture } from '@/lib/ads/advert-view.fixtures';
import { defaultFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import type { AdPageFinancingDetails } from '@/lib/financing/ad-page-placements';
import { connectErrorReporter, type ClientErrorReport } from '@/lib/monitoring/report-hub';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';

vi.mock('next/dynamic', async () => {
  const { AdvertCalculator } = await import('./advert-calculator');
  return { default: () => AdvertCalculator };
});

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const SETTINGS = {
  __typename: 'FinancingLoanSimulationSettingsOutput' as const,
  minNumberOfInstallments: 6,
  maxNumberOfInstallments: 60,
  defaultNumberOfInstallments: 60,
  minCreditAmount: 1500,
  maxCreditAmount: 200_000,
  annualRatePercent: 16.2,
};
const enabled = (isEnabled = true) => ({
  __typename: 'FinancingEntryPointsSettingsOutput' as const,
  settings: (['under-price-cta', 'sticky-bar-cta', 'calculator-cta'] as const).map((entryPoint) => ({
    entryPoint,
    isEnabled,
    targetURL: null,
  })),
});
const details = (over: Partial<AdPageFinancingDetails> = {}): AdPageFinancingDetails => ({
  advertId: '1001',
  partner: { id: 'native-broker-sandbox', type: 'NATIVE_BROKER', sandbox: true },
  loanSimulationSettings: SETTINGS,
  entryPointsSettings: enabled(),
  ...over,
});
const LEI_CAR = advertFixture({ price: { amount: 50_000, currency: 'LEI', net: null } });

function renderPage(
  advert = LEI_CAR,
  financing: AdPageFinancingDetails | null = details(),
  widgets = true,
  priceLei = advert.price.amount,
) {
  return renderWithProviders(
    <FeatureFlagsProvider flags={{ ...defaultFeatureFlags(), financingWidgets: widgets }}>
      <AdvertScreen advert={advert} similar={[]} financing={financing ? { details: financing, priceLei } : null} />
    </FeatureFlagsProvider>,
  );
}

const underPrice = () => screen.queryByRole('link', { name: /^Rată de la .* lei\/lună$/ });
const calculator = () => screen.queryByRole('heading', { name: 'Simulează creditul' });

describe('the ad page financing placements', () => {
  it('ENABLED: the under-price line and the calculator, both through their entry points', () => {
    renderPage();
    // 50 000 lei over 60 months at 16,2 %: the card's worked example.
    expect(underPrice()).toHaveTextContent('Rată de la 1.221,22 lei/lună');
    expect(underPrice()).toHaveAttribute('href', '/finantare/redirect/under-price-cta?anunt=1001');
    expect(calculator()).toBeInTheDocument();
    expect(screen.getByText(/Brokerul de credit Volan \(sandbox/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aplică pentru finanțare' })).toHaveAttribute(
      'href',
      '/finantare/redirect/calculator-cta?anunt=1001',
    );
  });

  it.each<[string, Parameters<typeof renderPage>]>([
    ['DISABLED: the flag off', [LEI_CAR, details(), false]],
    ['HIDDEN: the partner turned the entry points off', [LEI_CAR, details({ entryPointsSettings: enabled(false) })]],
    ['HIDDEN: no financing for the advert', [LEI_CAR, null, true]],
    [
      'HIDDEN: a 900 lei part (category 67 needs 1 500)',
      [
        advertFixture({ category: { id: 67, slug: 'piese' }, price: { amount: 900, currency: 'LEI', net: null } }),
        details(),
        true,
      ],
    ],
  ])('%s: nothing', (_name, args) => {
    renderPage(...args);
    expect(underPrice()).toBeNull();
    expect(calculator()).toBeNull();
  });

  it('a price in EUR is simulated on its lei equivalent', () => {
    renderPage(advertFixture(), details(), true, 50_000);
    expect(underPrice()).toHaveTextContent('Rată de la 1.221,22 lei/lună');
  });

  it('ERROR: the partner failed; nothing shown, the error reported', async () => {
    const reports: ClientErrorReport[] = [];
    const disconnect = connectErrorReporter((report) => reports.push(report));
    renderPage(
      LEI_CAR,
      details({ entryPointsSettings: { __typename: 'FinancingTechnicalError', message: 'sandbox down' } }),
    );
    await act(async () => {});
    disconnect();
    expect(underPrice()).toBeNull();
    expect(calculator()).toBeNull();
    expect(reports.map((r) => (r.error as Error).message)).toEqual([
      '[financing entry points settings] Error: sandbox down',
    ]);
  });

  it('the calculator recomputes when the term changes', () => {
    renderPage();
    const instalment = () => screen.getByTestId('loan-result').querySelector('dd')?.textContent;
    expect(instalment()).toBe('1.221,22 lei');
    act(() => screen.getByRole('radio', { name: '12 luni' }).click());
    expect(instalment()).not.toBe('1.221,22 lei');
  });
});
