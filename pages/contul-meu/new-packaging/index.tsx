/**
 * /contul-meu/new-packaging — "Pachetul tău": the package, the packages to choose from and the
 * change (docs/payments-screens.md). Dealers, and sub-users with the payments right; a private
 * account is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import { PackageChoiceScreen } from '@/components/payments/package-choice-screen';
import { usePackageChoice } from '@/machines/package-choice/use-package-choice';
import { loadPackagesPage, type PackagesPageProps } from '@/server/page/packages.loader';

export const getServerSideProps: GetServerSideProps<PackagesPageProps> = (ctx) => loadPackagesPage(ctx);

function Screen({ today, vatRatePercent }: { today: string; vatRatePercent: number }) {
  return <PackageChoiceScreen view={usePackageChoice({ today, vatRatePercent })} />;
}

export default function Page(props: PackagesPageProps) {
  return (
    <BillingAccountPage {...props}>
      <Screen today={props.today} vatRatePercent={props.vatRatePercent} />
    </BillingAccountPage>
  );
}
