/**
 * /contul-meu/newinvoices — invoices (SPEC §2.5); the one page a suspended account may open
 * (SPEC §6). A placeholder until the billing issue. A sub-user without the invoices right gets the
 * access-restricted dialog.
 */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { InvoicesScreen } from '@/components/account/invoices-screen';
import { loadAccountPage, type AccountPageProps } from '@/server/page/account.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = (ctx) => loadAccountPage(ctx);

export default function AccountInvoicesPage({ pageSession, path, accessRestricted, unreadMessages }: AccountPageProps) {
  return (
    <AccountPage session={pageSession} path={path} unreadMessages={unreadMessages} accessRestricted={accessRestricted}>
      <InvoicesScreen session={pageSession} />
    </AccountPage>
  );
}
