/**
 * /contul-meu/dealerpayments — the payments history with links to receipts
 * (docs/payments-screens.md). Dealers, and sub-users with the payments right; a private account
 * is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import { PaymentHistoryScreen } from '@/components/payments/payment-history-screen';
import { usePaymentHistory } from '@/machines/payment-history/use-payment-history';
import { loadBillingPage, type BillingPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<BillingPageProps> = (ctx) => loadBillingPage(ctx);

function Screen() {
  return <PaymentHistoryScreen view={usePaymentHistory()} />;
}

export default function Page(props: BillingPageProps) {
  return (
    <BillingAccountPage {...props}>
      <Screen />
    </BillingAccountPage>
  );
}
