/**
 * /contul-meu/newinvoices — invoices (SPEC §2.5, docs/billing-screens.md); the one page a suspended
 * account may open (SPEC §6), where it pays. A sub-user without the invoices right gets the
 * access-restricted dialog.
 */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { InvoicesScreen } from '@/components/billing/invoices-screen';
import { useInvoiceList } from '@/machines/invoice-list/use-invoice-list';
import type { PageSession } from '@/lib/session/session.types';
import { loadAccountPage, type AccountPageProps } from '@/server/page/account.loader';
import { forAccountsWithInvoices } from '@/server/page/invoices.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = async (ctx) =>
  forAccountsWithInvoices(await loadAccountPage(ctx, { namespaces: ['billing'] }));

function Invoices({ session }: { session: PageSession }) {
  const view = useInvoiceList();
  return <InvoicesScreen session={session} view={view} />;
}

export default function AccountInvoicesPage({
  pageSession,
  path,
  accessRestricted,
  unreadMessages,
  billing,
}: AccountPageProps) {
  return (
    <AccountPage
      session={pageSession}
      path={path}
      unreadMessages={unreadMessages}
      accessRestricted={accessRestricted}
      billing={billing}
    >
      {/* A suspended private account has no invoices: only why it is suspended. */}
      {pageSession.user.userType === 'professional' ? (
        <Invoices session={pageSession} />
      ) : (
        <InvoicesScreen session={pageSession} view={null} />
      )}
    </AccountPage>
  );
}
