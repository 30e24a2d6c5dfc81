/**
 * /contul-meu/newinvoices (docs/billing.md "Routes"): private accounts have no invoices, so a direct
 * visit goes to the account overview, except for a suspended one, for which this is the only page
 * it may open (it reads why it is suspended).
 */
import type { GetServerSidePropsResult } from 'next';
import { routeUrl } from '@/lib/routes/navigate';
import type { AccountPageProps } from './account.loader';

/** The account page's result, or the overview for an active private account. */
export async function forAccountsWithInvoices(
  result: GetServerSidePropsResult<AccountPageProps>,
): Promise<GetServerSidePropsResult<AccountPageProps>> {
  if (!('props' in result)) return result;
  const props = await result.props;
  const user = props.pageSession?.user;
  if (user && user.userType !== 'professional' && user.accountStatus !== 'suspended')
    return { redirect: { destination: routeUrl('myAccount'), permanent: false } };
  return { props };
}
