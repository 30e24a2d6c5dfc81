/**
 * The account pages (/contul-meu/*) all load the same way: the auth and account catalogues, and a
 * session or a permanent redirect to /authentication (server/page/auth-guard.ts).
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import { ACCOUNT_NAMESPACE, AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import type { PageSession } from '@/lib/session/session.types';
import { loadPage } from './load-page';

/** Props of an account page: the session is always there (the guard redirected otherwise). */
export type AccountPageProps = BasePageProps & { pageSession: PageSession };

/** getServerSideProps of an account page. */
export async function loadAccountPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<AccountPageProps>> {
  const result = await loadPage(ctx, { namespaces: [AUTH_NAMESPACE, ACCOUNT_NAMESPACE], auth: 'redirect' });
  if (!('props' in result)) return result;
  const props = await result.props;
  if (!props.pageSession) throw new Error('account page rendered without a session');
  return { props: { ...props, pageSession: props.pageSession } };
}
