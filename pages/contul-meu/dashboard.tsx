/** /contul-meu/dashboard — my adverts per state and their recent activity (SPEC §2.5 statistics; docs/my-ads.md). */
import type { GetServerSideProps } from 'next';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/account/account-page';
import { DashboardScreen } from '@/components/my-ads/dashboard-screen';
import { loadAccountPage } from '@/server/page/account.loader';
import { type DashboardPageProps, MY_ADS_NAMESPACE, withDashboard } from '@/server/page/my-ads.loader';

export const getServerSideProps: GetServerSideProps<DashboardPageProps> = async (ctx) =>
  withDashboard(await loadAccountPage(ctx, { namespaces: [MY_ADS_NAMESPACE] }));

export default function DashboardPage({
  pageSession,
  path,
  accessRestricted,
  unreadMessages,
  billing,
  dashboard,
}: DashboardPageProps) {
  const { t } = useTranslation('my-ads');
  return (
    <AccountPage
      session={pageSession}
      billing={billing}
      path={path}
      accessRestricted={accessRestricted}
      unreadMessages={unreadMessages}
    >
      {dashboard ? <DashboardScreen dashboard={dashboard} /> : <p>{t('dashboard.restricted')}</p>}
    </AccountPage>
  );
}
