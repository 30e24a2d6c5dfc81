/**
 * /contul-meu/plati-prin-credite — what the dealer's credits bought and promoting an advert with
 * credits (docs/payments-screens.md). Dealers, and sub-users with the payments right; a private
 * account is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import { CreditPaymentsScreen } from '@/components/payments/credit-payments-screen';
import { useCreditPromotion } from '@/machines/credit-promotion/use-credit-promotion';
import { loadBillingPage, type BillingPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<BillingPageProps> = (ctx) => loadBillingPage(ctx);

function Screen() {
  return <CreditPaymentsScreen view={useCreditPromotion()} />;
}

export default function Page(props: BillingPageProps) {
  return (
    <BillingAccountPage {...props}>
      <Screen />
    </BillingAccountPage>
  );
}
