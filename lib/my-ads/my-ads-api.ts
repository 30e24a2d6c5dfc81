/**
 * The browser calls of the ads lists (/contul-meu/{active,...}): a page of one state with the
 * counts, and the three transitions. The documents and the on-demand Apollo client are imported at
 * the first call. A refusal the row can show (BAD_USER_INPUT or FORBIDDEN with an i18n key) is an
 * answer, not an error; anything else rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { MyAdRow, MyAdsCountsView, MyAdTransitionView } from '@/lib/graphql/generated/operations';
import type { MyAdsTab } from '@/lib/graphql/generated/schema-enums';

export type { MyAdRow, MyAdsCountsView };

/** How many adverts a page holds. */
export const MY_ADS_PAGE_SIZE = 20;

/** A page of a state, newest first, with the counts of every state. */
export interface MyAdsPage {
  readonly items: readonly MyAdRow[];
  /** The cursor of the next page; null on the last page. */
  readonly endCursor: string | null;
  readonly counts: MyAdsCountsView;
}

/** A transition the rows ask for. */
export type AdvertChange = 'deactivate' | 'reactivate' | 'deleteDraft';

/** What a transition came to. */
export type AdvertChangeOutcome =
  | { readonly kind: 'done'; readonly tab: MyAdsTab | null; readonly counts: MyAdsCountsView }
  | { readonly kind: 'refused'; readonly key: string };

const operations = () => import('@/lib/graphql/generated/operations');

/** The i18n key of a refusal the server gave (errors:myAds.*), or null. */
export function refusalKeyOf(error: unknown): string | null {
  const errors = (error as { errors?: readonly { extensions?: Record<string, unknown> }[] } | null)?.errors;
  const extensions = errors?.[0]?.extensions ?? {};
  const key = extensions['i18nKey'];
  const code = extensions['code'];
  return (code === 'BAD_USER_INPUT' || code === 'FORBIDDEN') && typeof key === 'string' ? key : null;
}

function answer<T>(result: { data?: T | undefined; error?: unknown }): T {
  if (result.error) throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** A page of `tab` after `after` (null: the first page). */
export async function fetchMyAdsPage(tab: MyAdsTab, after: string | null): Promise<MyAdsPage> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const data = answer(
    await client.query({
      query: ops.MyAds_PageDocument,
      variables: { tab, first: MY_ADS_PAGE_SIZE, ...(after ? { after } : {}) },
      fetchPolicy: 'no-cache',
    }),
  );
  return { items: data.myAds.items, endCursor: data.myAds.endCursor, counts: data.myAdsCounts };
}

/** Asks the server for `change` of advert (or draft) `id`. */
export async function changeAdvert(change: AdvertChange, id: string): Promise<AdvertChangeOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const mutation = {
    deactivate: ops.MyAds_DeactivateDocument,
    reactivate: ops.MyAds_ReactivateDocument,
    deleteDraft: ops.MyAds_DeleteDraftDocument,
  }[change];
  const result = await client.mutate({ mutation, variables: { id } });
  if (result.error) {
    const key = refusalKeyOf(result.error);
    if (key) return { kind: 'refused', key };
    throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  const data = result.data as Record<string, MyAdTransitionView> | undefined;
  const done = data ? Object.values(data)[0] : undefined;
  if (!done) throw new Error('no data');
  return { kind: 'done', tab: done.tab, counts: done.counts };
}
