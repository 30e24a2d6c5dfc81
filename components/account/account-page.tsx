/**
 * What every /contul-meu page renders around its screen: the session requirement (a session that
 * ends while the page is open sends the visitor to sign in) and the account shell. A suspended
 * account sees no menu: every other page sends it back here anyway.
 */
import type { ReactNode } from 'react';
import { RequireSession } from '@/components/auth/require-session';
import type { PageSession } from '@/lib/session/session.types';
import { AccountShell } from './account-shell';

export function AccountPage({ session, path, children }: { session: PageSession; path: string; children: ReactNode }) {
  const suspended = session.user.accountStatus === 'suspended';
  return (
    <RequireSession>
      {suspended ? (
        <div className="container">{children}</div>
      ) : (
        <AccountShell session={session} path={path}>
          {children}
        </AccountShell>
      )}
    </RequireSession>
  );
}
