/**
 * /contul-meu/messages — redirects to the received tab (SPEC §2.5); a sub-user without the messages
 * right gets the access-restricted dialog here instead.
 */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { loadAccountPage, type AccountPageProps } from '@/server/page/account.loader';
import { redirectToReceived } from '@/server/page/messages.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = async (ctx) =>
  redirectToReceived(await loadAccountPage(ctx));

export default function AccountMessagesRedirectPage({ pageSession, path, unreadMessages, billing }: AccountPageProps) {
  // Only a restricted sub-user gets here (everyone else was redirected).
  return (
    <AccountPage session={pageSession} billing={billing} path={path} unreadMessages={unreadMessages} accessRestricted>
      {null}
    </AccountPage>
  );
}
