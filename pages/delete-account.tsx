/**
 * /delete-account — deletes the account after the password (SPEC §2.4). A screen that requires a
 * session: without one, next-auth's sign-in with error=SessionRequired.
 */
import type { GetServerSideProps } from 'next';
import { DeleteAccountScreen } from '@/components/auth/delete-account-screen';
import { RequireSession } from '@/components/auth/require-session';
import type { BasePageProps } from '@/lib/page/page-props';
import type { PageSession } from '@/lib/session/session.types';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { useAuthDeleteAccount } from '@/machines/auth-delete-account/use-auth-delete-account';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & { pageSession?: PageSession | null };

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: [AUTH_NAMESPACE], auth: 'required' });

export default function DeleteAccountPage({ pageSession }: Props) {
  const view = useAuthDeleteAccount({ email: pageSession?.user.email ?? '' }, {});
  return (
    <RequireSession enabled={!view.busy && !view.deleted}>
      <DeleteAccountScreen view={view} impersonating={Boolean(pageSession?.multiUser?.impersonatedBy)} />
    </RequireSession>
  );
}
