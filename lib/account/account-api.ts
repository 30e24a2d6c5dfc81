/**
 * The accounts operations as the auth flows' actors call them: each awaits the on-demand Apollo
 * client and the operations module, so neither is part of a page's first load.
 */
import type { ApolloClient } from '@apollo/client';
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type * as Generated from '@/lib/graphql/generated/operations';
import type * as Operations from './account-operations';

type OperationsModule = typeof Operations;

async function run<T>(call: (ops: OperationsModule, client: ApolloClient) => Promise<T>): Promise<T> {
  const [ops, client] = await Promise.all([import('./account-operations'), getApolloClient()]);
  return call(ops, client);
}

/** See account-operations.ts for each. */
export const accountApi = {
  signUp: (input: Operations.SignUpVariables) => run((ops, client) => ops.signUp(client, input)),
  authChallenge: (input: Generated.AuthChallengeInput) => run((ops, client) => ops.fetchAuthChallenge(client, input)),
  confirmSignUp: (input: Generated.ConfirmSignUpInput) => run((ops, client) => ops.confirmSignUp(client, input)),
  resendSignUpCode: (input: Operations.CodeMailVariables) => run((ops, client) => ops.resendSignUpCode(client, input)),
  forgotPassword: (input: Operations.CodeMailVariables) => run((ops, client) => ops.forgotPassword(client, input)),
  confirmForgotPassword: (input: Generated.ConfirmForgotPasswordInput) =>
    run((ops, client) => ops.confirmForgotPassword(client, input)),
  changePassword: (input: Generated.ChangePasswordInput) => run((ops, client) => ops.changePassword(client, input)),
  deleteAccount: (input: Generated.DeleteAccountInput) => run((ops, client) => ops.deleteAccount(client, input)),
};
