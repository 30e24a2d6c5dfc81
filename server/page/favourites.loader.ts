/**
 * /favorite (SPEC §2.2, §2.6 favourites). The page is open to everyone: signed in, the account's
 * favourites load in the browser (their flow has loading and retry states); signed out, the page
 * asks to sign in instead of redirecting, since favourites also work without an account (kept in
 * the browser, §6) and this page is where a visitor comes looking for them. A suspended account is
 * sent to its invoices, as from every page. Never cached: what it shows depends on the cookie.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Namespace } from '@/lib/i18n/i18n-config';
import {
  loadSignInPromptPage,
  type SignInPromptPageOptions,
  type SignInPromptPageProps,
} from './sign-in-prompt.loader';

/** The catalogue of the favourites page. */
export const FAVOURITES_NAMESPACE: Namespace = 'favourites';

/** Props of /favorite. */
export type FavouritesPageProps = SignInPromptPageProps;

/** getServerSideProps of /favorite ('savedSearches': its searches tab; 'ui': the dialogs' frame). */
export function loadFavouritesPage(
  ctx: GetServerSidePropsContext,
  options: SignInPromptPageOptions = {},
): Promise<GetServerSidePropsResult<FavouritesPageProps>> {
  return loadSignInPromptPage(ctx, 'favourites', [FAVOURITES_NAMESPACE, 'savedSearches', 'ui'], options);
}
