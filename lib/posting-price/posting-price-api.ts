/**
 * The price step's browser call: the estimate for the typed attributes (the gross/net rules reach
 * the page from its loader: services.postingPrice.rules() or Query.postingPriceRules).
 * The documents and the on-demand Apollo client are imported at the first call (docs/decisions/0012).
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { PostingPriceEstimateView } from '@/lib/graphql/generated/operations';
import type { EstimateInputs } from './estimate-inputs';

function failure(error: unknown): Error {
  return error instanceof Error ? error : new Error('GraphQL error', { cause: error });
}

/** The estimate for the inputs (all required fields present). */
export async function fetchPostingPriceEstimate(inputs: EstimateInputs): Promise<PostingPriceEstimateView> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.query({
    query: ops.PostingPrice_EstimateDocument,
    variables: { input: inputs },
    fetchPolicy: 'no-cache',
  });
  if (result.error) throw failure(result.error);
  if (!result.data) throw new Error('no data');
  return result.data.postingPriceEstimate;
}
