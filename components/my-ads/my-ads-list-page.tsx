/** What each ads list page renders: the account shell around the list of one state (a new flow per page). */
import { AccountPage } from '@/components/account/account-page';
import type { AccountBilling } from '@/lib/billing/account-billing';
import type { MyAdsTab } from '@/lib/graphql/generated/schema-enums';
import type { PageSession } from '@/lib/session/session.types';
import { useMyAds } from '@/machines/my-ads/use-my-ads';
import { MyAdsScreen } from './my-ads-screen';

function MyAdsList({ tab }: { tab: MyAdsTab }) {
  const view = useMyAds({ tab });
  return <MyAdsScreen view={view} />;
}

/** Props of MyAdsListPage: the account page's, and the state listed. */
export interface MyAdsListPageProps {
  readonly pageSession: PageSession;
  readonly path: string;
  readonly accessRestricted: boolean;
  readonly unreadMessages: number;
  readonly billing: AccountBilling | null;
  readonly tab: MyAdsTab;
}

export function MyAdsListPage({
  pageSession,
  path,
  accessRestricted,
  unreadMessages,
  billing,
  tab,
}: MyAdsListPageProps) {
  return (
    <AccountPage
      session={pageSession}
      billing={billing}
      path={path}
      accessRestricted={accessRestricted}
      unreadMessages={unreadMessages}
    >
      {/* A new flow per tab: the tabs are links between pages of the same component. */}
      <MyAdsList key={tab} tab={tab} />
    </AccountPage>
  );
}
