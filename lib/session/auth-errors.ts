/**
 * The expected authentication errors of SPEC §8 as the screens show them. The server names each
 * failure with a code (extensions.code of a GraphQL error, or the `error` parameter of next-auth's
 * sign-in url); this maps a code to its i18n key in the `auth` catalogue. It mirrors
 * server/auth/auth-error-codes.ts, which client code may not import
 * (server/page/session-contract.test.ts fails when the two drift apart).
 */

/** Every code the server sends, with the i18n key of its translated message. */
export const AUTH_ERROR_KEYS = {
  USERNAME_EXISTS: 'auth:errors.usernameExists',
  USER_NOT_CONFIRMED: 'auth:errors.userNotConfirmed',
  ALREADY_CONFIRMED: 'auth:errors.alreadyConfirmed',
  CODE_MISMATCH: 'auth:errors.codeMismatch',
  CODE_EXPIRED: 'auth:errors.codeExpired',
  INCORRECT_CREDENTIALS: 'auth:errors.incorrectCredentials',
  LIMIT_EXCEEDED: 'auth:errors.limitExceeded',
  PASSWORD_ATTEMPTS_EXCEEDED: 'auth:errors.passwordAttemptsExceeded',
  PASSWORD_RESET_REQUIRED: 'auth:errors.passwordResetRequired',
  INVALID_PASSWORD: 'auth:errors.passwordTooShort',
  UNAUTHENTICATED: 'auth:errors.authenticationRequired',
} as const;

/** A code of the server's expected authentication errors. */
export type AuthErrorCode = keyof typeof AUTH_ERROR_KEYS;

/** INVALID_PASSWORD's reasons (extensions.reason) and their keys. */
export const PASSWORD_PROBLEM_KEYS = {
  tooShort: 'auth:errors.passwordTooShort',
  tooCommon: 'auth:errors.passwordTooCommon',
  tooLong: 'auth:errors.passwordTooLong',
} as const;

/**
 * Throttle reasons (extensions.reason of PASSWORD_ATTEMPTS_EXCEEDED and LIMIT_EXCEEDED) with a text
 * of their own: a code that took all its guesses is burnt, the user asks for a new one.
 */
export const THROTTLE_REASON_KEYS = {
  codeExhausted: 'auth:errors.codeAttemptsExhausted',
} as const;

/** The reason that asks the client to solve a proof-of-work challenge and send the attempt again. */
export const CHALLENGE_REQUIRED = 'challengeRequired';

/** Codes the client itself uses besides the server's. */
export const CLIENT_ERROR_KEYS = {
  /** next-auth sends a user here when a screen requires a session (SPEC §2.4). */
  SessionRequired: 'auth:errors.sessionRequired',
  /** next-auth's generic credentials failure. */
  CredentialsSignin: 'auth:errors.incorrectCredentials',
  /** The auth service or GraphQL could not be reached. */
  NETWORK: 'auth:errors.network',
  /** A main account acting for a team member tried to change or delete the member's account. */
  IMPERSONATING: 'auth:errors.impersonating',
  /** Input the server refused as malformed. */
  BAD_USER_INPUT: 'auth:errors.invalidInput',
  /** Anything else. */
  UNKNOWN: 'auth:errors.unknown',
} as const;

/** True for a code of the server's table. */
export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(AUTH_ERROR_KEYS, value);
}

/** A failure of an auth call, reduced to what a screen needs: a code and the i18n key to show. */
export class AuthFlowError extends Error {
  readonly code: string;
  readonly i18nKey: string;
  /** extensions.reason when the server gave one (a password problem, a throttle reason). */
  readonly reason?: string;

  constructor(code: string, i18nKey: string, message: string = code, reason?: string) {
    super(message);
    this.name = 'AuthFlowError';
    this.code = code;
    this.i18nKey = i18nKey;
    if (reason !== undefined) this.reason = reason;
  }
}

/** The i18n key of a code (server or client), or the unknown-error key. */
export function authErrorKey(code: string | null | undefined, reason?: unknown): string {
  if (
    code === 'INVALID_PASSWORD' &&
    typeof reason === 'string' &&
    Object.prototype.hasOwnProperty.call(PASSWORD_PROBLEM_KEYS, reason)
  ) {
    return PASSWORD_PROBLEM_KEYS[reason as keyof typeof PASSWORD_PROBLEM_KEYS];
  }
  if (
    code === 'LIMIT_EXCEEDED' &&
    typeof reason === 'string' &&
    Object.prototype.hasOwnProperty.call(THROTTLE_REASON_KEYS, reason)
  ) {
    return THROTTLE_REASON_KEYS[reason as keyof typeof THROTTLE_REASON_KEYS];
  }
  if (isAuthErrorCode(code)) return AUTH_ERROR_KEYS[code];
  if (code && Object.prototype.hasOwnProperty.call(CLIENT_ERROR_KEYS, code))
    return CLIENT_ERROR_KEYS[code as keyof typeof CLIENT_ERROR_KEYS];
  return CLIENT_ERROR_KEYS.UNKNOWN;
}

/** An AuthFlowError for a code. */
export function authFlowError(code: string, reason?: unknown, message?: string): AuthFlowError {
  return new AuthFlowError(code, authErrorKey(code, reason), message, typeof reason === 'string' ? reason : undefined);
}

/**
 * True when the server refused the attempt until a proof-of-work challenge is solved (plain
 * data works too, so model fixtures can carry it).
 */
export function needsChallenge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { reason?: unknown }).reason === CHALLENGE_REQUIRED;
}

/**
 * What a machine keeps of a failed call: its code and i18n key. Anything that is not an
 * AuthFlowError-like object counts as UNKNOWN (plain data, so model fixtures can carry it).
 */
export function describeAuthFailure(error: unknown): { code: string; i18nKey: string } {
  if (typeof error === 'object' && error !== null) {
    const { code, i18nKey } = error as { code?: unknown; i18nKey?: unknown };
    if (typeof code === 'string' && typeof i18nKey === 'string') return { code, i18nKey };
    if (typeof code === 'string') return { code, i18nKey: authErrorKey(code) };
  }
  return { code: 'UNKNOWN', i18nKey: CLIENT_ERROR_KEYS.UNKNOWN };
}

/** The code and key of the `error` parameter the sign-in page was opened with; null for none. */
export function signInPageError(value: unknown): { code: string; i18nKey: string } | null {
  const code: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof code !== 'string' || code === '') return null;
  return { code, i18nKey: authErrorKey(code) };
}

/**
 * A failure of a call that checks the signed-in user's own password (change password, delete
 * account): 'Incorrect username or password.' there means the password typed is wrong.
 */
export function describePasswordCheckFailure(error: unknown): { code: string; i18nKey: string } {
  const failure = describeAuthFailure(error);
  return failure.code === 'INCORRECT_CREDENTIALS'
    ? { code: failure.code, i18nKey: 'auth:errors.wrongPassword' }
    : failure;
}
