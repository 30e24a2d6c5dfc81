import { EXPECTED_AUTH_ERRORS, isExpectedAuthError } from './auth-errors';

describe('isExpectedAuthError', () => {
  it.each([
    'PreSignUp failed with error username already exists.',
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
    'Response not successful: Received status code 403 Forbidden',
    'timeout exceeded',
    'Timed out after 10000ms',
    'Failed to fetch',
    'Network Error',
    'Request aborted',
    'Load failed',
    'HTTPError: 502',
    'Unsupported Media Type',
    'RefreshAccessTokenError',
    'Transient Error',
    'no refresh token available',
    'SessionRequired',
  ])('expected: %s', (message) => {
    expect(isExpectedAuthError(message)).toBe(true);
    expect(isExpectedAuthError(new Error(message))).toBe(true);
  });

  it.each(['Something went wrong', 'Cannot read properties of undefined', 'user is not confirmed.', ''])(
    'reported: %j',
    (message) => {
      expect(isExpectedAuthError(message)).toBe(false);
    },
  );

  it('reads the name too, and ignores values without a message', () => {
    const error = new Error('session refresh failed');
    error.name = 'RefreshAccessTokenError';
    expect(isExpectedAuthError(error)).toBe(true);
    expect(isExpectedAuthError(undefined)).toBe(false);
    expect(isExpectedAuthError(42)).toBe(false);
    expect(isExpectedAuthError({ message: 7 })).toBe(false);
  });

  it('lists every SPEC §8 text', () => {
    expect(EXPECTED_AUTH_ERRORS).toContain('Incorrect username or password.');
    expect(EXPECTED_AUTH_ERRORS).toHaveLength(25);
  });
});
