/**
 * The dealer's financing pages (/contul-meu/finantare, /contul-meu/leads; docs/financing.md "The
 * dealer's pages"): account pages with the financing-account catalogue (and the payments one, whose
 * list parts the leads share), for dealers only. A private account has neither: a direct visit goes
 * to the account overview, as the billing pages do. A sub-user without the section's right (ads for
 * the settings, leads for the leads) gets the access-restricted dialog (server/page/section-access.ts).
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { routeUrl } from '@/lib/routes/navigate';
import { loadAccountPage, type AccountPageOptions, type AccountPageProps } from './account.loader';

/** getServerSideProps of a dealer's financing page. */
export async function loadFinancingAccountPage(
  ctx: GetServerSidePropsContext,
  options: AccountPageOptions = {},
): Promise<GetServerSidePropsResult<AccountPageProps>> {
  const result = await loadAccountPage(ctx, {
    ...options,
    namespaces: ['financing-account', 'payments', ...(options.namespaces ?? [])],
  });
  if (!('props' in result)) return result;
  const props = await result.props;
  if (props.errorPage) return { props };
  if (props.pageSession.user.userType !== 'professional')
    return { redirect: { destination: routeUrl('myAccount'), permanent: false } };
  return { props };
}
