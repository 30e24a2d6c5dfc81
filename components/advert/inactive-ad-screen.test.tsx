// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { InactiveAdScreen, SIMILAR_ID } from './inactive-ad-screen';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const similar = [cardFixture(), cardFixture({ id: '1002', url: '/autoturisme/anunt/1002', title: 'BMW Seria 3 318d' })];

describe('InactiveAdScreen', () => {
  it('says the ad is gone and points to the similar ads below', () => {
    renderWithProviders(<InactiveAdScreen adId="999" categorySlug="autoturisme" similar={similar} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acest anunț nu mai este valabil' })).toBeInTheDocument();
    expect(screen.getByText(/Anunțul 999 a fost vândut sau dezactivat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi anunțuri similare' })).toHaveAttribute('href', `#${SIMILAR_ID}`);
    expect(screen.getByRole('link', { name: 'Caută în Autoturisme' })).toHaveAttribute('href', '/autoturisme');
  });

  it('lists the similar ads as cards', () => {
    renderWithProviders(<InactiveAdScreen adId="999" categorySlug="autoturisme" similar={similar} />);
    const section = screen.getByRole('region', { name: 'Anunțuri similare' });
    expect(section).toHaveAttribute('id', SIMILAR_ID);
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['BMW Seria 3 320d xDrive M Sport', 'BMW Seria 3 318d']);
  });

  it('without similar ads, says so and sends the call to action to the category listing', () => {
    renderWithProviders(<InactiveAdScreen adId="999" categorySlug="motociclete" similar={[]} />);
    expect(screen.getByText('Momentan nu avem anunțuri similare.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi anunțuri similare' })).toHaveAttribute('href', '/motociclete');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
