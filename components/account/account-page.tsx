/**
 * What every /contul-meu page renders around its screen: the session requirement (a session that
 * ends while the page is open sends the visitor to sign in) and the account shell. A suspended
 * account sees no menu: every other page sends it back here anyway. A sub-user without the
 * section's right sees the access-restricted dialog instead of the screen (SPEC §6). A dealer's
 * payment reminder (SPEC §4) is above the screen on every page, the suspended one included.
 */
import type { ReactNode } from 'react';
import { RequireSession } from '@/components/auth/require-session';
import { PaymentReminders } from '@/components/billing/payment-reminders';
import { routeIdOf } from '@/lib/routes/match-route';
import type { PageSession } from '@/lib/session/session.types';
import type { AccountBilling } from '@/lib/billing/account-billing';
import { AccountShell } from './account-shell';
import { RestrictedSection } from './restricted-section';

/** Props of AccountPage; `accessRestricted` (a sub-user without the section's right) replaces the screen by the dialog. */
export interface AccountPageProps {
  readonly session: PageSession;
  readonly path: string;
  readonly accessRestricted?: boolean;
  /** The menu's unread-messages count. */
  readonly unreadMessages?: number;
  /** The payment reminder (SPEC §4) for a dealer; null for an account without one. */
  readonly billing?: AccountBilling | null;
  readonly children: ReactNode;
}

export function AccountPage({
  session,
  path,
  accessRestricted = false,
  unreadMessages = 0,
  billing = null,
  children,
}: AccountPageProps) {
  const suspended = session.user.accountStatus === 'suspended';
  const page = routeIdOf(path);
  const reminders = billing ? (
    <PaymentReminders
      status={billing.status}
      modals={page === 'myAccount' || page === 'myAccountInvoices'}
      onInvoicesPage={page === 'myAccountInvoices'}
    />
  ) : null;
  const content = (
    <>
      {reminders}
      {accessRestricted ? <RestrictedSection /> : children}
    </>
  );
  return (
    <RequireSession>
      {suspended ? (
        <div className="container">{content}</div>
      ) : (
        <AccountShell session={session} path={path} unreadMessages={unreadMessages}>
          {content}
        </AccountShell>
      )}
    </RequireSession>
  );
}
