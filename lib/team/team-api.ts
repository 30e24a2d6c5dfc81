/**
 * The team operations as the team-admin flow's actors call them: each awaits the on-demand Apollo
 * client and the operations module, so neither is part of the page's first load.
 */
import type { ApolloClient } from '@apollo/client';
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { AcceptTeamInvitationInput } from '@/lib/graphql/generated/operations';
import type * as Operations from './team-operations';

type OperationsModule = typeof Operations;

async function run<T>(call: (ops: OperationsModule, client: ApolloClient) => Promise<T>): Promise<T> {
  const [ops, client] = await Promise.all([import('./team-operations'), getApolloClient()]);
  return call(ops, client);
}

/** See team-operations.ts for each. */
export const teamApi = {
  myTeam: () => run((ops, client) => ops.myTeam(client)),
  invite: (input: { email: string; rights: Operations.TeamRight[] }) =>
    run((ops, client) => ops.inviteTeamMember(client, input)),
  updateRights: (input: { userId: string; rights: Operations.TeamRight[] }) =>
    run((ops, client) => ops.updateTeamMemberRights(client, input)),
  remove: (input: { userId: string }) => run((ops, client) => ops.removeTeamMember(client, input)),
  startImpersonation: (input: { userId: string }) => run((ops, client) => ops.startImpersonation(client, input)),
  stopImpersonation: () => run((ops, client) => ops.stopImpersonation(client)),
  acceptInvitation: (input: AcceptTeamInvitationInput) => run((ops, client) => ops.acceptTeamInvitation(client, input)),
};
