// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { advertFixture } from '@/lib/ads/advert-view.fixtures';
import type { PriceEstimateView } from '@/lib/graphql/generated/page-operations';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { AdvertScreen } from './advert-screen';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

function estimate(overrides: Partial<PriceEstimateView> = {}): PriceEstimateView {
  return {
    level: 'BELOW',
    noneReason: null,
    range: { low: 13_000, median: 13_800, high: 14_600, currency: 'EUR' },
    rangeLei: { low: 64_600, median: 68_600, high: 72_600, currency: 'LEI' },
    comparablesCount: 23,
    segment: 'GENERATION',
    topAttributes: [
      { attribute: 'MILEAGE', direction: 'DOWN', percent: 12 },
      { attribute: 'GEARBOX', direction: 'UP', percent: 8 },
    ],
    computedAt: '2026-03-15T02:30:00.000Z',
    ...overrides,
  };
}

const panel = () => screen.getByRole('region', { name: 'Evaluarea prețului' });

describe('price indicator on the ad page', () => {
  it('shows the badge by the price, linking to the explanation', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture({ priceEstimate: estimate() })} similar={[]} />);
    const link = screen.getByRole('link', { name: 'Preț sub piață' });
    expect(link).toHaveAttribute('href', '#evaluare-pret');
    expect(panel()).toHaveAttribute('id', 'evaluare-pret');
  });

  it('explains the range, the comparables and the attributes that move the price', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture({ priceEstimate: estimate() })} similar={[]} />);
    const region = within(panel());
    expect(region.getByText('13.000 EUR – 14.600 EUR')).toBeInTheDocument();
    expect(region.getByText('aprox. 64.600 LEI – 72.600 LEI')).toBeInTheDocument();
    expect(region.getByText('13.800 EUR')).toBeInTheDocument();
    expect(
      region.getByText(
        'Pe baza a 23 de anunțuri similare în euro din ultimele 6 luni, din aceeași generație a modelului.',
      ),
    ).toBeInTheDocument();
    const factors = region.getAllByRole('listitem').map((item) => item.textContent);
    expect(factors).toEqual([
      '▼Kilometrajul scade prețul estimat cu 12\u00a0%',
      '▲Cutia de viteze crește prețul estimat cu 8\u00a0%',
    ]);
  });

  it('answers the FAQ in disclosures that open from the keyboard', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture({ priceEstimate: estimate() })} similar={[]} />);
    const region = within(panel());
    const question = region.getByText('Poate vânzătorul să modifice sau să ascundă indicatorul?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(region.getByText(/vânzătorul nu îl poate modifica sau dezactiva/)).toBeVisible();
    for (const text of [/12 caracteristici/, /ultimele 6 luni/, /24 de ore/, /mașini noi/]) {
      expect(region.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('shows buyers no panel and no badge for an estimate without a level (the seller asks from the browser)', () => {
    renderWithProviders(
      <AdvertScreen
        advert={advertFixture({
          priceEstimate: estimate({
            level: 'NONE',
            noneReason: 'INSUFFICIENT_DATA',
            range: null,
            rangeLei: null,
            topAttributes: [],
          }),
        })}
        similar={[]}
      />,
    );
    expect(screen.queryByRole('link', { name: /piață/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Evaluarea prețului' })).not.toBeInTheDocument();
  });

  it('shows nothing without an estimate', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
    expect(screen.queryByRole('region', { name: 'Evaluarea prețului' })).not.toBeInTheDocument();
  });
});
