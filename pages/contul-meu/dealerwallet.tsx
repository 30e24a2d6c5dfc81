/**
 * /contul-meu/dealerwallet — the credit balance, credits expiring soon and the top-up packs
 * (docs/payments-screens.md). Dealers, and sub-users with the payments right; a private account
 * is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import { WalletScreen } from '@/components/payments/wallet-screen';
import { useWallet } from '@/machines/wallet/use-wallet';
import { loadBillingPage, type BillingPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<BillingPageProps> = (ctx) => loadBillingPage(ctx);

function Screen() {
  return <WalletScreen view={useWallet()} />;
}

export default function Page(props: BillingPageProps) {
  return (
    <BillingAccountPage {...props}>
      <Screen />
    </BillingAccountPage>
  );
}
