/**
 * Accounts: sign-up with an e-mailed confirmation code, resending the code, and the password
 * check behind next-auth's credentials sign-in. Failures are AuthErrors with the SPEC §8 texts;
 * password and code checks pass the attempt gate (server/auth/attempt-gate.ts: never a lock, a
 * proof-of-work challenge past the free attempts), and so do code mails (guardedMail: free mails,
 * then a challenge and a steep delay; nobody is locked out).
 */
import { eq } from 'drizzle-orm';
import { AuthError } from '@/server/auth/auth-error-codes';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '@/server/auth/passwords';
import { guardedAttempt, guardedMail } from '@/server/auth/attempt-gate';
import type { ChallengeProof } from '@/server/auth/challenge';
import { checkCode, type CodeCheck, hasLiveCode, issueCode } from '@/server/auth/verification-codes';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/users';
import { confirmationCodeMail } from '@/server/mail/templates';
import type { SignUpInput } from './accounts.inputs';
import type { AccountsDeps, CodeDeliveryDetails, SignUpResult } from './accounts.types';
import { cleanAccountFields, isPendingInvitation, releaseInvitation } from './invitations';

/** A user row. */
export type UserRow = typeof users.$inferSelect;

/** 'maria@volan.ro' → 'm***@v***.ro' */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.charAt(0)}***@${host.charAt(0)}***${tld}`;
}

/** How a code was delivered to `email`. */
export function deliveryTo(email: string): CodeDeliveryDetails {
  return { destination: maskEmail(email), deliveryMedium: 'EMAIL', attributeName: 'email' };
}

/** The user with this (already lower-cased) e-mail. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** What the throttled checks need. */
export type ThrottleDeps = Pick<AccountsDeps, 'db' | 'config' | 'address'>;

/** The answer to a code that did not pass: a burnt code is SPEC's 'Attempt limit exceeded' (ask for a new one). */
export function codeFailure(result: Exclude<CodeCheck, 'ok'>): AuthError {
  if (result === 'mismatch') return new AuthError('CODE_MISMATCH');
  if (result === 'exhausted') return new AuthError('LIMIT_EXCEEDED', 'codeExhausted');
  return new AuthError('CODE_EXPIRED');
}

/** Mails a fresh confirmation code (the caller passes the mail gate). */
async function sendConfirmationCode(deps: AccountsDeps, user: UserRow): Promise<void> {
  const code = await issueCode(deps.db, deps.config.secret, user.id, 'confirm_sign_up', deps.config.now());
  await deps.mailer.send({
    to: user.email,
    ...confirmationCodeMail({ name: user.givenName ?? user.displayName, code }),
  });
}

function displayNameOf(input: SignUpInput): string {
  if (input.userType === 'PROFESSIONAL' && input.companyName) return input.companyName;
  const name = [input.givenName, input.familyName].filter(Boolean).join(' ');
  return name || (input.email.split('@')[0] ?? input.email);
}

/**
 * Creates an unconfirmed account and mails its confirmation code. An existing e-mail is
 * USERNAME_EXISTS, except an unconfirmed account whose code has died: that sign-up (or team
 * invitation) was abandoned, and the address belongs to whoever can read its mail now — as a clean
 * private account, with nothing of the earlier sign-up or of the inviting dealer (no team link).
 */
export async function signUp(deps: AccountsDeps, input: SignUpInput): Promise<SignUpResult> {
  assertPasswordPolicy(input.password);
  const now = deps.config.now();
  const existing = await findUserByEmail(deps.db, input.email);
  if (
    existing &&
    (existing.accountStatus !== 'unconfirmed' || (await hasLiveCode(deps.db, existing.id, 'confirm_sign_up', now)))
  ) {
    throw new AuthError('USERNAME_EXISTS');
  }
  return guardedMail(deps, input.email, input.challenge, async () => {
    const result = await createUnconfirmed(deps, input, existing, now);
    return { kind: 'success', value: result };
  });
}

async function createUnconfirmed(
  deps: AccountsDeps,
  input: SignUpInput,
  existing: UserRow | undefined,
  now: Date,
): Promise<SignUpResult> {
  if (existing) await releaseInvitation(deps.db, existing, now);
  const profile = {
    ...cleanAccountFields(input.email),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    givenName: input.givenName ?? null,
    familyName: input.familyName ?? null,
    displayName: displayNameOf(input),
    userType: input.userType === 'PROFESSIONAL' ? ('professional' as const) : ('private' as const),
    companyName: input.userType === 'PROFESSIONAL' ? (input.companyName ?? null) : null,
    accountStatus: 'unconfirmed' as const,
    updatedAt: now,
  };
  const [user] = existing
    ? await deps.db.update(users).set(profile).where(eq(users.id, existing.id)).returning()
    : await deps.db
        .insert(users)
        .values({ ...profile, createdAt: now })
        .returning();
  if (!user) throw new Error('sign-up wrote no user row');
  await sendConfirmationCode(deps, user);
  return { userUUID: user.id, userConfirmed: false, codeDeliveryDetails: deliveryTo(user.email) };
}

/** Confirms a sign-up with its code; the account becomes active. */
export async function confirmSignUp(
  deps: AccountsDeps,
  input: { email: string; code: string; challenge?: ChallengeProof | undefined },
): Promise<{ userUUID: string; confirmed: true }> {
  return guardedAttempt(deps, 'verify_code', input.email, input.challenge, async () => {
    const user = await findUserByEmail(deps.db, input.email);
    if (user && user.accountStatus !== 'unconfirmed')
      return { kind: 'refused', error: new AuthError('ALREADY_CONFIRMED') };
    // An unknown e-mail has no live code, like an account whose code is gone: same answer, same count.
    // Nor has a pending team invitation: its code is accepted only on its own page (acceptTeamInvitation).
    const confirmable = user !== undefined && !(await isPendingInvitation(deps.db, user));
    const result = confirmable
      ? await checkCode(deps.db, deps.config.secret, user.id, 'confirm_sign_up', input.code, deps.config.now())
      : 'expired';
    if (result !== 'ok' || !user) return { kind: 'failure', error: codeFailure(result === 'ok' ? 'expired' : result) };
    await deps.db
      .update(users)
      .set({ accountStatus: 'active', updatedAt: deps.config.now() })
      .where(eq(users.id, user.id));
    return { kind: 'success', value: { userUUID: user.id, confirmed: true as const } };
  });
}

/**
 * Mails a new confirmation code. Unknown e-mails get the same answer without a mail (no account
 * enumeration), and so does a pending team invitation (a sign-up code would replace the invitation's
 * and confirm the account into the team); a confirmed account is ALREADY_CONFIRMED.
 */
export async function resendSignUpCode(
  deps: AccountsDeps,
  input: { email: string; challenge?: ChallengeProof | undefined },
): Promise<CodeDeliveryDetails> {
  return guardedMail(deps, input.email, input.challenge, async () => {
    const user = await findUserByEmail(deps.db, input.email);
    if (user && user.accountStatus !== 'unconfirmed')
      return { kind: 'refused', error: new AuthError('ALREADY_CONFIRMED') };
    if (user && !(await isPendingInvitation(deps.db, user))) await sendConfirmationCode(deps, user);
    return { kind: 'success', value: deliveryTo(input.email) };
  });
}

/**
 * The credentials check of sign-in: the user when e-mail and password match and the account is
 * confirmed. Wrong passwords count; past the free ones the attempt needs a solved challenge
 * (PASSWORD_ATTEMPTS_EXCEEDED with reason challengeRequired until it has one). An account that
 * never had a password (seeded sellers) is PASSWORD_RESET_REQUIRED: forgot-password gives it one.
 */
export async function signInWithPassword(
  deps: ThrottleDeps,
  input: { email: string; password: string; challenge?: ChallengeProof | undefined },
): Promise<UserRow> {
  return guardedAttempt(deps, 'sign_in', input.email, input.challenge, async () => {
    const user = await findUserByEmail(deps.db, input.email);
    const matches = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !matches) {
      return {
        kind: 'failure',
        error: new AuthError(user && !user.passwordHash ? 'PASSWORD_RESET_REQUIRED' : 'INCORRECT_CREDENTIALS'),
      };
    }
    // A right password is no guess to count, but an unconfirmed account does not sign in.
    if (user.accountStatus === 'unconfirmed') return { kind: 'refused', error: new AuthError('USER_NOT_CONFIRMED') };
    return { kind: 'success', value: user };
  });
}
