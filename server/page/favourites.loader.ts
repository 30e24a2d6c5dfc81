/**
 * /favorite (SPEC §2.2, §2.6 favourites). The page is open to everyone: signed in, the account's
 * favourites load in the browser (their flow has loading and retry states); signed out, the page
 * asks to sign in instead of redirecting, since favourites also work without an account (kept in
 * the browser, §6) and this page is where a visitor comes looking for them. A suspended account is
 * sent to its invoices, as from every page. Never cached: what it shows depends on the cookie.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Namespace } from '@/lib/i18n/i18n-config';
import type { BasePageProps } from '@/lib/page/page-props';
import { routeUrl } from '@/lib/routes/navigate';
import { authenticationRedirectPath } from '@/lib/session/auth-paths';
import type { PageSession } from '@/lib/session/session.types';
import { loadPage, type LoadPageOptions } from './load-page';

/** The catalogue of the favourites page. */
export const FAVOURITES_NAMESPACE: Namespace = 'favourites';

/** Props of /favorite. */
export type FavouritesPageProps = BasePageProps & {
  /** The visitor's session; null when signed out (the page then asks to sign in). */
  pageSession: PageSession | null;
  /** Where 'Autentifică-te' leads: the sign-in page, back here afterwards. */
  signInUrl: string;
};

/** For tests: the session reader. */
export interface FavouritesPageOptions {
  readSession?: LoadPageOptions<object>['readSession'];
}

/** getServerSideProps of /favorite. */
export async function loadFavouritesPage(
  ctx: GetServerSidePropsContext,
  options: FavouritesPageOptions = {},
): Promise<GetServerSidePropsResult<FavouritesPageProps>> {
  const signInUrl = authenticationRedirectPath(routeUrl('favourites'));
  const result = await loadPage<{ signInUrl: string }>(ctx, {
    // 'ui': the confirmation dialogs' frame.
    namespaces: [FAVOURITES_NAMESPACE, 'savedSearches', 'ui'],
    auth: 'optional',
    load: () => Promise.resolve({ props: { signInUrl } }),
    ...(options.readSession ? { readSession: options.readSession } : {}),
  });
  if (!('props' in result)) return result;
  const props = await result.props;
  return { props: { ...props, pageSession: props.pageSession ?? null } };
}
