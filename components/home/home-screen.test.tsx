// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { HomeScreen } from './home-screen';
import { QUICK_SEARCH_ACTION } from './quick-search';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const categories = [
  { id: 1, slug: 'autoturisme', advertCount: 12500 },
  { id: 2, slug: 'motociclete', advertCount: 1 },
  { id: 3, slug: 'remorci', advertCount: 3 },
];

describe('HomeScreen', () => {
  it('has a GET search form with labelled category, make and price fields', () => {
    renderWithProviders(
      <HomeScreen
        categories={categories}
        makes={[{ value: 'dacia', label: 'Dacia', count: 900 }]}
        latestAdverts={[]}
        newCarCount={0}
        pricingInsights={null}
      />,
    );
    const form = screen.getByRole('search', { name: 'Căutare rapidă' });
    expect(form).toHaveAttribute('action', QUICK_SEARCH_ACTION);
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByLabelText('Categorie')).toHaveAttribute('name', 'categorie');
    expect(within(form).getByLabelText('Marcă')).toHaveAttribute('name', 'marca');
    expect(within(form).getByRole('option', { name: 'Dacia' })).toHaveValue('dacia');
    expect(within(form).getByLabelText('Preț maxim (LEI)')).toHaveAttribute('name', 'pret_max');
  });

  it('shows category tiles with Romanian counts', () => {
    renderWithProviders(
      <HomeScreen categories={categories} makes={[]} latestAdverts={[]} newCarCount={0} pricingInsights={null} />,
    );
    expect(screen.getByRole('link', { name: 'Autoturisme 12.500 de anunțuri' })).toHaveAttribute(
      'href',
      '/autoturisme',
    );
    expect(screen.getByRole('link', { name: 'Motociclete 1 anunț' })).toHaveAttribute('href', '/motociclete');
    expect(screen.getByRole('link', { name: 'Remorci 3 anunțuri' })).toBeInTheDocument();
  });

  it('lists the latest adverts, or says there are none yet', () => {
    const { unmount } = renderWithProviders(
      <HomeScreen
        categories={categories}
        makes={[]}
        latestAdverts={[cardFixture()]}
        newCarCount={0}
        pricingInsights={null}
      />,
    );
    const latest = within(screen.getByRole('region', { name: 'Cele mai noi anunțuri' }));
    expect(latest.getAllByRole('article')).toHaveLength(1);
    unmount();
    renderWithProviders(
      <HomeScreen categories={categories} makes={[]} latestAdverts={[]} newCarCount={0} pricingInsights={null} />,
    );
    expect(screen.getByText('Nu există încă anunțuri publicate.')).toBeInTheDocument();
  });

  it('links to the new cars with their count only when there are some', () => {
    const { unmount } = renderWithProviders(
      <HomeScreen categories={categories} makes={[]} latestAdverts={[]} newCarCount={1234} pricingInsights={null} />,
    );
    expect(screen.getByRole('link', { name: 'Mașini noi 1.234 de anunțuri' })).toHaveAttribute(
      'href',
      '/autoturisme?stare=nou',
    );
    unmount();
    renderWithProviders(
      <HomeScreen categories={categories} makes={[]} latestAdverts={[]} newCarCount={0} pricingInsights={null} />,
    );
    expect(screen.queryByRole('link', { name: /Mașini noi/ })).toBeNull();
  });

  it('does not invite to post an ad while posting is not built (no link to a 404)', () => {
    renderWithProviders(
      <HomeScreen categories={categories} makes={[]} latestAdverts={[]} newCarCount={0} pricingInsights={null} />,
    );
    expect(screen.queryByRole('region', { name: 'Vinde-ți mașina pe Volan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Adaugă anunț' })).toBeNull();
  });

  it('shows pricing insights with what the figures are, medians in EUR and the trend', () => {
    renderWithProviders(
      <HomeScreen
        categories={categories}
        makes={[]}
        latestAdverts={[]}
        newCarCount={0}
        pricingInsights={{
          categorySlug: 'autoturisme',
          minSample: 5,
          models: [
            {
              make: 'Dacia',
              model: 'Logan',
              url: '/autoturisme/dacia/logan',
              periodDays: 45,
              advertCount: 24,
              medianPriceEur: 8500,
              trendPercent: 3.3,
            },
            {
              make: 'Skoda',
              model: 'Octavia',
              url: '/autoturisme/skoda/octavia',
              periodDays: 120,
              advertCount: 2,
              medianPriceEur: null,
              trendPercent: null,
            },
          ],
        }}
      />,
    );
    const region = within(screen.getByRole('region', { name: 'Prețuri pe piață' }));
    expect(region.getByText(/Prețul median cerut .* modelele cele mai căutate/)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Dacia Logan' })).toHaveAttribute('href', '/autoturisme/dacia/logan');
    expect(region.getByText('8.500 EUR')).toBeInTheDocument();
    expect(region.getByText('în creștere cu 3,3 %')).toBeInTheDocument();
    // Which period the trend covers, on each model.
    expect(region.getByText('față de cele 45 de zile dinainte')).toBeInTheDocument();
    expect(region.getByText('24 de anunțuri în ultimele 45 de zile')).toBeInTheDocument();
    expect(region.getByText('2 anunțuri în ultimele 120 de zile')).toBeInTheDocument();
    expect(region.getByText('Prea puține anunțuri')).toBeInTheDocument();
    expect(region.getByText('fără tendință: prea puține anunțuri comparabile')).toBeInTheDocument();
  });

  it('leaves the insights out when they could not be loaded', () => {
    renderWithProviders(
      <HomeScreen categories={categories} makes={[]} latestAdverts={[]} newCarCount={0} pricingInsights={null} />,
    );
    expect(screen.queryByRole('region', { name: 'Prețuri pe piață' })).toBeNull();
  });
});
