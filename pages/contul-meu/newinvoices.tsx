/**
 * /contul-meu/newinvoices — invoices (SPEC §2.5); the one page a suspended account may open
 * (SPEC §6). A placeholder until the billing issue.
 */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { InvoicesScreen } from '@/components/account/invoices-screen';
import { loadAccountPage, type AccountPageProps } from '@/server/page/account.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = loadAccountPage;

export default function AccountInvoicesPage({ pageSession, path }: AccountPageProps) {
  return (
    <AccountPage session={pageSession} path={path}>
      <InvoicesScreen session={pageSession} />
    </AccountPage>
  );
}
