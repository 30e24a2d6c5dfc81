/**
 * The ads pages of the account (SPEC §2.5; docs/my-ads.md) after loadAccountPage let the visitor in:
 * the lists load in the browser (their flow has loading and retry states); the dashboard and the
 * overview's summary are read here, for the account whose adverts the visitor manages (a dealer's
 * sub-user: the main account's, with the right — else the summary is left out).
 */
import type { GetServerSidePropsResult } from 'next';
import type { Namespace } from '@/lib/i18n/i18n-config';
import type { MyAdsCountsView, MyAdsDashboardView } from '@/lib/graphql/generated/operations';
import { getDb, type Db } from '@/server/db/client';
import { adsAccountOf, MyAdsForbiddenError, type MyAdsSection } from '@/server/services/my-ads-access';
import { countMyAds } from '@/server/services/my-ads';
import { myAdsDashboard } from '@/server/services/my-ads-dashboard';
import type { AccountPageProps } from './account.loader';

/** The catalogue of the ads pages. */
export const MY_ADS_NAMESPACE: Namespace = 'my-ads';

/** Props of the dashboard. */
export type DashboardPageProps = AccountPageProps & { dashboard: MyAdsDashboardView | null };
/** Props of the overview: the ads summary, null for a sub-user without the ads right. */
export type OverviewPageProps = AccountPageProps & { adsCounts: MyAdsCountsView | null; canSeeDashboard: boolean };

/** The account page's props when its screen is drawn (not a redirect, not the error page, not restricted). */
async function drawn(result: GetServerSidePropsResult<AccountPageProps>): Promise<AccountPageProps | null> {
  if (!('props' in result)) return null;
  const props = await result.props;
  return props.errorPage || props.accessRestricted ? null : props;
}

async function ownerOr(db: Db, props: AccountPageProps, section: MyAdsSection): Promise<string | null> {
  try {
    return await adsAccountOf(db, props.pageSession.user.userUUID, section);
  } catch (error) {
    if (error instanceof MyAdsForbiddenError) return null;
    throw error;
  }
}

/** /contul-meu/dashboard, after loadAccountPage (with MY_ADS_NAMESPACE) let the visitor in. */
export async function withDashboard(
  result: GetServerSidePropsResult<AccountPageProps>,
  db?: Db,
): Promise<GetServerSidePropsResult<DashboardPageProps>> {
  const props = await drawn(result);
  if (!props) return result as GetServerSidePropsResult<DashboardPageProps>;
  const database = db ?? (await getDb());
  const owner = await ownerOr(database, props, 'statistics');
  return { props: { ...props, dashboard: owner ? await myAdsDashboard(database, owner, new Date()) : null } };
}

/** /contul-meu: the account overview with the ads summary, after loadAccountPage (with MY_ADS_NAMESPACE). */
export async function withAdsSummary(
  result: GetServerSidePropsResult<AccountPageProps>,
  db?: Db,
): Promise<GetServerSidePropsResult<OverviewPageProps>> {
  const props = await drawn(result);
  if (!props) return result as GetServerSidePropsResult<OverviewPageProps>;
  const database = db ?? (await getDb());
  const [owner, statistics] = await Promise.all([
    ownerOr(database, props, 'ads'),
    ownerOr(database, props, 'statistics'),
  ]);
  return {
    props: {
      ...props,
      adsCounts: owner ? await countMyAds(database, owner) : null,
      canSeeDashboard: statistics !== null,
    },
  };
}
