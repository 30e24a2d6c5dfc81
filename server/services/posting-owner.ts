/**
 * Whose adverts a signed-in user posts and manages (SPEC §6 teams): their own, or — for a dealer's
 * sub-user with the 'ads' right — the main account's. A sub-user without the right cannot post.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { userLinks } from '@/server/db/schema/users';
import { UserInputError } from './ads.types';

/** The account the user posts for, or a refusal for a sub-user without the ads right. */
export async function postingOwnerOf(db: Db, user: { id: string }): Promise<string> {
  const [link] = await db
    .select({ main: userLinks.mainUserId, rights: userLinks.rights })
    .from(userLinks)
    .where(eq(userLinks.subUserId, user.id))
    .limit(1);
  if (!link) return user.id;
  if (link.rights['ads'] === true) return link.main;
  throw new UserInputError('posting:problems.noAdsRight', 'This team member may not manage adverts.');
}
