/**
 * The ad page's view count, sent from the browser (docs/my-ads.md, Statistics). The document and
 * the on-demand Apollo client are imported when the view is sent, after hydration, never with the
 * ad page (docs/decisions/0002, 0012).
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';

/** Counts one view of `advertId`'s page; resolves with whether the server counted it. */
export async function sendAdvertView(advertId: string): Promise<boolean> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.mutate({ mutation: ops.AdvertView_RecordDocument, variables: { advertId } });
  return result.data?.recordAdvertView.counted ?? false;
}
