/**
 * Checks the auth forms run before calling the server (the server checks again). E-mail follows
 * SPEC §5 (trimmed; a local part, '@', a domain with a top-level part of at least 2 letters, or a
 * bracketed IP); passwords need 8 characters and no composition rules, as the server's policy.
 * Results are i18n keys of the `auth` catalogue.
 */

/** Minimum password length (the server refuses shorter ones with 'Password not long enough'). */
export const MIN_PASSWORD_LENGTH = 8;
/** The e-mailed codes are 6 digits. */
export const CODE_LENGTH = 6;

const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[a-z]{2,}$/iu;
const EMAIL_IP = /^[^\s@]+@\[(?:\d{1,3}\.){3}\d{1,3}\]$/u;

/** SPEC §5's e-mail rule: an empty value passes; a malformed one gives invalid-email-address-message. */
export function emailFormatError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return EMAIL.test(trimmed) || EMAIL_IP.test(trimmed) ? null : 'auth:validation.invalid-email-address-message';
}

/** A required e-mail: empty gives the required key, else SPEC §5's rule. */
export function requiredEmailError(value: string): string | null {
  return value.trim() === '' ? 'auth:validation.emailRequired' : emailFormatError(value);
}

/** A password being typed to sign in or confirm: only required. */
export function requiredPasswordError(value: string): string | null {
  return value === '' ? 'auth:validation.passwordRequired' : null;
}

/** A new password: required and at least 8 characters. */
export function newPasswordError(value: string): string | null {
  if (value === '') return 'auth:validation.passwordRequired';
  return [...value].length < MIN_PASSWORD_LENGTH ? 'auth:errors.passwordTooShort' : null;
}

/** The e-mailed code: 6 digits, spaces ignored. */
export function codeError(value: string): string | null {
  const digits = value.replace(/\s+/gu, '');
  if (digits === '') return 'auth:validation.codeRequired';
  return new RegExp(`^\\d{${CODE_LENGTH}}$`, 'u').test(digits) ? null : 'auth:validation.codeFormat';
}

/** A required free-text field (names). */
export function requiredTextError(value: string): string | null {
  return value.trim() === '' ? 'auth:validation.required' : null;
}

/** Longest first or last name, in characters (code points), after trimming. */
export const NAME_MAX_LENGTH = 60;
/** Longest company name (a dealer's display name). */
export const COMPANY_NAME_MAX_LENGTH = 120;

/** Which name: its maximum length and the key that says so. */
const NAME_KINDS = {
  person: { max: NAME_MAX_LENGTH, tooLong: 'auth:validation.nameTooLong' },
  company: { max: COMPANY_NAME_MAX_LENGTH, tooLong: 'auth:validation.companyNameTooLong' },
} as const;

/** A person's name or a company name. */
export type NameKind = keyof typeof NAME_KINDS;

// C0 and C1 controls, and the bidirectional marks, overrides and isolates that make a name display
// as something else ('\u202e' reverses what follows).
// eslint-disable-next-line no-control-regex
const NAME_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// Names are shown in pages, e-mails and the team list: escaping keeps markup harmless there, but a
// name with tags in it is never a name, and refusing it keeps it out of every other reader too.
const NAME_MARKUP = /[<>]/u;

/**
 * The rule for person and company names, on the client and the server alike (the server imports
 * it): an empty value passes (required is checked apart), then control characters, markup, length.
 * The result is an i18n key of the `auth` catalogue.
 */
export function nameError(value: string, kind: NameKind = 'person'): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (NAME_CONTROL.test(trimmed)) return 'auth:validation.nameControl';
  if (NAME_MARKUP.test(trimmed)) return 'auth:validation.nameMarkup';
  const { max, tooLong } = NAME_KINDS[kind];
  return [...trimmed].length > max ? tooLong : null;
}

/** A person's name (optional). */
export function personNameError(value: string): string | null {
  return nameError(value, 'person');
}

/** A dealer's company name: required, then the name rule. */
export function companyNameError(value: string): string | null {
  return requiredTextError(value) ?? nameError(value, 'company');
}

/** Field name -> error key, only for fields with a problem. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Runs one check per field; the fields without a problem are left out. */
export function collectErrors<F extends string>(
  values: Readonly<Record<F, string>>,
  checks: Readonly<Partial<Record<F, (value: string) => string | null>>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const problem = checks[field]?.(values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}
