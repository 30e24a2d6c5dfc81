// @vitest-environment jsdom
/**
 * The ad page's heart with the real flow, the real page store and the browser's storage, for a
 * visitor without an account: disabled while the session loads, then kept in the browser with
 * 'Adăugat la favorite' and the invitation to sign in back to the advert; removed again; a
 * browser that refuses to keep it puts the heart back and says why.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { FETCHED_NO_SESSION } from '@/machines/session/session.fixtures';
import { sessionMachine } from '@/machines/session/session.machine';
import { SessionProvider } from '@/machines/session/use-session';
import { FavouritesSettingProvider } from '@/lib/favourites/favourites-setting';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { settleFromEvent } from '@/test-support/parked-actors';
import { AdvertFavouriteButton, useAdvertFavourite } from './favourite-button';

const ADVERT_PATH = '/autoturisme/anunt/bmw-seria-3-1001';
const KEPT_KEY = 'volan.favourites';

function Harness() {
  const favourite = useAdvertFavourite('1001');
  return <AdvertFavouriteButton favourite={favourite} advertPath={ADVERT_PATH} />;
}

/** Renders the heart in a session that answers 'nobody signed in' when `settle` is called. */
function renderSignedOut(forVisitors = true) {
  const controller = createActorController(actorSources(sessionMachine));
  const session = createActor(sessionMachine.provide({ actors: controller.actors }), { input: {} }).start();
  renderWithProviders(
    <SessionProvider actor={session}>
      <FavouritesSettingProvider forVisitors={forVisitors}>
        <Harness />
      </FavouritesSettingProvider>
    </SessionProvider>,
  );
  return () =>
    act(async () => {
      const answer = { type: 'xstate.done.actor.fetchSession', output: FETCHED_NO_SESSION };
      await settleFromEvent(controller, answer);
    });
}

const heart = () => screen.getAllByRole('button').find((button) => button.hasAttribute('aria-pressed'))!;
const press = () =>
  act(async () => {
    fireEvent.click(heart());
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });

beforeEach(() => {
  resetMissingKeys();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(missingKeys()).toEqual([]);
});

describe('the ad page’s heart, signed out', () => {
  it('waits for the session, keeps the advert in the browser, invites to sign in, and removes it', async () => {
    const settle = renderSignedOut();
    expect(heart()).toBeDisabled();
    expect(heart()).toHaveAccessibleName('Adaugă la favorite');
    await settle();
    expect(heart()).toBeEnabled();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await press();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName('Elimină din favorite');
    expect(JSON.parse(localStorage.getItem(KEPT_KEY)!)).toEqual(['1001']);
    expect(screen.getByText('Adăugat la favorite')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Autentifică-te ca să-ți păstrezi favoritele' })).toHaveAttribute(
      'href',
      `/authentication?redirectUrl=${encodeURIComponent(ADVERT_PATH)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Închide invitația' }));
    expect(screen.queryByRole('link', { name: /Autentifică-te/ })).toBeNull();

    await press();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(KEPT_KEY)).toBeNull();
    expect(screen.getByText('Eliminat din favorite')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Autentifică-te/ })).toBeNull();
  });

  it('a browser that keeps nothing puts the heart back and says why', async () => {
    const settle = renderSignedOut();
    await settle();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await press();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Favoritele nu au putut fi salvate. Încearcă din nou.');
    fireEvent.click(screen.getByRole('button', { name: 'Închide mesajul' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with favourites kept for accounts (FAVOURITES_ANONYMOUS=0), the heart only links to the sign-in', async () => {
    const settle = renderSignedOut(false);
    await settle();
    const link = screen.getByRole('link', { name: 'Adaugă la favorite (cu autentificare)' });
    expect(link).toHaveAttribute('href', `/authentication?redirectUrl=${encodeURIComponent(ADVERT_PATH)}`);
    expect(link).toHaveTextContent('Adaugă la favorite');
    expect(screen.queryByRole('button', { name: 'Adaugă la favorite' })).toBeNull();
    fireEvent.click(link);
    expect(localStorage.getItem(KEPT_KEY)).toBeNull();
  });
});
