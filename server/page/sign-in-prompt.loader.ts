/**
 * The loader of a page open to everyone whose content belongs to an account and loads in the
 * browser (/favorite, /cautari-salvate): signed in, the page shows it; signed out, the page asks to
 * sign in, back to itself, instead of redirecting. A suspended account is sent to its invoices, as
 * from every page (loadPage). Never cached: what it shows depends on the cookie.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Namespace } from '@/lib/i18n/i18n-config';
import type { BasePageProps } from '@/lib/page/page-props';
import type { RouteId } from '@/lib/routes/route-table';
import { routeUrl } from '@/lib/routes/navigate';
import { authenticationRedirectPath } from '@/lib/session/auth-paths';
import type { PageSession } from '@/lib/session/session.types';
import { loadPage, type LoadPageOptions } from './load-page';

/** Props of such a page. */
export type SignInPromptPageProps = BasePageProps & {
  /** The visitor's session; null when signed out (the page then asks to sign in). */
  pageSession: PageSession | null;
  /** Where 'Autentifică-te' leads: the sign-in page, back here afterwards. */
  signInUrl: string;
};

/** For tests: the session reader. */
export interface SignInPromptPageOptions {
  readSession?: LoadPageOptions<object>['readSession'];
}

/** getServerSideProps of the page at `route` with its catalogues. */
export async function loadSignInPromptPage(
  ctx: GetServerSidePropsContext,
  route: RouteId,
  namespaces: readonly Namespace[],
  options: SignInPromptPageOptions = {},
): Promise<GetServerSidePropsResult<SignInPromptPageProps>> {
  const signInUrl = authenticationRedirectPath(routeUrl(route));
  const result = await loadPage<{ signInUrl: string }>(ctx, {
    namespaces,
    auth: 'optional',
    load: () => Promise.resolve({ props: { signInUrl } }),
    ...(options.readSession ? { readSession: options.readSession } : {}),
  });
  if (!('props' in result)) return result;
  const props = await result.props;
  return { props: { ...props, pageSession: props.pageSession ?? null } };
}
