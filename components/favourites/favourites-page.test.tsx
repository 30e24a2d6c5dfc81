// @vitest-environment jsdom
/**
 * /favorite's screen: the tabs (a tablist, arrow keys select, the searches tab shows the panel it
 * is given, or the sign-in prompt signed out), a visitor's list from this browser (the cards of
 * the kept ids, removing one behind the confirmation, the prompt to sign in to keep them, the
 * empty state), and the setting that keeps favourites for accounts (only the prompt).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import type { FavouriteAdvertView } from '@/lib/favourite-page/favourite-page-api';
import { FavouritesSettingProvider } from '@/lib/favourites/favourites-setting';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { FavouritesPage } from './favourites-page';
import type { FavouritesTab } from './favourites-tabs';

const fetchAdvertCards = vi.fn<(ids: readonly string[]) => Promise<readonly FavouriteAdvertView[]>>();
vi.mock('@/lib/favourite-page/favourite-page-api', () => ({
  fetchAdvertCards: (ids: readonly string[]) => fetchAdvertCards(ids),
  fetchFavouriteAdverts: () => Promise.resolve([]),
  removeAllFavouriteAdverts: () => Promise.resolve(),
}));

const KEPT_KEY = 'volan.favourites';
const SIGN_IN = '/authentication?redirectUrl=%2Ffavorite';
const card = (id: string, title: string, active = true): FavouriteAdvertView => ({
  advert: cardFixture({ id, url: `/autoturisme/anunt/${id}`, title }),
  active,
  followedAt: null,
  priceChange: null,
});

function renderPage(
  props: { signedIn?: boolean; tab?: FavouritesTab; forVisitors?: boolean } = {},
  onTabChange = vi.fn(),
) {
  renderWithProviders(
    <FavouritesSettingProvider forVisitors={props.forVisitors ?? true}>
      <FavouritesPage
        signedIn={props.signedIn ?? false}
        signInUrl={SIGN_IN}
        tab={props.tab ?? 'anunturi'}
        onTabChange={onTabChange}
        searchesPanel={<p>Panoul căutărilor</p>}
      />
    </FavouritesSettingProvider>,
  );
  return onTabChange;
}

const flush = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });

beforeEach(() => {
  resetMissingKeys();
  localStorage.clear();
  fetchAdvertCards.mockReset();
});
afterEach(() => expect(missingKeys()).toEqual([]));

describe('the favourites page', () => {
  it('a visitor sees the adverts kept in this browser, with the prompt to sign in, and removes one', async () => {
    localStorage.setItem(KEPT_KEY, JSON.stringify(['2', '1']));
    fetchAdvertCards.mockResolvedValue([card('2', 'Dacia Logan'), card('1', 'BMW Seria 3', false)]);
    renderPage();
    // Waits for the answer (however many turns the flow takes under load), not a fixed count.
    const list = await screen.findByRole('list', { name: 'Anunțurile tale favorite' });
    expect(fetchAdvertCards).toHaveBeenCalledWith(['2', '1']);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Dacia Logan', 'BMW Seria 3']);
    expect(screen.getByText('Anunț inactiv')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Autentifică-te ca să le păstrezi pe orice dispozitiv' })).toHaveAttribute(
      'href',
      SIGN_IN,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Elimină din favorite: Dacia Logan' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimină' }));
    expect(await screen.findByText('Anunțul a fost eliminat din favorite.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEPT_KEY)!)).toEqual(['1']);
    expect(screen.queryByRole('heading', { name: 'Dacia Logan' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Elimină tot' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimină tot' }));
    expect(await screen.findByText('Nu ai anunțuri favorite încă.')).toBeInTheDocument();
    expect(localStorage.getItem(KEPT_KEY)).toBeNull();
  });

  it('a visitor with nothing kept sees the empty state, without asking the server', async () => {
    renderPage();
    await flush();
    expect(fetchAdvertCards).not.toHaveBeenCalled();
    expect(screen.getByText('Nu ai anunțuri favorite încă.')).toBeInTheDocument();
  });

  it('with favourites kept for accounts, a visitor sees only the prompt to sign in', async () => {
    localStorage.setItem(KEPT_KEY, JSON.stringify(['2']));
    renderPage({ forVisitors: false });
    await flush();
    expect(fetchAdvertCards).not.toHaveBeenCalled();
    expect(screen.getByText(/Autentifică-te ca să vezi anunțurile favorite/u)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Autentifică-te' })).toHaveAttribute('href', SIGN_IN);
    expect(screen.queryByRole('list', { name: 'Anunțurile tale favorite' })).toBeNull();
  });

  it('has a tablist: the selected tab, arrow keys select, the searches panel for an account', async () => {
    const select = renderPage({ signedIn: true, tab: 'cautari' });
    await flush();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Anunțuri', 'false', -1],
      ['Căutări salvate', 'true', 0],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Căutări salvate' })).toHaveTextContent('Panoul căutărilor');
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(select).toHaveBeenLastCalledWith('anunturi');
    fireEvent.keyDown(tabs[1]!, { key: 'Home' });
    expect(select).toHaveBeenLastCalledWith('anunturi');
    fireEvent.click(tabs[0]!);
    expect(select).toHaveBeenCalledTimes(3);
  });

  it('signed out, the searches tab asks to sign in (saved searches need an account)', async () => {
    renderPage({ tab: 'cautari' });
    await flush();
    expect(screen.getByRole('tabpanel', { name: 'Căutări salvate' })).toHaveTextContent(
      'Autentifică-te ca să salvezi căutări',
    );
    expect(screen.queryByText('Panoul căutărilor')).toBeNull();
  });
});
