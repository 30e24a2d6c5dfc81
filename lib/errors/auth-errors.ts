/**
 * Authentication errors that are expected (SPEC §8): they are part of normal sign-in flows and are
 * not sent to error reporting. Matched as substrings because the auth service and the GraphQL and
 * network layers wrap messages ('Error: ', '[GraphQL] ', 'PreSignUp failed with error ...').
 */

/** Verbatim texts (or the stable part of them) of the expected authentication errors. */
export const EXPECTED_AUTH_ERRORS: readonly string[] = [
  'username already exists',
  'User cannot be confirmed. Current status is CONFIRMED',
  'User is not confirmed.',
  'Invalid code provided, please request a code again.',
  'Invalid verification code provided, please try again.',
  'Incorrect username or password.',
  'Attempt limit exceeded, please try after some time.',
  'Password attempts exceeded',
  'Password reset required for the user',
  'Password did not conform with policy: Password not long enough',
  '[GraphQL] authentication required',
  'Invalid state in OAuth flow',
  // network-level failures during auth calls
  'Forbidden',
  'timeout exceeded',
  'Timed out after',
  'Failed to fetch',
  'Network Error',
  'Request aborted',
  'Load failed',
  'HTTPError',
  'Unsupported Media Type',
  // session errors
  'RefreshAccessTokenError',
  'Transient Error',
  'no refresh token available',
  'SessionRequired',
];

/** True when an error (its message or name) or a message string is an expected authentication error. */
export function isExpectedAuthError(errorOrMessage: unknown): boolean {
  const error = errorOrMessage as { message?: unknown; name?: unknown } | null | undefined;
  const texts = typeof errorOrMessage === 'string' ? [errorOrMessage] : [error?.message, error?.name];
  return texts.some(
    (text) =>
      typeof text === 'string' && text !== '' && EXPECTED_AUTH_ERRORS.some((expected) => text.includes(expected)),
  );
}
