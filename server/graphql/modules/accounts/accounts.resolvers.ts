/** Accounts root fields: parse the input with zod, then one service call each. */
import { challengeFor } from '@/server/auth/attempt-gate';
import {
  authChallengeSchema,
  changePasswordSchema,
  confirmForgotPasswordSchema,
  confirmSignUpSchema,
  deleteAccountSchema,
  emailOnlySchema,
  signUpSchema,
} from '@/server/services/accounts.inputs';
import { confirmSignUp, resendSignUpCode, signUp } from '@/server/services/accounts';
import {
  changePassword,
  confirmForgotPassword,
  deleteAccount,
  forgotPassword,
  getMe,
} from '@/server/services/accounts-passwords';
import type { AccountsDeps } from '@/server/services/accounts.types';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolver-types';
import { parseInput, requireOwnIdentity, requireUser, withAuthErrors } from './accounts.errors';

const PURPOSES = { SIGN_IN: 'sign_in', VERIFY_CODE: 'verify_code', SEND_CODE: 'send_code' } as const;

function depsOf(context: GraphQLContext): AccountsDeps {
  return { db: context.db, config: context.auth, mailer: context.mailer, address: context.clientAddress };
}

export const accountsResolvers = {
  Query: {
    me: async (_parent, _args, context) => {
      const user = requireUser(context);
      return withAuthErrors(() => getMe(depsOf(context), { userId: user.id }));
    },

    authChallenge: async (_parent, { input }, context) => {
      const parsed = parseInput(authChallengeSchema, input);
      return challengeFor(depsOf(context), PURPOSES[parsed.purpose], parsed.email);
    },
  },
  Mutation: {
    signUp: async (_parent, { input }, context) => {
      const parsed = parseInput(signUpSchema, input);
      return withAuthErrors(() => signUp(depsOf(context), parsed));
    },

    confirmSignUp: async (_parent, { input }, context) => {
      const parsed = parseInput(confirmSignUpSchema, input);
      return withAuthErrors(() => confirmSignUp(depsOf(context), parsed));
    },

    resendSignUpCode: async (_parent, { input }, context) => {
      const parsed = parseInput(emailOnlySchema, input);
      return withAuthErrors(() => resendSignUpCode(depsOf(context), parsed));
    },

    forgotPassword: async (_parent, { input }, context) => {
      const parsed = parseInput(emailOnlySchema, input);
      return withAuthErrors(() => forgotPassword(depsOf(context), parsed));
    },

    confirmForgotPassword: async (_parent, { input }, context) => {
      const parsed = parseInput(confirmForgotPasswordSchema, input);
      return withAuthErrors(() => confirmForgotPassword(depsOf(context), parsed));
    },

    changePassword: async (_parent, { input }, context) => {
      const user = requireOwnIdentity(context);
      const parsed = parseInput(changePasswordSchema, input);
      return withAuthErrors(() =>
        changePassword(depsOf(context), { userId: user.id, sessionId: user.sessionId }, parsed),
      );
    },

    deleteAccount: async (_parent, { input }, context) => {
      const user = requireOwnIdentity(context);
      const parsed = parseInput(deleteAccountSchema, input);
      return withAuthErrors(() =>
        deleteAccount(depsOf(context), { userId: user.id, sessionId: user.sessionId }, parsed),
      );
    },
  },
} satisfies Resolvers;
