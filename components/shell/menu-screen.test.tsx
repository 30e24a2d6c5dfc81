// @vitest-environment jsdom
/** /menu (SPEC §2.2): home, the eight categories, and the account part that follows the session. */
import { screen, within } from '@testing-library/react';
import { LOCALES } from '@/lib/i18n/i18n-config';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import type { PageSession } from '@/lib/session/session.types';
import { MenuScreen } from './menu-screen';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

function sessionOf(userType: 'private' | 'professional'): PageSession {
  return {
    user: {
      name: 'Ana Pop',
      email: 'ana@volan.test',
      image: null,
      id: 'u1',
      familyName: 'Pop',
      givenName: 'Ana',
      displayName: 'Ana',
      userUUID: 'u1',
      userType,
      accountStatus: 'active',
      suspendReason: null,
    },
    multiUser: null,
  };
}

/** [name, href] of every link in a region, in order. */
function linksIn(region: HTMLElement): [string, string | null][] {
  return within(region)
    .getAllByRole('link')
    .map((a) => [a.textContent ?? '', a.getAttribute('href')]);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('MenuScreen', () => {
  it('an anonymous visitor gets home, the dealers, the eight categories, sign-in and sign-up', () => {
    renderWithProviders(<MenuScreen session={null} />, { device: 'mobile' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meniu');
    const nav = screen.getByRole('navigation', { name: 'Meniu' });
    expect(within(nav).getByRole('link', { name: 'Prima pagină' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Dealeri auto' })).toHaveAttribute('href', '/dealeri');
    expect(linksIn(section('Categorii'))).toEqual([
      ['Autoturisme', '/autoturisme'],
      ['Autoutilitare', '/autoutilitare'],
      ['Motociclete', '/motociclete'],
      ['Camioane', '/camioane'],
      ['Piese auto', '/piese'],
      ['Remorci', '/remorci'],
      ['Utilaje agricole', '/utilaje-agricole'],
      ['Utilaje construcții', '/utilaje-constructii'],
    ]);
    expect(linksIn(section('Contul tău'))).toEqual([
      ['Intră în cont', '/authentication'],
      ['Creează cont', '/authentication?action=register'],
    ]);
  });

  it('a private user gets the account entries, without the dealer-only team', () => {
    renderWithProviders(<MenuScreen session={sessionOf('private')} />, { device: 'mobile' });
    const account = section('Contul tău');
    expect(account).toHaveTextContent('Ești conectat ca Ana');
    expect(linksIn(account)).toEqual([
      ['Prezentare generală', '/contul-meu'],
      ['Preferințe', '/contul-meu/preferences'],
      ['Setări', '/contul-meu/settings'],
      ['Active', '/contul-meu/active'],
      ['În așteptare', '/contul-meu/waiting'],
      ['Dezactivate', '/contul-meu/archive'],
      ['Moderate', '/contul-meu/moderated'],
      ['Ciorne', '/contul-meu/draft'],
      ['Mesaje', '/contul-meu/messages/received'],
      ['Facturi', '/contul-meu/newinvoices'],
      ['Panou de statistici', '/contul-meu/dashboard'],
      ['Ieși din cont', '/logout'],
    ]);
    expect(within(account).queryByRole('link', { name: 'Intră în cont' })).toBeNull();
  });

  it('a dealer also gets the team page', () => {
    renderWithProviders(<MenuScreen session={sessionOf('professional')} />);
    expect(within(section('Echipa ta')).getByRole('link', { name: 'Echipa ta' })).toHaveAttribute(
      'href',
      '/contul-meu/user-administration',
    );
  });

  it('a sub-user without the invoices and payments rights sees no billing entry; with them, those it may open', () => {
    const subUser = (sectionRights: readonly string[]): PageSession => ({
      ...sessionOf('professional'),
      multiUser: { isMainAccount: false, mainAccountUUID: 'main' },
      sectionRights,
    });
    const billingLinks = () =>
      linksIn(section('Contul tău')).filter(([, href]) =>
        /newinvoices|dealer|portofel|packag|benefits|subscriptions/u.test(href ?? ''),
      );
    const { unmount } = renderWithProviders(<MenuScreen session={subUser(['ads'])} />);
    expect(billingLinks()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Pachete' })).toBeNull();
    unmount();
    renderWithProviders(<MenuScreen session={subUser(['invoices'])} />);
    expect(billingLinks()).toEqual([['Facturi', '/contul-meu/newinvoices']]);
  });

  it('a member of the Volan team gets the team pages; nobody else sees them', () => {
    const { unmount } = renderWithProviders(<MenuScreen session={{ ...sessionOf('private'), staff: true }} />);
    expect(linksIn(section('Echipa Volan'))).toEqual([
      ['Flaguri și experimente', '/echipa/flaguri'],
      ['Performanța site-ului', '/echipa/performanta'],
    ]);
    unmount();
    for (const session of [
      sessionOf('professional'),
      sessionOf('private'),
      { ...sessionOf('private'), staff: false },
    ]) {
      const view = renderWithProviders(<MenuScreen session={session} />);
      expect(screen.queryByRole('region', { name: 'Echipa Volan' })).toBeNull();
      expect(linksIn(section('Contul tău')).filter(([, href]) => href?.startsWith('/echipa'))).toEqual([]);
      view.unmount();
    }
  });

  it('a dealer gets the packages pages', () => {
    renderWithProviders(<MenuScreen session={sessionOf('professional')} />);
    expect(linksIn(section('Pachete'))).toEqual([
      ['Alege pachetul', '/contul-meu/new-packaging'],
      ['Beneficiile tale', '/contul-meu/benefits/overview'],
      ['Abonamente', '/contul-meu/subscriptions/active'],
      ['Compară pachetele', '/contul-meu/package-comparison'],
      ['Calculator de pachet', '/contul-meu/new-packaging/calculator'],
    ]);
  });

  it.each(LOCALES)('has every text in the %s catalogue', (locale) => {
    renderWithProviders(<MenuScreen session={sessionOf('professional')} />, { locale });
    renderWithProviders(<MenuScreen session={{ ...sessionOf('private'), staff: true }} />, { locale });
    renderWithProviders(<MenuScreen session={null} />, { locale });
  });
});
