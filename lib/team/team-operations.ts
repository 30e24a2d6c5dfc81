/**
 * The team operations of /contul-meu/user-administration (server/graphql/modules/team), one
 * function per field. Loaded on demand by team-api.ts with the Apollo client. Failures become
 * { code, i18nKey } taken from the server's extensions (FORBIDDEN, NOT_FOUND, MEMBER_EXISTS).
 */
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { authFlowError, AuthFlowError } from '@/lib/session/auth-errors';
import {
  Team_AcceptInvitationDocument,
  Team_InviteMemberDocument,
  Team_MyTeamDocument,
  Team_RemoveMemberDocument,
  Team_StartImpersonationDocument,
  Team_StopImpersonationDocument,
  Team_UpdateMemberRightsDocument,
  type AcceptTeamInvitationInput,
  type TeamMemberView,
  type TeamRight,
} from '@/lib/graphql/generated/operations';
import { TeamRight as TeamRights } from '@/lib/graphql/generated/schema-enums';

export type { TeamRight };

/** The rights a main account can grant, in the order the page lists them (the team page itself is never granted). */
export const GRANTABLE_TEAM_RIGHTS: readonly TeamRight[] = Object.values(TeamRights).filter(
  (right) => right !== 'USER_ADMINISTRATION',
);

/** A sub-user as the team page shows it (status: 'invited', 'active' or 'suspended'). */
export type TeamMember = TeamMemberView;

/** The failure of a team call: the server's code and i18n key, else the auth catalogue's. */
export function toTeamFailure(error: unknown): AuthFlowError {
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions ?? {};
    const code = typeof extensions['code'] === 'string' ? extensions['code'] : 'UNKNOWN';
    const key = extensions['i18nKey'];
    const message = error.errors[0]?.message;
    return typeof key === 'string' && key.startsWith('account:team.')
      ? new AuthFlowError(code, key, message)
      : authFlowError(code, extensions['reason'], message);
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
  return (await settle(() => client.query({ query: Team_MyTeamDocument, fetchPolicy: 'no-cache' }))).myTeam;
}

/** Invites a sub-user by e-mail. */
export async function inviteTeamMember(
  client: ApolloClient,
  variables: { email: string; rights: TeamRight[] },
): Promise<TeamMember> {
  return (await settle(() => client.mutate({ mutation: Team_InviteMemberDocument, variables }))).inviteTeamMember;
}

/** Replaces a member's rights. */
export async function updateTeamMemberRights(
  client: ApolloClient,
  variables: { userId: string; rights: TeamRight[] },
): Promise<TeamMember> {
  return (await settle(() => client.mutate({ mutation: Team_UpdateMemberRightsDocument, variables })))
    .updateTeamMemberRights;
}

/** Removes a member. */
export async function removeTeamMember(client: ApolloClient, variables: { userId: string }): Promise<void> {
  await settle(() => client.mutate({ mutation: Team_RemoveMemberDocument, variables }));
}

/** The invited person sets a password with the e-mailed code (errors as confirmSignUp's). */
export async function acceptTeamInvitation(client: ApolloClient, input: AcceptTeamInvitationInput): Promise<void> {
  await settle(() => client.mutate({ mutation: Team_AcceptInvitationDocument, variables: { input } }));
}

/** The caller's session starts acting for a member (a session refresh must follow). */
export async function startImpersonation(client: ApolloClient, variables: { userId: string }): Promise<void> {
  await settle(() => client.mutate({ mutation: Team_StartImpersonationDocument, variables }));
}

/** The caller's session acts as the main account again (a session refresh must follow). */
export async function stopImpersonation(client: ApolloClient): Promise<void> {
  await settle(() => client.mutate({ mutation: Team_StopImpersonationDocument, variables: {} }));
}
