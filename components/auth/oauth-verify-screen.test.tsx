// @vitest-environment jsdom
/**
 * /authentication/oauthverify: checking, on to the stored return URL once signed in, and the way
 * back to sign-in when the provider refused or no session came of it.
 */
import { screen } from '@testing-library/react';
import { AUTH_REDIRECT_URL_KEY } from '@/lib/session/session-storage';
import { missingAuthKeys, renderAuth, resetMissingAuthKeys } from '@/model-tests/auth-harness';
import { OAuthVerifyScreen, type OAuthVerifyScreenProps } from './oauth-verify-screen';

const ORIGIN = 'https://www.volan.test';

function renderScreen(props: Partial<OAuthVerifyScreenProps>) {
  const navigate = vi.fn<(url: string) => void>();
  const view = renderAuth(
    <OAuthVerifyScreen
      status="loading"
      provider="none"
      returnUrl=""
      siteOrigin={ORIGIN}
      navigate={navigate}
      {...props}
    />,
  );
  return { navigate, view };
}

beforeEach(() => {
  resetMissingAuthKeys();
  window.localStorage.clear();
});
afterEach(() => expect(missingAuthKeys()).toEqual([]));

describe('OAuthVerifyScreen', () => {
  it('says it is checking while the session loads, and goes nowhere yet', () => {
    const { navigate } = renderScreen({});
    expect(screen.getByRole('status')).toHaveTextContent('Verificăm autentificarea…');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes once to the stored return URL when signed in, and forgets it', () => {
    window.localStorage.setItem(AUTH_REDIRECT_URL_KEY, '/contul-meu/settings');
    const { navigate } = renderScreen({ status: 'authenticated', returnUrl: '/autoturisme' });
    expect(screen.getByRole('status')).toHaveTextContent('Te-ai autentificat. Te ducem mai departe…');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/contul-meu/settings');
    expect(window.localStorage.getItem(AUTH_REDIRECT_URL_KEY)).toBeNull();
  });

  it("falls back to the page's return URL, then to /contul-meu/, and never leaves the site", () => {
    expect(renderScreen({ status: 'authenticated', returnUrl: '/autoturisme' }).navigate).toHaveBeenCalledWith(
      '/autoturisme',
    );
    window.localStorage.setItem(AUTH_REDIRECT_URL_KEY, 'https://evil.example/steal');
    expect(renderScreen({ status: 'authenticated' }).navigate).toHaveBeenCalledWith('/contul-meu/');
  });

  it('offers sign-in again, keeping the return URL, when no session came of it', () => {
    const { navigate } = renderScreen({ status: 'unauthenticated', returnUrl: '/contul-meu/settings' });
    expect(screen.getByRole('alert')).toHaveTextContent('Nu am găsit o sesiune activă. Intră din nou în cont.');
    expect(screen.getByRole('link', { name: 'Înapoi la autentificare' })).toHaveAttribute(
      'href',
      '/authentication?redirectUrl=%2Fcontul-meu%2Fsettings',
    );
    expect(screen.getByRole('link', { name: 'Mergi la prima pagină' })).toHaveAttribute('href', '/');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the provider's refusal even with a session, and does not move on", () => {
    const cancelled = renderScreen({ status: 'authenticated', provider: 'cancelled' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ai anulat autentificarea.');
    expect(cancelled.navigate).not.toHaveBeenCalled();
    cancelled.view.unmount();
    renderScreen({ status: 'loading', provider: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Autentificarea nu a reușit.');
    expect(screen.getByRole('link', { name: 'Înapoi la autentificare' })).toHaveAttribute('href', '/authentication');
  });
});
