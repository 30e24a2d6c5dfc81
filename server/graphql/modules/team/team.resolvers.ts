/**
 * Team root fields (multi-user accounts): Bearer caller, zod input, one service call each (through context.services);
 * TeamErrors become { code, status, i18nKey } (FORBIDDEN 403 for anyone but a main account).
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import {
  acceptTeamInvitationSchema,
  inviteTeamMemberSchema,
  removeTeamMemberSchema,
  TeamError,
  type TeamMemberDto,
  updateTeamMemberRightsSchema,
} from '@/server/services/team';
import { startImpersonationSchema } from '@/server/services/impersonation';
import { RIGHT_OF_SECTION, sectionOfRight } from '@/lib/team/team-rights';
import type { Resolvers, TeamMember } from '../../generated/resolver-types';
import { parseInput, requireUser, withAuthErrors } from '../accounts/accounts.errors';

/** TeamRight enum values to section keys (unknown values are kept, so zod reports them). */
function sectionsOf(rights: unknown): unknown {
  return Array.isArray(rights)
    ? rights.map((value: unknown) => (typeof value === 'string' ? (sectionOfRight(value) ?? value) : value))
    : rights;
}

/** A TeamError as the GraphQL error clients read. */
export function teamGraphQLError(error: TeamError): GraphQLError {
  return createGraphQLError(error.message, {
    extensions: { code: error.code, status: error.status, i18nKey: error.i18nKey },
  });
}

async function withTeamErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof TeamError) throw teamGraphQLError(error);
    throw error;
  }
}

function toGraphQL(member: TeamMemberDto): TeamMember {
  return { ...member, rights: member.rights.map((s) => RIGHT_OF_SECTION[s]) };
}

export const teamResolvers = {
  Query: {
    myTeam: async (_parent, _args, context) => {
      const user = requireUser(context);
      const team = await withTeamErrors(() => context.services.listTeam(context.deps, { userId: user.id }));
      return team.map(toGraphQL);
    },
  },
  Mutation: {
    inviteTeamMember: async (_parent, args, context) => {
      const user = requireUser(context);
      const input = parseInput(inviteTeamMemberSchema, { email: args.email, rights: sectionsOf(args.rights) }, 'args');
      return toGraphQL(
        await withTeamErrors(() => context.services.inviteTeamMember(context.deps, { userId: user.id }, input)),
      );
    },

    updateTeamMemberRights: async (_parent, args, context) => {
      const user = requireUser(context);
      const input = parseInput(
        updateTeamMemberRightsSchema,
        { userId: args.userId, rights: sectionsOf(args.rights) },
        'args',
      );
      return toGraphQL(
        await withTeamErrors(() => context.services.updateTeamMemberRights(context.deps, { userId: user.id }, input)),
      );
    },

    removeTeamMember: async (_parent, args, context) => {
      const user = requireUser(context);
      const input = parseInput(removeTeamMemberSchema, { userId: args.userId }, 'args');
      return withTeamErrors(() => context.services.removeTeamMember(context.deps, { userId: user.id }, input));
    },

    startImpersonation: async (_parent, args, context) => {
      const user = requireUser(context);
      const input = parseInput(startImpersonationSchema, { userId: args.userId }, 'args');
      return withTeamErrors(() => context.services.startImpersonation(context.deps, user, input));
    },

    stopImpersonation: async (_parent, _args, context) => {
      const user = requireUser(context);
      return { stopped: await context.services.stopImpersonation(context.deps, user) };
    },

    acceptTeamInvitation: async (_parent, { input }, context) => {
      const parsed = parseInput(acceptTeamInvitationSchema, input);
      return withAuthErrors(() => context.services.acceptTeamInvitation(context.deps, parsed));
    },
  },
} satisfies Resolvers;
