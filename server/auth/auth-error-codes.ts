/**
 * The expected authentication errors of SPEC §8, one code each. The same code travels as
 * extensions.code of a GraphQL error and as the `error` query parameter of next-auth's sign-in
 * url, with the SPEC's exact message and an i18n key for the translated text.
 *
 * Pure data and one class: nothing here imports server code, so the table can move to lib/ when
 * the client wants it (it has to mirror it until then; docs/auth.md lists it).
 */

/** The codes, as clients see them. */
export type AuthErrorCode =
  | 'USERNAME_EXISTS'
  | 'USER_NOT_CONFIRMED'
  | 'ALREADY_CONFIRMED'
  | 'CODE_MISMATCH'
  | 'CODE_EXPIRED'
  | 'INCORRECT_CREDENTIALS'
  | 'LIMIT_EXCEEDED'
  | 'PASSWORD_ATTEMPTS_EXCEEDED'
  | 'PASSWORD_RESET_REQUIRED'
  | 'INVALID_PASSWORD'
  | 'UNAUTHENTICATED';

/** Why a password was refused (INVALID_PASSWORD). */
export type PasswordProblem = 'tooShort' | 'tooCommon' | 'tooLong';

/**
 * Why an attempt was refused before it was evaluated (PASSWORD_ATTEMPTS_EXCEEDED, LIMIT_EXCEEDED):
 * `challengeRequired` — solve a proof-of-work challenge (GraphQL `authChallenge`) and send the
 * attempt again with it; `codeExhausted` — the e-mailed code took all its guesses, ask for a new one.
 */
export type ThrottleReason = 'challengeRequired' | 'codeExhausted';

/** The i18n keys of the throttle reasons that say more than their code's. */
export const THROTTLE_REASON_KEYS: Readonly<Partial<Record<ThrottleReason, string>>> = {
  codeExhausted: 'auth:errors.codeAttemptsExhausted',
};

/** Message, extensions.status and i18n key of one code. */
export interface AuthErrorInfo {
  message: string;
  status: number;
  i18nKey: string;
}

/** Every code with its SPEC §8 message (verbatim where the SPEC gives one). */
export const AUTH_ERRORS: Readonly<Record<AuthErrorCode, AuthErrorInfo>> = {
  USERNAME_EXISTS: {
    message: 'PreSignUp failed with error username already exists.',
    status: 409,
    i18nKey: 'auth:errors.usernameExists',
  },
  USER_NOT_CONFIRMED: { message: 'User is not confirmed.', status: 403, i18nKey: 'auth:errors.userNotConfirmed' },
  ALREADY_CONFIRMED: {
    message: 'User cannot be confirmed. Current status is CONFIRMED',
    status: 409,
    i18nKey: 'auth:errors.alreadyConfirmed',
  },
  CODE_MISMATCH: {
    message: 'Invalid verification code provided, please try again.',
    status: 400,
    i18nKey: 'auth:errors.codeMismatch',
  },
  CODE_EXPIRED: {
    message: 'Invalid code provided, please request a code again.',
    status: 400,
    i18nKey: 'auth:errors.codeExpired',
  },
  INCORRECT_CREDENTIALS: {
    message: 'Incorrect username or password.',
    status: 400,
    i18nKey: 'auth:errors.incorrectCredentials',
  },
  LIMIT_EXCEEDED: {
    message: 'Attempt limit exceeded, please try after some time.',
    status: 429,
    i18nKey: 'auth:errors.limitExceeded',
  },
  PASSWORD_ATTEMPTS_EXCEEDED: {
    message: 'Password attempts exceeded',
    status: 429,
    i18nKey: 'auth:errors.passwordAttemptsExceeded',
  },
  PASSWORD_RESET_REQUIRED: {
    message: 'Password reset required for the user',
    status: 400,
    i18nKey: 'auth:errors.passwordResetRequired',
  },
  INVALID_PASSWORD: {
    message: 'Password did not conform with policy: Password not long enough',
    status: 400,
    i18nKey: 'auth:errors.passwordTooShort',
  },
  UNAUTHENTICATED: { message: 'authentication required', status: 401, i18nKey: 'auth:errors.authenticationRequired' },
};

/** INVALID_PASSWORD says which rule failed; 'not long enough' is the SPEC's text, the others follow its pattern. */
export const PASSWORD_PROBLEMS: Readonly<Record<PasswordProblem, Omit<AuthErrorInfo, 'status'>>> = {
  tooShort: {
    message: 'Password did not conform with policy: Password not long enough',
    i18nKey: 'auth:errors.passwordTooShort',
  },
  tooCommon: {
    message: 'Password did not conform with policy: Password is too common',
    i18nKey: 'auth:errors.passwordTooCommon',
  },
  tooLong: {
    message: 'Password did not conform with policy: Password too long',
    i18nKey: 'auth:errors.passwordTooLong',
  },
};

/** An expected authentication failure, thrown by the account services. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly status: number;
  readonly i18nKey: string;
  /** For INVALID_PASSWORD: which rule failed. */
  readonly problem?: PasswordProblem;
  /** extensions.reason: the password problem or the throttle reason. */
  readonly reason?: PasswordProblem | ThrottleReason;

  constructor(code: AuthErrorCode, reason?: PasswordProblem | ThrottleReason) {
    const info = AUTH_ERRORS[code];
    const problem =
      code === 'INVALID_PASSWORD' && reason && reason in PASSWORD_PROBLEMS ? (reason as PasswordProblem) : undefined;
    const detail = problem ? PASSWORD_PROBLEMS[problem] : undefined;
    super(detail?.message ?? info.message);
    this.name = 'AuthError';
    this.code = code;
    this.status = info.status;
    this.i18nKey =
      detail?.i18nKey ?? (reason ? THROTTLE_REASON_KEYS[reason as ThrottleReason] : undefined) ?? info.i18nKey;
    if (problem) this.problem = problem;
    if (reason) this.reason = reason;
  }
}
