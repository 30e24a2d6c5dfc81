/**
 * The accounts operations of the auth screens (server/graphql/modules/accounts), one function per
 * mutation. Loaded on demand by account-api.ts together with the Apollo client, so the screens'
 * first load carries neither. Failures become AuthFlowErrors carrying the server's code.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { authFlowError, type AuthFlowError } from '@/lib/session/auth-errors';
import {
  Account_AuthChallengeDocument,
  Account_ChangePasswordDocument,
  Account_ConfirmForgotPasswordDocument,
  Account_ConfirmSignUpDocument,
  Account_DeleteAccountDocument,
  Account_ForgotPasswordDocument,
  Account_ResendSignUpCodeDocument,
  Account_SignUpDocument,
  type Account_AuthChallenge,
  type AuthChallengeInput,
  type AuthChallengePurpose,
  type ChallengeProofInput,
  type ChangePasswordInput,
  type ConfirmForgotPasswordInput,
  type ConfirmSignUpInput,
  type DeleteAccountInput,
  type EmailInput,
  type SignUpInput,
} from '@/lib/graphql/generated/operations';

export type { AuthChallengePurpose };

/** Where an e-mailed code went, masked ('a***@v***.ro'). */
export interface CodeDelivery {
  destination: string;
}

/** signUp's input (with a solved SEND_CODE challenge once the server asked for one). */
export type SignUpVariables = SignUpInput;

/** A solved proof-of-work challenge, sent with an attempt the server asked one for. */
export type ChallengeProof = ChallengeProofInput;

/** A challenge to solve (server/auth/challenge.ts): SHA-256(token ':' counter) with `difficulty` zero bits, usable after `waitMs`. */
export type AuthChallenge = Account_AuthChallenge['authChallenge'];

/** A code mail: the e-mail and, once the server asked (challengeRequired), a solved SEND_CODE challenge. */
export type CodeMailVariables = EmailInput;

/** The AuthFlowError of whatever a mutation threw: the first GraphQL error's code, else NETWORK. */
export function toAuthFlowError(error: unknown): AuthFlowError {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const code = first?.extensions?.['code'];
    return authFlowError(typeof code === 'string' ? code : 'UNKNOWN', first?.extensions?.['reason'], first?.message);
  }
  return authFlowError('NETWORK', undefined, error instanceof Error ? error.message : String(error));
}

async function mutate<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  let result: ApolloClient.MutateResult<TData>;
  try {
    result = await client.mutate<TData, TVariables>({ mutation, variables } as ApolloClient.MutateOptions<
      TData,
      TVariables
    >);
  } catch (error) {
    throw toAuthFlowError(error);
  }
  if (result.error) throw toAuthFlowError(result.error);
  if (!result.data) throw authFlowError('UNKNOWN', undefined, 'mutation returned no data');
  return result.data;
}

/** Creates the account and e-mails the confirmation code. */
export async function signUp(client: ApolloClient, input: SignUpVariables): Promise<CodeDelivery> {
  return (await mutate(client, Account_SignUpDocument, { input })).signUp.codeDeliveryDetails;
}

/** A fresh challenge for the next attempt on `email` (never cached: each is used once). */
export async function fetchAuthChallenge(client: ApolloClient, input: AuthChallengeInput): Promise<AuthChallenge> {
  let result: ApolloClient.QueryResult<Account_AuthChallenge>;
  try {
    result = await client.query({
      query: Account_AuthChallengeDocument,
      variables: { input },
      fetchPolicy: 'no-cache',
    });
  } catch (error) {
    throw toAuthFlowError(error);
  }
  if (result.error) throw toAuthFlowError(result.error);
  if (!result.data) throw authFlowError('UNKNOWN', undefined, 'authChallenge returned no data');
  return result.data.authChallenge;
}

/** Confirms the account with the e-mailed code (with a solved challenge once the server asks one). */
export async function confirmSignUp(client: ApolloClient, input: ConfirmSignUpInput): Promise<void> {
  await mutate(client, Account_ConfirmSignUpDocument, { input });
}

/** E-mails a new confirmation code. */
export async function resendSignUpCode(client: ApolloClient, input: CodeMailVariables): Promise<CodeDelivery> {
  return (await mutate(client, Account_ResendSignUpCodeDocument, { input })).resendSignUpCode;
}

/** E-mails a password reset code. */
export async function forgotPassword(client: ApolloClient, input: CodeMailVariables): Promise<CodeDelivery> {
  return (await mutate(client, Account_ForgotPasswordDocument, { input })).forgotPassword;
}

/** Sets a new password with the e-mailed code. */
export async function confirmForgotPassword(client: ApolloClient, input: ConfirmForgotPasswordInput): Promise<void> {
  await mutate(client, Account_ConfirmForgotPasswordDocument, { input });
}

/** Changes the signed-in user's password (Bearer). */
export async function changePassword(client: ApolloClient, input: ChangePasswordInput): Promise<void> {
  await mutate(client, Account_ChangePasswordDocument, { input });
}

/** Deletes the signed-in user's account (Bearer), after the password is asked again. */
export async function deleteAccount(client: ApolloClient, input: DeleteAccountInput): Promise<void> {
  await mutate(client, Account_DeleteAccountDocument, { input });
}
