/**
 * The accounts operations of the auth screens (server/graphql/modules/accounts), one function per
 * mutation. Loaded on demand by account-api.ts together with the Apollo client, so the screens'
 * first load carries neither. Failures become AuthFlowErrors carrying the server's code.
 */
import { gql, type ApolloClient, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { authFlowError, type AuthFlowError } from '@/lib/session/auth-errors';

/** Where an e-mailed code went, masked ('a***@v***.ro'). */
export interface CodeDelivery {
  destination: string;
}

/** signUp's input. */
export interface SignUpVariables {
  email: string;
  password: string;
  givenName?: string | null;
  familyName?: string | null;
  userType: 'PRIVATE' | 'PROFESSIONAL';
  companyName?: string | null;
  /** A solved SEND_CODE challenge, once the server asked for one. */
  challenge?: ChallengeProof | null;
}

const SIGN_UP: TypedDocumentNode<{ signUp: { userUUID: string; userConfirmed: boolean; codeDeliveryDetails: CodeDelivery } }, { input: SignUpVariables }> = gql`
  mutation Accounts_SignUp($input: SignUpInput!) {
    signUp(input: $input) { userUUID userConfirmed codeDeliveryDetails { destination } }
  }
`;

/** A solved proof-of-work challenge, sent with an attempt the server asked one for. */
export interface ChallengeProof {
  token: string;
  counter: number;
}

/** A challenge to solve (server/auth/challenge.ts): SHA-256(token ':' counter) with `difficulty` zero bits, usable after `waitMs`. */
export interface AuthChallenge {
  token: string;
  difficulty: number;
  waitMs: number;
}

/** Which attempts a challenge unlocks. */
/** A code mail: the e-mail and, once the server asked (challengeRequired), a solved SEND_CODE challenge. */
export interface CodeMailVariables {
  email: string;
  challenge?: ChallengeProof | null;
}

export type AuthChallengePurpose = 'SIGN_IN' | 'VERIFY_CODE' | 'SEND_CODE';

const AUTH_CHALLENGE: TypedDocumentNode<{ authChallenge: AuthChallenge }, { input: { purpose: AuthChallengePurpose; email: string } }> = gql`
  query Accounts_AuthChallenge($input: AuthChallengeInput!) {
    authChallenge(input: $input) { token difficulty waitMs }
  }
`;

const CONFIRM_SIGN_UP: TypedDocumentNode<{ confirmSignUp: { confirmed: boolean } }, { input: { email: string; code: string; challenge?: ChallengeProof | null } }> = gql`
  mutation Accounts_ConfirmSignUp($input: ConfirmSignUpInput!) {
    confirmSignUp(input: $input) { userUUID confirmed }
  }
`;

const RESEND_SIGN_UP_CODE: TypedDocumentNode<{ resendSignUpCode: CodeDelivery }, { input: CodeMailVariables }> = gql`
  mutation Accounts_ResendSignUpCode($input: EmailInput!) {
    resendSignUpCode(input: $input) { destination }
  }
`;

const FORGOT_PASSWORD: TypedDocumentNode<{ forgotPassword: CodeDelivery }, { input: CodeMailVariables }> = gql`
  mutation Accounts_ForgotPassword($input: EmailInput!) {
    forgotPassword(input: $input) { destination }
  }
`;

const CONFIRM_FORGOT_PASSWORD: TypedDocumentNode<
  { confirmForgotPassword: { ok: boolean } },
  { input: { email: string; code: string; newPassword: string; challenge?: ChallengeProof | null } }
> = gql`
  mutation Accounts_ConfirmForgotPassword($input: ConfirmForgotPasswordInput!) {
    confirmForgotPassword(input: $input) { ok }
  }
`;

const CHANGE_PASSWORD: TypedDocumentNode<
  { changePassword: { ok: boolean; revokedSessions: number } },
  { input: { oldPassword: string; newPassword: string; challenge?: ChallengeProof | null } }
> = gql`
  mutation Accounts_ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) { ok revokedSessions }
  }
`;

const DELETE_ACCOUNT: TypedDocumentNode<{ deleteAccount: { deleted: boolean } }, { input: { password: string; challenge?: ChallengeProof | null } }> = gql`
  mutation Accounts_DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) { userUUID deleted }
  }
`;

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
    result = await client.mutate<TData, TVariables>({ mutation, variables } as ApolloClient.MutateOptions<TData, TVariables>);
  } catch (error) {
    throw toAuthFlowError(error);
  }
  if (result.error) throw toAuthFlowError(result.error);
  if (!result.data) throw authFlowError('UNKNOWN', undefined, 'mutation returned no data');
  return result.data;
}

/** Creates the account and e-mails the confirmation code. */
export async function signUp(client: ApolloClient, input: SignUpVariables): Promise<CodeDelivery> {
  return (await mutate(client, SIGN_UP, { input })).signUp.codeDeliveryDetails;
}

/** A fresh challenge for the next attempt on `email` (never cached: each is used once). */
export async function fetchAuthChallenge(client: ApolloClient, input: { purpose: AuthChallengePurpose; email: string }): Promise<AuthChallenge> {
  let result: ApolloClient.QueryResult<{ authChallenge: AuthChallenge }>;
  try {
    result = await client.query({ query: AUTH_CHALLENGE, variables: { input }, fetchPolicy: 'no-cache' });
  } catch (error) {
    throw toAuthFlowError(error);
  }
  if (result.error) throw toAuthFlowError(result.error);
  if (!result.data) throw authFlowError('UNKNOWN', undefined, 'authChallenge returned no data');
  return result.data.authChallenge;
}

/** Confirms the account with the e-mailed code (with a solved challenge once the server asks one). */
export async function confirmSignUp(client: ApolloClient, input: { email: string; code: string; challenge?: ChallengeProof | null }): Promise<void> {
  await mutate(client, CONFIRM_SIGN_UP, { input });
}

/** E-mails a new confirmation code. */
export async function resendSignUpCode(client: ApolloClient, input: CodeMailVariables): Promise<CodeDelivery> {
  return (await mutate(client, RESEND_SIGN_UP_CODE, { input })).resendSignUpCode;
}

/** E-mails a password reset code. */
export async function forgotPassword(client: ApolloClient, input: CodeMailVariables): Promise<CodeDelivery> {
  return (await mutate(client, FORGOT_PASSWORD, { input })).forgotPassword;
}

/** Sets a new password with the e-mailed code. */
export async function confirmForgotPassword(client: ApolloClient, input: { email: string; code: string; newPassword: string; challenge?: ChallengeProof | null }): Promise<void> {
  await mutate(client, CONFIRM_FORGOT_PASSWORD, { input });
}

/** Changes the signed-in user's password (Bearer). */
export async function changePassword(client: ApolloClient, input: { oldPassword: string; newPassword: string; challenge?: ChallengeProof | null }): Promise<void> {
  await mutate(client, CHANGE_PASSWORD, { input });
}

/** Deletes the signed-in user's account (Bearer), after the password is asked again. */
export async function deleteAccount(client: ApolloClient, input: { password: string; challenge?: ChallengeProof | null }): Promise<void> {
  await mutate(client, DELETE_ACCOUNT, { input });
}
