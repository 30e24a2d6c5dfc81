// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { AppShell, MAIN_ID } from './app-shell';
import { appDeepLink } from './app-links';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

describe('AppShell', () => {
  function shell(path = '/motociclete/bmw') {
    return renderWithProviders(
      <AppShell siteOrigin="https://www.volan.ro" path={path}>
        <p>conținutul paginii</p>
      </AppShell>,
    );
  }

  it('has the landmarks: header, category nav, main with the page, footer', () => {
    shell();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Categorii de vehicule' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('conținutul paginii');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sari la conținut' })).toHaveAttribute('href', `#${MAIN_ID}`);
  });

  it("header: logo home link, 'Adaugă anunț' to the category selector, and the account link", () => {
    shell();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Volan – pagina principală' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Intră în cont' })).toHaveAttribute('href', '/authentication');
    expect(header.getByRole('link', { name: 'Adaugă anunț' })).toHaveAttribute('href', '/anunt-nou/selectcategory');
  });

  it('header: a link to the menu page, marked current on /menu', () => {
    const { unmount } = shell();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Meniu' })).toHaveAttribute('href', '/menu');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Meniu' })).not.toHaveAttribute('aria-current');
    unmount();
    shell('/menu');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Meniu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists the eight categories, then the dealers, and marks the current one', () => {
    shell();
    const nav = within(screen.getByRole('navigation', { name: 'Categorii de vehicule' }));
    expect(nav.getAllByRole('link')).toHaveLength(9);
    expect(nav.getAllByRole('link').at(-1)).toHaveAttribute('href', '/dealeri');
    expect(nav.getByRole('link', { name: 'Dealeri' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Motociclete' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Autoturisme' })).not.toHaveAttribute('aria-current');
  });
});

describe('appDeepLink', () => {
  it.each([
    ['/', 'volan://'],
    ['/autoturisme/anunt/12', 'volan://autoturisme/anunt/12'],
    ['/autoturisme?price_to=9000', 'volan://autoturisme?price_to=9000'],
  ])('%s -> %s', (path, link) => {
    expect(appDeepLink(path)).toBe(link);
  });
});
