/**
 * /contul-meu/new-packaging/calculator — the package calculator (docs/payments-screens.md).
 * Dealers, and sub-users with the payments right; a private account is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import { PackageCalculatorScreen } from '@/components/payments/package-calculator-screen';
import { usePackageCalculator } from '@/machines/package-calculator/use-package-calculator';
import { loadBillingPage, type BillingPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<BillingPageProps> = (ctx) => loadBillingPage(ctx);

function Screen() {
  return <PackageCalculatorScreen view={usePackageCalculator()} />;
}

export default function Page(props: BillingPageProps) {
  return (
    <BillingAccountPage {...props}>
      <Screen />
    </BillingAccountPage>
  );
}
