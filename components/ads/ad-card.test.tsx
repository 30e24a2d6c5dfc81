// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { AdCard } from './ad-card';
import { AdCardList } from './ad-card-list';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

describe('AdCard', () => {
  it('shows title link, price, facts, place and seller type', () => {
    renderWithProviders(<AdCard advert={cardFixture()} />);
    const link = screen.getByRole('link', { name: 'BMW Seria 3 320d xDrive M Sport' });
    expect(link).toHaveAttribute('href', '/autoturisme/anunt/1001');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
    expect(screen.getByText('12.500 EUR')).toBeInTheDocument();
    expect(screen.getByText('≈ 62.200 LEI')).toBeInTheDocument();
    const facts = within(screen.getByRole('list', { name: 'Date principale' })).getAllByRole('listitem');
    expect(facts.map((li) => li.textContent)).toEqual(['2019', '125.000 km', 'Diesel', '190 CP', '1.995 cm³']);
    expect(screen.getByText('Cluj-Napoca, Cluj')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auto Premium Cluj' })).toHaveAttribute('href', '/vanzator/42');
    // 12 is a 'few' number in Romanian (2–19): no 'de'.
    expect(screen.getByText('12 fotografii')).toBeInTheDocument();
  });

  it('links to the ad once; a private seller adds no second link', () => {
    renderWithProviders(<AdCard advert={cardFixture({ seller: { id: '7', name: 'Ion', type: 'PRIVATE' } })} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Ion')).not.toBeInTheDocument();
  });

  it('shows a price drop with the previous price struck through, and nothing without one', () => {
    const { container } = renderWithProviders(
      <AdCard advert={cardFixture({ priceDrop: { previousAmount: 14500, amount: 2000, currency: 'EUR' } })} />,
    );
    expect(container.querySelector('s')).toHaveTextContent('Preț anterior: 14.500 EUR');
    expect(screen.getByText('Preț redus cu 2.000 EUR')).toBeInTheDocument();
    const plain = renderWithProviders(<AdCard advert={cardFixture()} />);
    expect(plain.container.querySelector('s')).toBeNull();
  });

  it("shows 'Promovat' while a promotion runs, and nothing otherwise", () => {
    const promoted = renderWithProviders(<AdCard advert={cardFixture({ promoted: true })} />);
    expect(promoted.container.querySelector('[data-promoted]')).toHaveTextContent('Promovat');
    const plain = renderWithProviders(<AdCard advert={cardFixture()} />);
    expect(plain.container.querySelector('[data-promoted]')).toBeNull();
  });

  it('shows the price indicator, never NONE', () => {
    const below = renderWithProviders(<AdCard advert={cardFixture({ priceIndicator: 'BELOW' })} />);
    expect(below.container.querySelector('[data-level="below"]')).toHaveTextContent('Indicator de preț: Sub preț');
    const none = renderWithProviders(<AdCard advert={cardFixture({ priceIndicator: 'NONE' })} />);
    expect(none.container.querySelector('[data-level]')).toBeNull();
  });

  it('parts show part type and compatible vehicle, not mileage or fuel', () => {
    renderWithProviders(
      <AdCard
        advert={cardFixture({
          categorySlug: 'piese',
          partType: 'ENGINE',
          compatibleVehicle: 'Scania R 450',
          price: { amount: 32000, currency: 'LEI', net: null, amountLei: 32000, amountEur: 6431 },
        })}
      />,
    );
    const facts = within(screen.getByRole('list', { name: 'Date principale' })).getAllByRole('listitem');
    expect(facts.map((li) => li.textContent)).toEqual(['Motor', 'Compatibil: Scania R 450']);
    expect(screen.getByText('≈ 6.431 EUR')).toBeInTheDocument();
  });

  it('machinery shows hours and tonnes', () => {
    renderWithProviders(
      <AdCard
        advert={cardFixture({
          categorySlug: 'utilaje-constructii',
          mileage: null,
          fuelType: 'DIESEL',
          enginePower: 140,
          operatingHours: 8450,
          weightKg: 21500,
        })}
      />,
    );
    const facts = within(screen.getByRole('list', { name: 'Date principale' })).getAllByRole('listitem');
    expect(facts.map((li) => li.textContent)).toEqual(['2019', '8.450 ore', '140 CP', '21,5 t']);
  });

  it('prices in LEI, private seller, missing facts left out, no photo', () => {
    renderWithProviders(
      <AdCard
        advert={cardFixture({
          price: { amount: 45000, currency: 'LEI', net: null, amountLei: 45000, amountEur: 9045 },
          seller: { id: '7', name: 'Ion', type: 'PRIVATE' },
          mileage: null,
          enginePower: null,
          engineCapacity: null,
          mainPhoto: null,
          photoCount: 0,
        })}
      />,
    );
    expect(screen.getByText('45.000 LEI')).toBeInTheDocument();
    expect(screen.getByText('Persoană fizică')).toBeInTheDocument();
    const facts = within(screen.getByRole('list', { name: 'Date principale' })).getAllByRole('listitem');
    expect(facts.map((li) => li.textContent)).toEqual(['2019', 'Diesel']);
    expect(screen.getByText('Fără fotografii')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists badges and uses Romanian plural forms for the photo count', () => {
    renderWithProviders(
      <AdCard advert={cardFixture({ photoCount: 25, badges: ['LOW_MILEAGE', 'PREMIUM_DEALER'] })} heading="h2" />,
    );
    expect(screen.getByText('25 de fotografii')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Distincții' })).getAllByRole('listitem');
    expect(badges.map((li) => li.textContent)).toEqual(['Kilometraj redus', 'Dealer premium']);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it("marks a new car 'Nou' first among its badges, even without other badges", () => {
    const { unmount } = renderWithProviders(
      <AdCard advert={cardFixture({ isNew: true, badges: ['PREMIUM_DEALER'] })} />,
    );
    const badges = within(screen.getByRole('list', { name: 'Distincții' })).getAllByRole('listitem');
    expect(badges.map((li) => li.textContent)).toEqual(['Nou', 'Dealer premium']);
    unmount();
    renderWithProviders(<AdCard advert={cardFixture({ isNew: true })} />);
    expect(within(screen.getByRole('list', { name: 'Distincții' })).getByText('Nou')).toBeInTheDocument();
  });

  it('loads the photo lazily unless told otherwise', () => {
    const lazy = renderWithProviders(<AdCard advert={cardFixture()} />);
    expect(lazy.container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const eager = renderWithProviders(<AdCard advert={cardFixture()} eager />);
    expect(eager.container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('in a list, fetches the first eager photo (the likely largest paint) with high priority', () => {
    const adverts = [cardFixture({ id: '1' }), cardFixture({ id: '2' }), cardFixture({ id: '3' })];
    const { container } = renderWithProviders(<AdCardList adverts={adverts} eagerCount={2} />);
    const photos = [...container.querySelectorAll('img')];
    expect(photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['lazy', null],
    ]);
    const none = renderWithProviders(<AdCardList adverts={adverts} />);
    expect(none.container.querySelectorAll('img[fetchpriority]')).toHaveLength(0);
  });
});
