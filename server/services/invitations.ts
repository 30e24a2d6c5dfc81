/**
 * What an invitation may and may not do to an account (issue 8). inviteTeamMember creates an
 * unconfirmed account linked to the dealer's team; only its owner's explicit acceptance
 * (acceptTeamInvitation, /multi-user/register with the invitation code) makes her a member. Any
 * other way she takes the address over — her own sign-up, a password reset — starts a clean
 * private account: the link, the invitation code and everything the dealer chose about her go.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { verificationCodes } from '@/server/db/schema/auth';
import { userLinks, users } from '@/server/db/schema/users';

/** The fields a clean private account starts with; the dealer's choices (type, company, city) are not among them. */
export function cleanAccountFields(email: string) {
  return {
    givenName: null,
    familyName: null,
    displayName: email.split('@')[0] ?? email,
    userType: 'private' as const,
    companyName: null,
    website: null,
    phone: null,
    cityId: null,
    suspendReason: null,
  };
}

/** True when the account is an invitation nobody has accepted: unconfirmed and linked into a team. */
export async function isPendingInvitation(db: Db, user: { id: string; accountStatus: string }): Promise<boolean> {
  if (user.accountStatus !== 'unconfirmed') return false;
  const [link] = await db
    .select({ main: userLinks.mainUserId })
    .from(userLinks)
    .where(eq(userLinks.subUserId, user.id))
    .limit(1);
  return link !== undefined;
}

/**
 * Unbinds an unconfirmed account from any team it was invited into: the link and the invitation
 * code go, and the profile is reset to a clean private account. Nothing happens to an account
 * that is not unconfirmed (an accepted member stays in her team).
 */
export async function releaseInvitation(
  db: Db,
  user: { id: string; email: string; accountStatus: string },
  now: Date,
): Promise<void> {
  if (user.accountStatus !== 'unconfirmed') return;
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userLinks)
      .where(eq(userLinks.subUserId, user.id))
      .returning({ main: userLinks.mainUserId });
    if (removed.length === 0) return;
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'confirm_sign_up')));
    await tx
      .update(users)
      .set({ ...cleanAccountFields(user.email), updatedAt: now })
      .where(eq(users.id, user.id));
  });
}
