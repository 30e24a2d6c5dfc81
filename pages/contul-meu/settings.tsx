/** /contul-meu/settings — change the password, delete the account (SPEC §2.5 'Settings'). */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { SettingsScreen } from '@/components/account/settings-screen';
import { useAuthChangePassword } from '@/machines/auth-change-password/use-auth-change-password';
import { loadAccountPage, type AccountPageProps } from '@/server/page/account.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = loadAccountPage;

export default function AccountSettingsPage({ pageSession, path, unreadMessages, billing }: AccountPageProps) {
  const changePassword = useAuthChangePassword({ email: pageSession.user.email });
  return (
    <AccountPage session={pageSession} billing={billing} path={path} unreadMessages={unreadMessages}>
      <SettingsScreen changePassword={changePassword} impersonating={Boolean(pageSession.multiUser?.impersonatedBy)} />
    </AccountPage>
  );
}
