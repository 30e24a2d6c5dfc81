/**
 * What every /contul-meu page renders around its screen: the session requirement (a session that
 * ends while the page is open sends the visitor to sign in) and the account shell. A suspended
 * account sees no menu: every other page sends it back here anyway. A sub-user without the
 * section's right sees the access-restricted dialog instead of the screen (SPEC §6).
 */
import type { ReactNode } from 'react';
import { RequireSession } from '@/components/auth/require-session';
import type { PageSession } from '@/lib/session/session.types';
import { AccountShell } from './account-shell';
import { RestrictedSection } from './restricted-section';

/** Props of AccountPage; `accessRestricted` (a sub-user without the section's right) replaces the screen by the dialog. */
export interface AccountPageProps {
  readonly session: PageSession;
  readonly path: string;
  readonly accessRestricted?: boolean;
  /** The menu's unread-messages count. */
  readonly unreadMessages?: number;
  readonly children: ReactNode;
}

export function AccountPage({
  session,
  path,
  accessRestricted = false,
  unreadMessages = 0,
  children,
}: AccountPageProps) {
  const suspended = session.user.accountStatus === 'suspended';
  const content = accessRestricted ? <RestrictedSection /> : children;
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
