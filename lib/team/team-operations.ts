/**
 * The team operations of /contul-meu/user-administration (server/graphql/modules/team), one
 * function per field. Loaded on demand by team-api.ts with the Apollo client. Failures become
 * { code, i18nKey } taken from the server's extensions (FORBIDDEN, NOT_FOUND, MEMBER_EXISTS).
 */
import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { authFlowError, AuthFlowError } from '@/lib/session/auth-errors';
import type { ChallengeProof } from '@/lib/account/account-operations';

/** A section right as the GraphQL enum spells it. */
export type TeamRight = 'ADS' | 'MESSAGES' | 'LEADS' | 'INVOICES' | 'PAYMENTS' | 'STATISTICS';

/** The rights a main account can grant, in the order the page lists them. */
export const GRANTABLE_TEAM_RIGHTS: readonly TeamRight[] = ['ADS', 'MESSAGES', 'LEADS', 'INVOICES', 'PAYMENTS', 'STATISTICS'];

/** A sub-user as the team page shows it. */
export interface TeamMember {
  userUUID: string;
  email: string;
  displayName: string;
  /** 'invited', 'active' or 'suspended'. */
  status: string;
  rights: TeamRight[];
}

const MEMBER_FIELDS = 'userUUID email displayName status rights';

const MY_TEAM: TypedDocumentNode<{ myTeam: TeamMember[] }, Record<string, never>> = gql`
  query Team_MyTeam { myTeam { ${MEMBER_FIELDS} } }
`;
const INVITE: TypedDocumentNode<{ inviteTeamMember: TeamMember }, { email: string; rights: TeamRight[] }> = gql`
  mutation Team_Invite($email: String!, $rights: [TeamRight!]!) { inviteTeamMember(email: $email, rights: $rights) { ${MEMBER_FIELDS} } }
`;
const UPDATE: TypedDocumentNode<{ updateTeamMemberRights: TeamMember }, { userId: string; rights: TeamRight[] }> = gql`
  mutation Team_UpdateRights($userId: ID!, $rights: [TeamRight!]!) { updateTeamMemberRights(userId: $userId, rights: $rights) { ${MEMBER_FIELDS} } }
`;
const REMOVE: TypedDocumentNode<{ removeTeamMember: { removed: boolean } }, { userId: string }> = gql`
  mutation Team_Remove($userId: ID!) { removeTeamMember(userId: $userId) { userUUID removed } }
`;

const ACCEPT: TypedDocumentNode<
  { acceptTeamInvitation: { confirmed: boolean } },
  { input: { email: string; code: string; password: string; challenge?: ChallengeProof | null } }
> = gql`
  mutation Team_AcceptInvitation($input: AcceptTeamInvitationInput!) { acceptTeamInvitation(input: $input) { userUUID confirmed } }
`;

const START_ACTING: TypedDocumentNode<{ startImpersonation: { userUUID: string; displayName: string } }, { userId: string }> = gql`
  mutation Team_StartImpersonation($userId: ID!) { startImpersonation(userId: $userId) { userUUID displayName } }
`;
const STOP_ACTING: TypedDocumentNode<{ stopImpersonation: { stopped: boolean } }, Record<string, never>> = gql`
  mutation Team_StopImpersonation { stopImpersonation { stopped } }
`;

/** The failure of a team call: the server's code and i18n key, else the auth catalogue's. */
export function toTeamFailure(error: unknown): AuthFlowError {
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions ?? {};
    const code = typeof extensions['code'] === 'string' ? extensions['code'] : 'UNKNOWN';
    const key = extensions['i18nKey'];
    const message = error.errors[0]?.message;
    return typeof key === 'string' && key.startsWith('account:team.') ? new AuthFlowError(code, key, message) : authFlowError(code, extensions['reason'], message);
  }
  return authFlowError('NETWORK', undefined, error instanceof Error ? error.message : String(error));
}

async function settle<T>(call: () => Promise<{ data?: T | undefined; error?: unknown }>): Promise<T> {
  let result: { data?: T | undefined; error?: unknown };
  try {
    result = await call();
  } catch (error) {
    throw toTeamFailure(error);
  }
  if (result.error) throw toTeamFailure(result.error);
  if (!result.data) throw authFlowError('UNKNOWN', undefined, 'no data');
  return result.data;
}

/** The caller's sub-users (never cached: the list changes under the page). */
export async function myTeam(client: ApolloClient): Promise<TeamMember[]> {
  return (await settle(() => client.query({ query: MY_TEAM, fetchPolicy: 'no-cache' }))).myTeam;
}

/** Invites a sub-user by e-mail. */
export async function inviteTeamMember(client: ApolloClient, variables: { email: string; rights: TeamRight[] }): Promise<TeamMember> {
  return (await settle(() => client.mutate({ mutation: INVITE, variables }))).inviteTeamMember;
}

/** Replaces a member's rights. */
export async function updateTeamMemberRights(client: ApolloClient, variables: { userId: string; rights: TeamRight[] }): Promise<TeamMember> {
  return (await settle(() => client.mutate({ mutation: UPDATE, variables }))).updateTeamMemberRights;
}

/** Removes a member. */
export async function removeTeamMember(client: ApolloClient, variables: { userId: string }): Promise<void> {
  await settle(() => client.mutate({ mutation: REMOVE, variables }));
}

/** The invited person sets a password with the e-mailed code (errors as confirmSignUp's). */
export async function acceptTeamInvitation(client: ApolloClient, input: { email: string; code: string; password: string; challenge?: ChallengeProof | null }): Promise<void> {
  await settle(() => client.mutate({ mutation: ACCEPT, variables: { input } }));
}

/** The caller's session starts acting for a member (a session refresh must follow). */
export async function startImpersonation(client: ApolloClient, variables: { userId: string }): Promise<void> {
  await settle(() => client.mutate({ mutation: START_ACTING, variables }));
}

/** The caller's session acts as the main account again (a session refresh must follow). */
export async function stopImpersonation(client: ApolloClient): Promise<void> {
  await settle(() => client.mutate({ mutation: STOP_ACTING, variables: {} }));
}
