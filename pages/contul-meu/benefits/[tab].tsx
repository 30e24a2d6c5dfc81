/**
 * /contul-meu/benefits/{tab} — overview, active, add (docs/payments-screens.md); another tab
 * redirects to overview. Dealers, and sub-users with the payments right.
 */
import type { GetServerSideProps } from 'next';
import { BENEFITS_TABS, BenefitsScreen, type BenefitsTab } from '@/components/payments/benefits-screen';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import { useRouteTab } from '@/components/payments/use-route-tab';
import { useBenefits } from '@/machines/benefits/use-benefits';
import { loadPackagesTabPage, type PackagesTabPageProps } from '@/server/page/packages.loader';

type Props = PackagesTabPageProps<BenefitsTab>;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPackagesTabPage(ctx, 'myAccountBenefits', BENEFITS_TABS);

function Screen({ tab: initial, today, vatRatePercent }: Pick<Props, 'tab' | 'today' | 'vatRatePercent'>) {
  const { tab, select } = useRouteTab('myAccountBenefits', BENEFITS_TABS, initial);
  return <BenefitsScreen view={useBenefits({ vatRatePercent })} tab={tab} onTabChange={select} today={today} />;
}

export default function Page(props: Props) {
  return (
    <BillingAccountPage {...props}>
      <Screen tab={props.tab} today={props.today} vatRatePercent={props.vatRatePercent} />
    </BillingAccountPage>
  );
}
