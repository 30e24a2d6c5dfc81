/**
 * The ad page's browser call for the seller's price indicator note: the document and the
 * on-demand Apollo client are imported at the first call, never with the page (docs/decisions/0012).
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { SellerPriceIndicatorNoteView } from '@/lib/graphql/generated/operations';

/** The note the server gives the advert's seller; null for anyone else. */
export async function fetchSellerPriceNote(advertId: string): Promise<SellerPriceIndicatorNoteView | null> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.query({
    query: ops.PriceIndicator_SellerNoteDocument,
    variables: { advertId },
    fetchPolicy: 'no-cache',
  });
  if (result.error)
    throw result.error instanceof Error ? result.error : new Error('GraphQL error', { cause: result.error });
  if (!result.data) throw new Error('no data');
  return result.data.sellerPriceIndicatorNote ?? null;
}
