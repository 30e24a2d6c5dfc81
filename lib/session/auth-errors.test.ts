import {
  AuthFlowError,
  authErrorKey,
  authFlowError,
  describeAuthFailure,
  needsChallenge,
  signInPageError,
} from './auth-errors';

describe('auth error keys', () => {
  it.each<[string | null, unknown, string]>([
    ['INCORRECT_CREDENTIALS', undefined, 'auth:errors.incorrectCredentials'],
    ['LIMIT_EXCEEDED', undefined, 'auth:errors.limitExceeded'],
    ['LIMIT_EXCEEDED', 'challengeRequired', 'auth:errors.limitExceeded'],
    ['LIMIT_EXCEEDED', 'codeExhausted', 'auth:errors.codeAttemptsExhausted'],
    ['PASSWORD_ATTEMPTS_EXCEEDED', 'challengeRequired', 'auth:errors.passwordAttemptsExceeded'],
    ['INVALID_PASSWORD', 'tooCommon', 'auth:errors.passwordTooCommon'],
    ['INVALID_PASSWORD', 'nonsense', 'auth:errors.passwordTooShort'],
    ['SessionRequired', undefined, 'auth:errors.sessionRequired'],
    ['CredentialsSignin', undefined, 'auth:errors.incorrectCredentials'],
    ['NETWORK', undefined, 'auth:errors.network'],
    ['toString', undefined, 'auth:errors.unknown'],
    ['INTERNAL', undefined, 'auth:errors.unknown'],
    [null, undefined, 'auth:errors.unknown'],
  ])('%s (%s) → %s', (code, reason, key) => {
    expect(authErrorKey(code, reason)).toBe(key);
  });

  it('describes failures as plain data', () => {
    expect(describeAuthFailure(new AuthFlowError('CODE_MISMATCH', 'auth:errors.codeMismatch'))).toEqual({
      code: 'CODE_MISMATCH',
      i18nKey: 'auth:errors.codeMismatch',
    });
    expect(describeAuthFailure({ code: 'USER_NOT_CONFIRMED' })).toEqual({
      code: 'USER_NOT_CONFIRMED',
      i18nKey: 'auth:errors.userNotConfirmed',
    });
    expect(describeAuthFailure(new TypeError('Failed to fetch'))).toEqual({
      code: 'UNKNOWN',
      i18nKey: 'auth:errors.unknown',
    });
  });

  it('reads the error parameter of the sign-in page', () => {
    expect(signInPageError('SessionRequired')).toEqual({
      code: 'SessionRequired',
      i18nKey: 'auth:errors.sessionRequired',
    });
    expect(signInPageError(['LIMIT_EXCEEDED', 'x'])).toEqual({
      code: 'LIMIT_EXCEEDED',
      i18nKey: 'auth:errors.limitExceeded',
    });
    expect(signInPageError('')).toBeNull();
    expect(signInPageError(undefined)).toBeNull();
  });

  it('tells a challenge request from the other refusals', () => {
    expect(needsChallenge(authFlowError('PASSWORD_ATTEMPTS_EXCEEDED', 'challengeRequired'))).toBe(true);
    expect(
      needsChallenge({ code: 'LIMIT_EXCEEDED', i18nKey: 'auth:errors.limitExceeded', reason: 'challengeRequired' }),
    ).toBe(true);
    expect(needsChallenge(authFlowError('LIMIT_EXCEEDED', 'codeExhausted'))).toBe(false);
    expect(needsChallenge(authFlowError('LIMIT_EXCEEDED'))).toBe(false);
    expect(needsChallenge(null)).toBe(false);
  });
});
