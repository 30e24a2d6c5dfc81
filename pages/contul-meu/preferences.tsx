/** /contul-meu/preferences — the account's details and language (SPEC §2.5). */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { PreferencesScreen } from '@/components/account/preferences-screen';
import { loadAccountPage, type AccountPageProps } from '@/server/page/account.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = loadAccountPage;

export default function AccountPreferencesPage({ pageSession, path, unreadMessages, billing }: AccountPageProps) {
  return (
    <AccountPage session={pageSession} billing={billing} path={path} unreadMessages={unreadMessages}>
      <PreferencesScreen session={pageSession} />
    </AccountPage>
  );
}
