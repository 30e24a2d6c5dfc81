/**
 * The team page's switches (/echipa/flaguri): a flag's state, an experiment's enabled state. The
 * documents and the Apollo client are imported at the first press. A refusal (BAD_USER_INPUT with
 * an i18n key) rejects with that key; anything else with the generic one.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { refusalKey } from '@/lib/graphql/refusal';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/page-operations';

const operations = () => import('@/lib/graphql/generated/operations');

/** A switch failed: `key` is the i18n key to show. */
export class TeamSwitchError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'TeamSwitchError';
  }
}

function failure(error: unknown): TeamSwitchError {
  return new TeamSwitchError(refusalKey(error) ?? 'experiments:errors.saveFailed');
}

/** Turns a flag on or off for its audience. */
export async function switchFeatureFlag(name: string, enabled: boolean): Promise<TeamFlags_Flag> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client
    .mutate({ mutation: ops.TeamFlags_SetFlagDocument, variables: { name, enabled }, errorPolicy: 'all' })
    .catch((error: unknown) => {
      throw failure(error);
    });
  if (result.error || !result.data) throw failure(result.error);
  return result.data.setFeatureFlag;
}

/** Turns an experiment on or off. */
export async function switchExperiment(name: string, enabled: boolean): Promise<TeamFlags_Experiment> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client
    .mutate({ mutation: ops.TeamFlags_SetExperimentDocument, variables: { name, enabled }, errorPolicy: 'all' })
    .catch((error: unknown) => {
      throw failure(error);
    });
  if (result.error || !result.data) throw failure(result.error);
  return result.data.setExperimentEnabled;
}
