/** /contul-meu — the account overview with the ads summary (SPEC §2.5); signed-out visitors are sent to sign in. */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { OverviewScreen } from '@/components/account/overview-screen';
import { AdsSummary } from '@/components/my-ads/ads-summary';
import { loadAccountPage } from '@/server/page/account.loader';
import { MY_ADS_NAMESPACE, type OverviewPageProps, withAdsSummary } from '@/server/page/my-ads.loader';

export const getServerSideProps: GetServerSideProps<OverviewPageProps> = async (ctx) =>
  withAdsSummary(await loadAccountPage(ctx, { namespaces: [MY_ADS_NAMESPACE] }));

export default function AccountOverviewPage({
  pageSession,
  path,
  unreadMessages,
  billing,
  adsCounts,
  canSeeDashboard,
}: OverviewPageProps) {
  return (
    <AccountPage session={pageSession} billing={billing} path={path} unreadMessages={unreadMessages}>
      <OverviewScreen session={pageSession} />
      {adsCounts ? <AdsSummary counts={adsCounts} dashboard={canSeeDashboard} /> : null}
    </AccountPage>
  );
}
