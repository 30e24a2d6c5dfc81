/** /contul-meu/active — my active adverts (SPEC §2.5; docs/my-ads.md). */
import type { GetServerSideProps } from 'next';
import { MyAdsListPage } from '@/components/my-ads/my-ads-list-page';
import { type AccountPageProps, loadAccountPage } from '@/server/page/account.loader';
import { MY_ADS_NAMESPACE } from '@/server/page/my-ads.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = (ctx) =>
  loadAccountPage(ctx, { namespaces: [MY_ADS_NAMESPACE] });

export default function MyAdsActivePage(props: AccountPageProps) {
  return <MyAdsListPage {...props} tab="ACTIVE" />;
}
