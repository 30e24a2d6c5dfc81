/**
 * Password lifecycle and the signed-in user's own account: forgot password (code by e-mail, then a
 * new password), change password, delete account, and the profile behind GraphQL `me`.
 */
import { eq } from 'drizzle-orm';
import { AuthError } from '@/server/auth/auth-error-codes';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '@/server/auth/passwords';
import { mainAccountOf, revokeUserSessions } from '@/server/auth/session-tokens';
import { guardedAttempt, guardedMail } from '@/server/auth/attempt-gate';
import type { ChallengeProof } from '@/server/auth/challenge';
import { clearAccount } from '@/server/auth/throttle';
import { checkCode, issueCode } from '@/server/auth/verification-codes';
import { adverts } from '@/server/db/schema/adverts';
import { users } from '@/server/db/schema/users';
import { passwordResetCodeMail } from '@/server/mail/templates';
import { refreshFacetCounts } from './facet-counts';
import { codeFailure, deliveryTo, findUserByEmail, type UserRow } from './accounts';
import type { AccountsDeps, AuthenticatedCaller, CodeDeliveryDetails, MeDto } from './accounts.types';
import { releaseInvitation } from './invitations';

/**
 * Mails a password reset code. Unknown e-mails get the same answer and no mail (no account
 * enumeration); both pass the mail gate (free mails, then a challenge and a steep delay).
 */
export async function forgotPassword(
  deps: AccountsDeps,
  input: { email: string; challenge?: ChallengeProof | undefined },
): Promise<CodeDeliveryDetails> {
  return guardedMail(deps, input.email, input.challenge, async () => {
    const user = await findUserByEmail(deps.db, input.email);
    if (user) {
      const code = await issueCode(deps.db, deps.config.secret, user.id, 'reset_password', deps.config.now());
      await deps.mailer.send({
        to: user.email,
        ...passwordResetCodeMail({ name: user.givenName ?? user.displayName, code }),
      });
    }
    return { kind: 'success', value: deliveryTo(input.email) };
  });
}

/**
 * Sets a new password with a reset code. The policy is checked first, so a refused password does
 * not cost a guess. Proving the mailbox also confirms an unconfirmed account — a pending team
 * invitation as a clean private account, never into the team (only accepting the invitation does
 * that) — forgets the sign-in failures, and ends every session.
 */
export async function confirmForgotPassword(
  deps: AccountsDeps,
  input: { email: string; code: string; newPassword: string; challenge?: ChallengeProof | undefined },
): Promise<{ ok: true }> {
  assertPasswordPolicy(input.newPassword);
  const user = await guardedAttempt(deps, 'verify_code', input.email, input.challenge, async () => {
    const found = await findUserByEmail(deps.db, input.email);
    // An unknown e-mail has no live code, like a known one whose code is gone: same answer, same count.
    const result = found
      ? await checkCode(deps.db, deps.config.secret, found.id, 'reset_password', input.code, deps.config.now())
      : 'expired';
    if (result !== 'ok' || !found) return { kind: 'failure', error: codeFailure(result === 'ok' ? 'expired' : result) };
    return { kind: 'success', value: found };
  });
  const now = deps.config.now();
  await releaseInvitation(deps.db, user, now);
  await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      ...(user.accountStatus === 'unconfirmed' ? { accountStatus: 'active' as const } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(deps.db, user.id, now);
  await clearAccount(deps.db, 'sign_in', input.email);
  return { ok: true };
}

async function requireUser(deps: AccountsDeps, caller: AuthenticatedCaller): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, caller.userId));
  // A valid token of a deleted account: the session is over.
  if (!user) throw new AuthError('UNAUTHENTICATED');
  return user;
}

/** Checks the caller's current password, behind the same gate as a sign-in attempt. */
async function assertOwnPassword(
  deps: AccountsDeps,
  user: UserRow,
  password: string,
  challenge: ChallengeProof | undefined,
): Promise<void> {
  await guardedAttempt(deps, 'sign_in', user.email, challenge, async () =>
    (await verifyPassword(user.passwordHash, password))
      ? { kind: 'success', value: undefined }
      : { kind: 'failure', error: new AuthError('INCORRECT_CREDENTIALS') },
  );
}

/** Changes the caller's password; every other session of the user ends. */
export async function changePassword(
  deps: AccountsDeps,
  caller: AuthenticatedCaller,
  input: { oldPassword: string; newPassword: string; challenge?: ChallengeProof | undefined },
): Promise<{ ok: true; revokedSessions: number }> {
  const user = await requireUser(deps, caller);
  await assertOwnPassword(deps, user, input.oldPassword, input.challenge);
  assertPasswordPolicy(input.newPassword);
  const now = deps.config.now();
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: now })
    .where(eq(users.id, user.id));
  const revokedSessions = await revokeUserSessions(deps.db, user.id, now, caller.sessionId);
  return { ok: true, revokedSessions };
}

/**
 * Deletes the caller's account after checking its password: its adverts (and their photos), codes,
 * sessions and team links go with it.
 */
export async function deleteAccount(
  deps: AccountsDeps,
  caller: AuthenticatedCaller,
  input: { password: string; challenge?: ChallengeProof | undefined },
): Promise<{ userUUID: string; deleted: true }> {
  const user = await requireUser(deps, caller);
  await assertOwnPassword(deps, user, input.password, input.challenge);
  const removedActive = await deps.db.transaction(async (tx) => {
    const removed = await tx.delete(adverts).where(eq(adverts.userId, user.id)).returning({ status: adverts.status });
    await tx.delete(users).where(eq(users.id, user.id));
    return removed.some((advert) => advert.status === 'active');
  });
  // The listing counts include active adverts: they must not count the deleted ones.
  if (removedActive) await refreshFacetCounts(deps.db);
  await clearAccount(deps.db, 'sign_in', user.email);
  return { userUUID: user.id, deleted: true };
}

/** The caller's profile and team membership. */
export async function getMe(
  deps: Pick<AccountsDeps, 'db'>,
  caller: Pick<AuthenticatedCaller, 'userId'>,
): Promise<MeDto> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw new AuthError('UNAUTHENTICATED');
  const main = await mainAccountOf(deps.db, user.id);
  return {
    userUUID: user.id,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    displayName: user.displayName,
    userType: user.userType,
    accountStatus: user.accountStatus,
    suspendReason: user.suspendReason,
    companyName: user.companyName,
    phone: user.phone,
    multiUser: main ? { isMainAccount: main === user.id, mainAccountUUID: main } : null,
    createdAt: user.createdAt.toISOString(),
    staff: user.staff,
  };
}
