/**
 * The team page's switches (/echipa/flaguri) as the teamFlags flow's actors call them: the app's
 * Apollo client (the signed-in user's id token, as every account call) and the operations module,
 * both imported at the first switch, never with the page. Anything but an answer rejects with the
 * error as it came; the flow turns it into the row's message (machines/team-flags).
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/operations';

const operations = () => import('@/lib/graphql/generated/operations');

function answer<T>(result: { data?: T | undefined; error?: unknown }): T {
  // Apollo's error (CombinedGraphQLErrors carries the server's `errors` with their extensions).
  if (result.error) throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** Stores a flag's on/off state for its audience. */
export async function saveTeamFlag(input: { name: string; enabled: boolean }): Promise<TeamFlags_Flag> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({ mutation: ops.TeamFlags_SetFlagDocument, variables: input, errorPolicy: 'all' });
  return answer(result).setFeatureFlag;
}

/** Turns an experiment on or off. */
export async function saveTeamExperiment(input: { name: string; enabled: boolean }): Promise<TeamFlags_Experiment> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.TeamFlags_SetExperimentDocument,
    variables: input,
    errorPolicy: 'all',
  });
  return answer(result).setExperimentEnabled;
}
