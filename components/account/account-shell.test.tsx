// @vitest-environment jsdom
/**
 * The account menu's unread count: beside "Mesaje", and on the closed menu's summary too (on
 * phones the menu starts closed, and the count inside it would not be seen).
 */
import { screen } from '@testing-library/react';
import type { PageSession } from '@/lib/session/session.types';
import { renderWithProviders } from '@/test-support/i18n-test-utils';
import { AccountShell } from './account-shell';

vi.mock('@/lib/messages/use-conversation-events', () => ({ useUnreadConversationCount: () => null }));

const session: PageSession = {
  user: {
    name: 'Maria Ionescu',
    email: 'vanzator@volan.test',
    image: null,
    id: 'u1',
    familyName: 'Ionescu',
    givenName: 'Maria',
    displayName: 'Maria Ionescu',
    userUUID: 'u1',
    userType: 'private',
    accountStatus: 'active',
    suspendReason: null,
  },
  multiUser: null,
};

describe('AccountShell', () => {
  it('shows the unread count on the summary of the closed menu and beside "Mesaje"', () => {
    renderWithProviders(
      <AccountShell session={session} path="/contul-meu/messages/received" unreadMessages={2}>
        <p>conținut</p>
      </AccountShell>,
      { device: 'mobile' },
    );
    const summary = document.querySelector('summary')!;
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(summary.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^2$/);
    expect(summary.querySelector('.visually-hidden')).toHaveTextContent('2 conversații necitite');
    expect(screen.getByRole('link', { name: /^Mesaje/ })).toHaveTextContent('2 conversații necitite');
  });

  it('shows no count when everything is read', () => {
    renderWithProviders(
      <AccountShell session={session} path="/contul-meu" unreadMessages={0}>
        <p>conținut</p>
      </AccountShell>,
      { device: 'mobile' },
    );
    expect(document.querySelector('[data-summary-count]')).toBeNull();
  });

  it('lists the team pages (/echipa) for a member of the Volan team only', () => {
    const teamLinks = () =>
      [...document.querySelectorAll('a[href^="/echipa"]')].map((a) => [a.textContent, a.getAttribute('href')]);
    const { unmount } = renderWithProviders(
      <AccountShell session={{ ...session, staff: true }} path="/contul-meu">
        <p>conținut</p>
      </AccountShell>,
    );
    expect(screen.getByRole('heading', { name: 'Echipa Volan' })).toBeInTheDocument();
    expect(teamLinks()).toEqual([
      ['Flaguri și experimente', '/echipa/flaguri'],
      ['Performanța site-ului', '/echipa/performanta'],
    ]);
    unmount();
    renderWithProviders(
      <AccountShell session={session} path="/contul-meu">
        <p>conținut</p>
      </AccountShell>,
    );
    expect(teamLinks()).toEqual([]);
  });
});
