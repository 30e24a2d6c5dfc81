/**
 * The packages pages (docs/payments-screens.md "Packages and benefits"): billing pages
 * (billing.loader.ts: dealers only, sub-users with the payments right) that also carry the
 * server's today in Bucharest (the test clock moves it) and the VAT rate, so the page says what a
 * change costs with VAT and from when. A tab the page does not have redirects to its first tab.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { bucharestDate } from '@/lib/billing/calendar-date';
import { routeUrl } from '@/lib/routes/navigate';
import { appNow } from '@/server/clock';
import { billingSettings } from '@/server/services/billing/billing-settings';
import { loadBillingPage, type BillingPageProps } from './billing.loader';

/** Props of a packages page. */
export type PackagesPageProps = BillingPageProps & {
  /** 'YYYY-MM-DD', the server's today in Bucharest. */
  today: string;
  vatRatePercent: number;
};

/** Props of a packages page with tabs. */
export type PackagesTabPageProps<Tab extends string> = PackagesPageProps & { tab: Tab };

/** getServerSideProps of a packages page. */
export async function loadPackagesPage(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<PackagesPageProps>> {
  const result = await loadBillingPage(ctx);
  if (!('props' in result)) return result;
  const props = await result.props;
  return {
    props: { ...props, today: bucharestDate(appNow()), vatRatePercent: billingSettings().vatRatePercent },
  };
}

/** getServerSideProps of a packages page whose `tab` segment is one of `tabs` (else: the first tab). */
export async function loadPackagesTabPage<Tab extends string>(
  ctx: GetServerSidePropsContext,
  routeId: 'myAccountBenefits' | 'myAccountSubscriptions',
  tabs: readonly Tab[],
): Promise<GetServerSidePropsResult<PackagesTabPageProps<Tab>>> {
  const result = await loadPackagesPage(ctx);
  if (!('props' in result)) return result;
  const props = await result.props;
  // The error page (database away) has no tab to check.
  if (props.errorPage) return { props: { ...props, tab: tabs[0] as Tab } };
  const tab = tabs.find((value) => value === ctx.params?.['tab']);
  if (!tab) {
    return { redirect: { destination: routeUrl(routeId, { params: { tab: tabs[0] ?? '' } }), permanent: false } };
  }
  return { props: { ...props, tab } };
}
