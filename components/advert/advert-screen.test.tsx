// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { advertFixture } from '@/lib/ads/advert-view.fixtures';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { AdvertScreen } from './advert-screen';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

function specs(): Record<string, string> {
  const list = screen.getByRole('region', { name: 'Date tehnice' }).querySelector('dl');
  const entries = [...(list?.querySelectorAll('div') ?? [])].map((row): [string, string] => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
  return Object.fromEntries(entries);
}

describe('AdvertScreen', () => {
  it('shows title, gross price with the net price noted, and the ad id', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'BMW Seria 3 320d xDrive M Sport' })).toBeInTheDocument();
    // The price beside the title, and again as the last price of the history.
    expect(screen.getAllByText('12.500 EUR')).toHaveLength(2);
    expect(screen.getByText('Preț redus cu 2.000 EUR')).toBeInTheDocument();
    expect(screen.getByText('Publicat de 12 zile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Istoricul prețului' })).toBeInTheDocument();
    expect(screen.getByText('Preț la publicare')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Distribuie' })).toBeInTheDocument();
    expect(screen.getByText('Preț net: 10.504 EUR (prețul afișat include TVA)')).toBeInTheDocument();
    expect(screen.getByText(/ID anunț: 1001/)).toBeInTheDocument();
  });

  it('lists the key specifications with units', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
    expect(specs()).toMatchObject({
      'An fabricație': '2019',
      Kilometraj: '125.000 km',
      Combustibil: 'Diesel',
      Putere: '190 CP',
      'Capacitate cilindrică': '1.995 cm³',
      'Cutie de viteze': 'Automată',
      Caroserie: 'Sedan',
      'Număr de uși': '4',
      Culoare: 'Negru',
      'Prima înmatriculare': '03.2019',
    });
  });

  it('leaves unknown specifications out and has no net note without a net price', () => {
    renderWithProviders(
      <AdvertScreen
        advert={advertFixture({
          engineCapacity: null,
          color: null,
          price: { amount: 9000, currency: 'LEI', net: null },
        })}
        similar={[]}
      />,
    );
    expect(specs()).not.toHaveProperty('Capacitate cilindrică');
    expect(specs()).not.toHaveProperty('Culoare');
    expect(screen.queryByText(/Preț net/)).not.toBeInTheDocument();
  });

  it('shows the seller box with masked phone and a safe website link', () => {
    const { container } = renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
    const seller = screen.getByRole('region', { name: 'Vânzător' });
    expect(within(seller).getByText('Auto Premium Cluj')).toBeInTheDocument();
    expect(within(seller).getByText('Dealer')).toBeInTheDocument();
    expect(within(seller).getByText('Membru din 2016')).toBeInTheDocument();
    expect(within(seller).getByText('0744 *** 123')).toBeInTheDocument();
    // Masked until pressed: no tel: link, and the page holds no full number.
    expect(within(seller).getByRole('button', { name: 'Vezi numărul' })).toBeEnabled();
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(within(seller).getByRole('link', { name: 'Site-ul vânzătorului' })).toHaveAttribute(
      'rel',
      'nofollow noopener noreferrer',
    );
  });

  it("shows a dealer's address, opening hours (closed days said so) and services", () => {
    renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
    const seller = within(screen.getByRole('region', { name: 'Vânzător' }));
    expect(seller.getByText(/Calea Florești 92, Cluj-Napoca/)).toBeInTheDocument();
    const hours = seller.getByRole('table', { name: 'Program' });
    const rows = within(hours)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Luni09:00 – 18:00',
      'Marți09:00 – 18:00',
      'Miercuri09:00 – 18:00',
      'Joi09:00 – 18:00',
      'Vineri09:00 – 18:00',
      'Sâmbătă10:00 – 14:00',
      'DuminicăÎnchis',
    ]);
    // Today is marked once the browser knows the day (the page is the same for everybody).
    expect(
      within(hours)
        .getAllByRole('row')
        .filter((row) => row.getAttribute('aria-current') === 'date'),
    ).toHaveLength(1);
    const services = seller.getByRole('list', { name: 'Servicii oferite' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Service auto', 'Finanțare', 'Test drive', 'Garanție']);
  });

  it('shows a private seller what there is: name, type, city; no hours, services or map', () => {
    const advert = advertFixture();
    renderWithProviders(
      <AdvertScreen
        advert={{
          ...advert,
          seller: { ...advert.seller, name: 'Ion P.', type: 'PRIVATE', website: null, dealerProfile: null },
        }}
        similar={[]}
        tiles={{ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: null }}
      />,
    );
    const seller = within(screen.getByRole('region', { name: 'Vânzător' }));
    expect(seller.getByText('Ion P.')).toBeInTheDocument();
    expect(seller.getByText('Persoană fizică')).toBeInTheDocument();
    expect(seller.getByText('Cluj-Napoca, Cluj')).toBeInTheDocument();
    expect(seller.queryByRole('table')).toBeNull();
    expect(seller.queryByText('Servicii oferite')).toBeNull();
    expect(seller.getByRole('button', { name: 'Vezi numărul' })).toBeInTheDocument();
  });

  it('shows the sticky bar (title, price, the same reveal and heart) only once the price has scrolled away', () => {
    const observers: ((entries: Partial<IntersectionObserverEntry>[]) => void)[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
      expect(screen.queryByRole('region', { name: 'Anunțul pe scurt' })).toBeNull();
      const scrolled = (isIntersecting: boolean, bottom: number) =>
        act(() => {
          for (const callback of observers)
            callback([{ isIntersecting, boundingClientRect: { bottom } as DOMRectReadOnly }]);
        });
      scrolled(false, -40);
      const bar = screen.getByRole('region', { name: 'Anunțul pe scurt' });
      expect(within(bar).getByText('BMW Seria 3 320d xDrive M Sport')).toBeInTheDocument();
      expect(within(bar).getByText('12.500 EUR')).toBeInTheDocument();
      expect(within(bar).getByRole('button', { name: 'Vezi numărul' })).toBeInTheDocument();
      // The heart of the bar and of the summary: the same flow, disabled until the session is known.
      for (const heart of screen.getAllByRole('button', { name: 'Adaugă la favorite' })) {
        expect(heart).toHaveAttribute('aria-pressed', 'false');
        expect(heart).toBeDisabled();
      }
      expect(within(bar).getByRole('button', { name: 'Adaugă la favorite' })).toBeInTheDocument();
      scrolled(true, 300);
      expect(screen.queryByRole('region', { name: 'Anunțul pe scurt' })).toBeNull();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it("links the seller's other offers to the seller profile", () => {
    const advert = advertFixture();
    const { unmount } = renderWithProviders(<AdvertScreen advert={advert} similar={[]} />);
    const seller = within(screen.getByRole('region', { name: 'Vânzător' }));
    expect(seller.getByRole('link', { name: 'Vezi încă 33 de oferte de la acest vânzător' })).toHaveAttribute(
      'href',
      '/vanzator/s1',
    );
    unmount();
    renderWithProviders(
      <AdvertScreen advert={{ ...advert, seller: { ...advert.seller, activeAdvertCount: 1 } }} similar={[]} />,
    );
    expect(screen.getByRole('link', { name: 'Vezi profilul vânzătorului' })).toHaveAttribute('href', '/vanzator/s1');
  });

  it('never links a javascript: website', () => {
    const advert = advertFixture();
    renderWithProviders(
      <AdvertScreen
        advert={{ ...advert, seller: { ...advert.seller, website: 'javascript:alert(1)' } }}
        similar={[]}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Site-ul vânzătorului' })).not.toBeInTheDocument();
  });

  it('gallery: buttons and arrow keys move between photos', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
    const gallery = screen.getByRole('region', { name: 'Fotografii' });
    const main = () => within(gallery).getByRole('img', { name: /fotografia \d din 3/ });
    expect(main()).toHaveAttribute('src', '/media/p1.jpg');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Fotografia următoare' }));
    expect(main()).toHaveAttribute('src', '/media/p2.jpg');
    fireEvent.keyDown(main(), { key: 'ArrowRight' });
    expect(main()).toHaveAttribute('src', '/media/p3.jpg');
    fireEvent.keyDown(main(), { key: 'ArrowRight' });
    expect(main()).toHaveAttribute('src', '/media/p1.jpg');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Arată fotografia 3' }));
    expect(main()).toHaveAttribute('src', '/media/p3.jpg');
    expect(within(gallery).getByRole('button', { name: 'Arată fotografia 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Fotografia anterioară' }));
    expect(main()).toHaveAttribute('src', '/media/p2.jpg');
  });

  it('gallery: the main photo (the largest paint) is fetched with high priority and never lazily', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
    const gallery = screen.getByRole('region', { name: 'Fotografii' });
    const main = within(gallery).getByRole('img', { name: /fotografia 1 din 3/ });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
  });

  it('lists equipment by its translated name and keeps the description line breaks as text', () => {
    renderWithProviders(<AdvertScreen advert={advertFixture()} similar={[]} />);
    const equipment = within(screen.getByRole('region', { name: 'Dotări' })).getAllByRole('listitem');
    expect(equipment.map((li) => li.textContent)).toEqual(['Navigație', 'Scaune încălzite', 'Senzori parcare spate']);
    expect(screen.getByText(/Carte service completă/)).toBeInTheDocument();
  });
});
