/**
 * /contul-meu/subscriptions/{tab} — active, history (docs/payments-screens.md); another tab
 * redirects to active. Dealers, and sub-users with the payments right.
 */
import type { GetServerSideProps } from 'next';
import { BillingAccountPage } from '@/components/payments/billing-account-page';
import {
  SUBSCRIPTIONS_TABS,
  SubscriptionsScreen,
  type SubscriptionsTab,
} from '@/components/payments/subscriptions-screen';
import { useRouteTab } from '@/components/payments/use-route-tab';
import { useSubscriptionList } from '@/machines/subscription-list/use-subscription-list';
import { loadPackagesTabPage, type PackagesTabPageProps } from '@/server/page/packages.loader';

type Props = PackagesTabPageProps<SubscriptionsTab>;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPackagesTabPage(ctx, 'myAccountSubscriptions', SUBSCRIPTIONS_TABS);

function Screen({ tab: initial, vatRatePercent }: Pick<Props, 'tab' | 'vatRatePercent'>) {
  const { tab, select } = useRouteTab('myAccountSubscriptions', SUBSCRIPTIONS_TABS, initial);
  return <SubscriptionsScreen view={useSubscriptionList({ vatRatePercent })} tab={tab} onTabChange={select} />;
}

export default function Page(props: Props) {
  return (
    <BillingAccountPage {...props}>
      <Screen tab={props.tab} vatRatePercent={props.vatRatePercent} />
    </BillingAccountPage>
  );
}
