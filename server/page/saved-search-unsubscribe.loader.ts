/**
 * /cautari-salvate/unsubscribe/{hash} (SPEC §2.2), opened from an alert e-mail, with or without a
 * session. The loader only hands the link's token to the page: nothing is turned off on a GET
 * (e-mail link scanners follow links); the reader's button does it (Mutation.unsubscribeSavedSearch).
 * Never cached, and not indexed.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadPage } from './load-page';
import { SAVED_SEARCHES_NAMESPACE } from './saved-searches.loader';

/** Props of the unsubscribe page. */
export type SavedSearchUnsubscribePageProps = BasePageProps & {
  /** The link's token, as the e-mail gave it. */
  token: string;
};

/** getServerSideProps of /cautari-salvate/unsubscribe/{hash}. */
export async function loadSavedSearchUnsubscribePage(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<SavedSearchUnsubscribePageProps>> {
  const hash = ctx.params?.['hash'];
  const token = typeof hash === 'string' ? hash : '';
  return loadPage<{ token: string }>(ctx, {
    namespaces: [SAVED_SEARCHES_NAMESPACE],
    load: () => {
      // The token is a key to someone's alerts: kept by no cache, sent to no other site.
      ctx.res.setHeader('Cache-Control', 'private, no-store');
      ctx.res.setHeader('Referrer-Policy', 'no-referrer');
      return Promise.resolve({ props: { token } });
    },
  });
}
