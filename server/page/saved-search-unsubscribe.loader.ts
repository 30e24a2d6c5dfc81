/**
 * /cautari-salvate/unsubscribe/{hash} (SPEC §2.2), opened from an alert e-mail, with or without a
 * session. The loader only hands the link's token to the page: nothing is turned off on a GET
 * (e-mail link scanners follow links); the reader's button does it (Mutation.unsubscribeSavedSearch).
 * A good link's search is named before the button, so the reader knows which alerts stop.
 * Never cached, and not indexed.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { readUnsubscribeToken } from '@/server/services/saved-searches/saved-searches';
import { loadPage } from './load-page';
import { SAVED_SEARCHES_NAMESPACE } from './saved-searches.loader';

/** Props of the unsubscribe page. */
export type SavedSearchUnsubscribePageProps = BasePageProps & {
  /** The link's token, as the e-mail gave it. */
  token: string;
  /** The search the link names; null for a link that names none (the button then says so). */
  searchName: string | null;
};

/** getServerSideProps of /cautari-salvate/unsubscribe/{hash}. */
export async function loadSavedSearchUnsubscribePage(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<SavedSearchUnsubscribePageProps>> {
  const hash = ctx.params?.['hash'];
  const token = typeof hash === 'string' ? hash : '';
  return loadPage<{ token: string; searchName: string | null }>(ctx, {
    namespaces: [SAVED_SEARCHES_NAMESPACE],
    load: async () => {
      // The token is a key to someone's alerts: kept by no cache, sent to no other site.
      ctx.res.setHeader('Cache-Control', 'private, no-store');
      ctx.res.setHeader('Referrer-Policy', 'no-referrer');
      const search = token ? await readUnsubscribeToken(await getDb(), token, getEnv().SAVED_SEARCH_SECRET) : null;
      return { props: { token, searchName: search?.name ?? null } };
    },
  });
}
