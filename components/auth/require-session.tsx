/**
 * Screens that require a session (SPEC §2.4, second reading): when the session ends while the
 * screen is open (signed out in another tab, the renewal failed), the visitor is sent to
 * /api/auth/signin?error=SessionRequired&callbackUrl=<this page>. The server already refused the
 * page to visitors without a session, so the first render always has one.
 */
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { sessionRequiredPath } from '@/lib/session/auth-paths';
import { useSession } from '@/machines/session/use-session';
import { fullPageNavigate } from '@/components/forms/use-page-navigate';

/** `enabled` false while the screen itself ends the session (deleting the account). */
export function RequireSession({ enabled = true, children }: { enabled?: boolean; children: ReactNode }) {
  const { status } = useSession();
  const { asPath } = useRouter();
  useEffect(() => {
    if (enabled && status === 'unauthenticated') fullPageNavigate(sessionRequiredPath(asPath));
  }, [enabled, status, asPath]);
  return <>{children}</>;
}
