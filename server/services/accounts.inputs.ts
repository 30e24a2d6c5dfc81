/**
 * zod schemas of every account input (GraphQL mutations and the credentials sign-in). Passwords
 * are only bounded here: the policy (length, common passwords) answers with its own SPEC §8
 * messages in the service.
 */
import { z } from 'zod';
import { COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH, nameError, type NameKind } from '@/lib/session/auth-validation';
import { PASSWORD_MAX_LENGTH } from '@/server/auth/passwords';

/** Trimmed, lower-cased, valid e-mail (SPEC §5), at most 254 characters. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Invalid e-mail address.' }));

// Four bytes per code point at most: a longer string cannot be within the policy's maximum.
const passwordSchema = z.string().max(PASSWORD_MAX_LENGTH * 4, { message: 'Password too long.' });

/** A 6-digit code; spaces users type around or inside it are dropped. */
export const codeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'The code has 6 digits.' }));

/** The English message of each name problem (the i18n key travels in the issue's params). */
const NAME_MESSAGES: Readonly<Record<string, string>> = {
  'auth:validation.nameControl': 'Control characters are not allowed.',
  'auth:validation.nameMarkup': 'Markup (< or >) is not allowed.',
  'auth:validation.nameTooLong': `At most ${NAME_MAX_LENGTH} characters.`,
  'auth:validation.companyNameTooLong': `At most ${COMPANY_NAME_MAX_LENGTH} characters.`,
};

/**
 * A name, checked with the client's rule (lib/session/auth-validation.ts): the problem's i18n key
 * rides in params.i18nKey, so BAD_USER_INPUT names the field and says what is wrong with it.
 */
const nameSchema = (kind: NameKind) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const key = nameError(value, kind);
      if (key)
        ctx.addIssue({ code: 'custom', message: NAME_MESSAGES[key] ?? 'Invalid name.', params: { i18nKey: key } });
    })
    .transform((value) => (value === '' ? null : value));

/**
 * A solved proof-of-work challenge sent with an attempt past the free ones (GraphQL
 * `ChallengeProofInput`); absent or null otherwise.
 */
export const challengeProofSchema = z
  .object({ token: z.string().min(1).max(1000), counter: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .nullish()
  .transform((proof) => proof ?? undefined)
  .optional();

/** signUp */
export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  givenName: nameSchema('person').nullish(),
  familyName: nameSchema('person').nullish(),
  userType: z.enum(['PRIVATE', 'PROFESSIONAL']).nullish(),
  companyName: nameSchema('company').nullish(),
  challenge: challengeProofSchema,
});
/** Parsed signUp input. */
export type SignUpInput = z.output<typeof signUpSchema>;

/** authChallenge */
export const authChallengeSchema = z.object({
  purpose: z.enum(['SIGN_IN', 'VERIFY_CODE', 'SEND_CODE']),
  email: emailSchema,
});

/** confirmSignUp */
export const confirmSignUpSchema = z.object({ email: emailSchema, code: codeSchema, challenge: challengeProofSchema });
/** resendSignUpCode, forgotPassword */
export const emailOnlySchema = z.object({ email: emailSchema, challenge: challengeProofSchema });
/** confirmForgotPassword */
export const confirmForgotPasswordSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  newPassword: passwordSchema,
  challenge: challengeProofSchema,
});
/** changePassword */
export const changePasswordSchema = z.object({
  oldPassword: passwordSchema,
  newPassword: passwordSchema,
  challenge: challengeProofSchema,
});
/** deleteAccount */
export const deleteAccountSchema = z.object({ password: passwordSchema, challenge: challengeProofSchema });

// Form fields arrive as strings; an empty one is an absent one.
const formToken = z
  .string()
  .max(1000)
  .optional()
  .transform((value) => value || undefined);
const formCounter = z
  .string()
  .regex(/^\d{0,15}$/)
  .optional()
  .transform((value) => (value ? Number(value) : undefined));

/**
 * The credentials provider's fields (the rest of the form body is next-auth's): e-mail, password
 * and, past the free attempts, the solved challenge as `challengeToken` and `challengeCounter`.
 */
export const credentialsSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema.min(1),
    challengeToken: formToken,
    challengeCounter: formCounter,
  })
  .transform(({ challengeToken, challengeCounter, ...rest }) => ({
    ...rest,
    challenge:
      challengeToken && challengeCounter !== undefined
        ? { token: challengeToken, counter: challengeCounter }
        : undefined,
  }));
