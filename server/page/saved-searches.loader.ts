/**
 * /cautari-salvate (SPEC §2.2, §2.6 saved searches). Open to everyone, like /favorite: signed in,
 * the account's saved searches load in the browser (their flow has loading and retry states);
 * signed out, the page asks to sign in and comes back here. A suspended account is sent to its
 * invoices, as from every page. Never cached: what it shows depends on the cookie.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Namespace } from '@/lib/i18n/i18n-config';
import {
  loadSignInPromptPage,
  type SignInPromptPageOptions,
  type SignInPromptPageProps,
} from './sign-in-prompt.loader';

/** The catalogue of the saved searches screens. */
export const SAVED_SEARCHES_NAMESPACE: Namespace = 'savedSearches';

/** Props of /cautari-salvate. */
export type SavedSearchesPageProps = SignInPromptPageProps;

/** getServerSideProps of /cautari-salvate ('ui': the confirmation dialog's frame). */
export function loadSavedSearchesPage(
  ctx: GetServerSidePropsContext,
  options: SignInPromptPageOptions = {},
): Promise<GetServerSidePropsResult<SavedSearchesPageProps>> {
  return loadSignInPromptPage(ctx, 'savedSearches', [SAVED_SEARCHES_NAMESPACE, 'ui'], options);
}
