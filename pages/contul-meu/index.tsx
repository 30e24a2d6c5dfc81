/** /contul-meu — the account overview (SPEC §2.5); signed-out visitors are sent to sign in. */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { OverviewScreen } from '@/components/account/overview-screen';
import { loadAccountPage, type AccountPageProps } from '@/server/page/account.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = loadAccountPage;

export default function AccountOverviewPage({ pageSession, path, unreadMessages }: AccountPageProps) {
  return (
    <AccountPage session={pageSession} path={path} unreadMessages={unreadMessages}>
      <OverviewScreen session={pageSession} />
    </AccountPage>
  );
}
