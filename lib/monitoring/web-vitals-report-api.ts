/** The browser call of the team's performance page: p75 per route, day and vital. Anything but an answer rejects. */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { P75Cell } from './vital-thresholds';

export async function fetchWebVitalsP75(days: number): Promise<readonly P75Cell[]> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.query({
    query: ops.Operations_WebVitalsP75Document,
    variables: { days },
    fetchPolicy: 'no-cache',
  });
  if (result.error) throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  if (!result.data) throw new Error('no data');
  return result.data.webVitalsP75;
}
