/** Accounts root fields: parse the input with zod, then one service call each (through context.services). */
import {
  authChallengeSchema,
  changePasswordSchema,
  confirmForgotPasswordSchema,
  confirmSignUpSchema,
  deleteAccountSchema,
  emailOnlySchema,
  signUpSchema,
} from '@/server/services/accounts.inputs';
import type { Resolvers } from '../../generated/resolver-types';
import { parseInput, requireOwnIdentity, requireUser, withAuthErrors } from './accounts.errors';

const PURPOSES = { SIGN_IN: 'sign_in', VERIFY_CODE: 'verify_code', SEND_CODE: 'send_code' } as const;

export const accountsResolvers = {
  Query: {
    me: async (_parent, _args, context) => {
      const user = requireUser(context);
      const me = await withAuthErrors(() => context.services.getMe(context.deps, { userId: user.id }));
      // As requireStaff: acting for another account never carries the team's access.
      return { ...me, staff: me.staff && !user.impersonatorId };
    },

    authChallenge: async (_parent, { input }, context) => {
      const parsed = parseInput(authChallengeSchema, input);
      return context.services.authChallenge(context.deps, PURPOSES[parsed.purpose], parsed.email);
    },
  },
  Mutation: {
    signUp: async (_parent, { input }, context) => {
      const parsed = parseInput(signUpSchema, input);
      return withAuthErrors(() => context.services.signUp(context.deps, parsed));
    },

    confirmSignUp: async (_parent, { input }, context) => {
      const parsed = parseInput(confirmSignUpSchema, input);
      return withAuthErrors(() => context.services.confirmSignUp(context.deps, parsed));
    },

    resendSignUpCode: async (_parent, { input }, context) => {
      const parsed = parseInput(emailOnlySchema, input);
      return withAuthErrors(() => context.services.resendSignUpCode(context.deps, parsed));
    },

    forgotPassword: async (_parent, { input }, context) => {
      const parsed = parseInput(emailOnlySchema, input);
      return withAuthErrors(() => context.services.forgotPassword(context.deps, parsed));
    },

    confirmForgotPassword: async (_parent, { input }, context) => {
      const parsed = parseInput(confirmForgotPasswordSchema, input);
      return withAuthErrors(() => context.services.confirmForgotPassword(context.deps, parsed));
    },

    changePassword: async (_parent, { input }, context) => {
      const user = requireOwnIdentity(context);
      const parsed = parseInput(changePasswordSchema, input);
      return withAuthErrors(() =>
        context.services.changePassword(context.deps, { userId: user.id, sessionId: user.sessionId }, parsed),
      );
    },

    deleteAccount: async (_parent, { input }, context) => {
      const user = requireOwnIdentity(context);
      const parsed = parseInput(deleteAccountSchema, input);
      return withAuthErrors(() =>
        context.services.deleteAccount(context.deps, { userId: user.id, sessionId: user.sessionId }, parsed),
      );
    },
  },
} satisfies Resolvers;
