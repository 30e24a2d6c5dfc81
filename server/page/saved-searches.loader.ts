/**
 * /cautari-salvate (SPEC §2.2, §2.6 saved searches). Open to everyone, like /favorite: signed in,
 * the account's saved searches load in the browser (their flow has loading and retry states);
 * signed out, the page asks to sign in and comes back here. A suspended account is sent to its
 * invoices, as from every page. Never cached: what it shows depends on the cookie.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Namespace } from '@/lib/i18n/i18n-config';
import type { BasePageProps } from '@/lib/page/page-props';
import { routeUrl } from '@/lib/routes/navigate';
import { authenticationRedirectPath } from '@/lib/session/auth-paths';
import type { PageSession } from '@/lib/session/session.types';
import { loadPage, type LoadPageOptions } from './load-page';

/** The catalogue of the saved searches screens. */
export const SAVED_SEARCHES_NAMESPACE: Namespace = 'savedSearches';

/** Props of /cautari-salvate. */
export type SavedSearchesPageProps = BasePageProps & {
  /** The visitor's session; null when signed out (the page then asks to sign in). */
  pageSession: PageSession | null;
  /** Where 'Autentifică-te' leads: the sign-in page, back here afterwards. */
  signInUrl: string;
};

/** For tests: the session reader. */
export interface SavedSearchesPageOptions {
  readSession?: LoadPageOptions<object>['readSession'];
}

/** getServerSideProps of /cautari-salvate. */
export async function loadSavedSearchesPage(
  ctx: GetServerSidePropsContext,
  options: SavedSearchesPageOptions = {},
): Promise<GetServerSidePropsResult<SavedSearchesPageProps>> {
  const signInUrl = authenticationRedirectPath(routeUrl('savedSearches'));
  const result = await loadPage<{ signInUrl: string }>(ctx, {
    // 'ui': the confirmation dialog's frame.
    namespaces: [SAVED_SEARCHES_NAMESPACE, 'ui'],
    auth: 'optional',
    load: () => Promise.resolve({ props: { signInUrl } }),
    ...(options.readSession ? { readSession: options.readSession } : {}),
  });
  if (!('props' in result)) return result;
  const props = await result.props;
  return { props: { ...props, pageSession: props.pageSession ?? null } };
}
