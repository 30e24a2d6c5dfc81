/**
 * /contul-meu/portofel — the credit ledger, filtered by kind, a page at a time
 * (docs/payments-screens.md). Dealers, and sub-users with the payments right; a private account
 * is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import { WalletLedgerScreen } from '@/components/payments/wallet-ledger-screen';
import { useWalletLedger } from '@/machines/wallet-ledger/use-wallet-ledger';
import { loadBillingPage, type BillingPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<BillingPageProps> = (ctx) => loadBillingPage(ctx);

function Screen() {
  return <WalletLedgerScreen view={useWalletLedger()} />;
}

export default function Page(props: BillingPageProps) {
  return (
    <BillingAccountPage {...props}>
      <Screen />
    </BillingAccountPage>
  );
}
