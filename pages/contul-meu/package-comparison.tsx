/**
 * /contul-meu/package-comparison — the packages side by side (docs/payments-screens.md).
 * Dealers, and sub-users with the payments right; a private account is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import { PackageComparisonScreen } from '@/components/payments/package-comparison-screen';
import { usePackageComparison } from '@/machines/package-comparison/use-package-comparison';
import { loadBillingPage, type BillingPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<BillingPageProps> = (ctx) => loadBillingPage(ctx);

function Screen() {
  return <PackageComparisonScreen view={usePackageComparison()} />;
}

export default function Page(props: BillingPageProps) {
  return (
    <BillingAccountPage {...props}>
      <Screen />
    </BillingAccountPage>
  );
}
