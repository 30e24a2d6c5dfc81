// @vitest-environment jsdom
/**
 * The hearts of a list of ad cards with the real flow, the page's one store and the browser's
 * storage, for a visitor without an account: disabled until the session is known, outside the
 * card's title link, named for their advert; a kept advert fills its heart, says 'Adăugat la
 * favorite' in the list's snackbar and invites to sign in back to this page. With the setting
 * that keeps favourites for accounts (SPEC §6), the hearts only link to the sign-in and nothing
 * is kept.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdCardList } from '@/components/ads/ad-card-list';
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import { FavouritesSettingProvider } from '@/lib/favourites/favourites-setting';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { FETCHED_NO_SESSION } from '@/machines/session/session.fixtures';
import { sessionMachine } from '@/machines/session/session.machine';
import { SessionProvider } from '@/machines/session/use-session';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { settleFromEvent } from '@/test-support/parked-actors';

const KEPT_KEY = 'volan.favourites';
const ADVERTS = [
  cardFixture({ id: '1001', url: '/autoturisme/anunt/1001', title: 'BMW Seria 3' }),
  cardFixture({ id: '1002', url: '/autoturisme/anunt/1002', title: 'Dacia Logan' }),
];

/** Renders the list in a session that answers 'nobody signed in' when the returned function is called. */
function renderSignedOut(forVisitors: boolean) {
  const controller = createActorController(actorSources(sessionMachine));
  const session = createActor(sessionMachine.provide({ actors: controller.actors }), { input: {} }).start();
  renderWithProviders(
    <SessionProvider actor={session}>
      <FavouritesSettingProvider forVisitors={forVisitors}>
        <AdCardList adverts={ADVERTS} label="Anunțuri" />
      </FavouritesSettingProvider>
    </SessionProvider>,
  );
  return () =>
    act(async () => {
      const answer = { type: 'xstate.done.actor.fetchSession', output: FETCHED_NO_SESSION };
      await settleFromEvent(controller, answer);
    });
}

const heart = (title: string) => screen.getByRole('button', { name: new RegExp(`favorite: ${title}$`, 'u') });

beforeEach(() => {
  resetMissingKeys();
  localStorage.clear();
});
afterEach(() => expect(missingKeys()).toEqual([]));

describe('the hearts of ad cards, signed out', () => {
  it('wait for the session, then keep an advert in the browser and invite to sign in', async () => {
    const settle = renderSignedOut(true);
    expect(heart('BMW Seria 3')).toBeDisabled();
    expect(heart('BMW Seria 3').closest('a')).toBeNull();
    await settle();
    expect(heart('BMW Seria 3')).toBeEnabled();
    expect(heart('BMW Seria 3')).toHaveAccessibleName('Adaugă la favorite: BMW Seria 3');

    await act(async () => {
      fireEvent.click(heart('BMW Seria 3'));
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    });
    expect(heart('BMW Seria 3')).toHaveAttribute('aria-pressed', 'true');
    expect(heart('BMW Seria 3')).toHaveAccessibleName('Elimină din favorite: BMW Seria 3');
    expect(heart('Dacia Logan')).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(KEPT_KEY)!)).toEqual(['1001']);
    expect(screen.getByText('Adăugat la favorite')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Autentifică-te ca să-ți păstrezi favoritele' })).toHaveAttribute(
      'href',
      `/authentication?redirectUrl=${encodeURIComponent('/')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Închide invitația' }));
    expect(screen.queryByRole('link', { name: /Autentifică-te/u })).toBeNull();
  });

  it('with favourites kept for accounts, the hearts only link to the sign-in and keep nothing', async () => {
    const settle = renderSignedOut(false);
    await settle();
    const link = screen.getByRole('link', { name: 'Adaugă la favorite, după autentificare: Dacia Logan' });
    expect(link).toHaveAttribute('href', `/authentication?redirectUrl=${encodeURIComponent('/')}`);
    expect(screen.queryByRole('button', { name: /favorite: /u })).toBeNull();
    fireEvent.click(link);
    expect(localStorage.getItem(KEPT_KEY)).toBeNull();
  });
});
