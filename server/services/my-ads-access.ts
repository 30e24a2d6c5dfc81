/**
 * Whose adverts a caller manages (SPEC §6): a single user or a main account its own; a dealer's
 * sub-user the main account's, with the section's right (ads for the lists and transitions,
 * statistics for the dashboard). The rights are read from user_links on every call, so a change by
 * the main account applies at once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { userLinks } from '@/server/db/schema/users';
import { UserInputError } from './ads.types';

/** The section a call needs. */
export type MyAdsSection = 'ads' | 'statistics';

/** A sub-user without the section's right (the resolvers answer FORBIDDEN 403). */
export class MyAdsForbiddenError extends Error {
  constructor(readonly section: MyAdsSection) {
    super(`The ${section} right is needed.`);
    this.name = 'MyAdsForbiddenError';
  }
}

/** The account whose adverts `userId` manages, or MyAdsForbiddenError. */
export async function adsAccountOf(db: Db, userId: string, section: MyAdsSection = 'ads'): Promise<string> {
  const [link] = await db
    .select({ main: userLinks.mainUserId, rights: userLinks.rights })
    .from(userLinks)
    .where(eq(userLinks.subUserId, userId))
    .limit(1);
  if (!link) return userId;
  if (link.rights[section] !== true) throw new MyAdsForbiddenError(section);
  return link.main;
}

/** Not mine, or no such advert or draft: answered alike (nobody learns what others have). */
export const unknownAd = () => new UserInputError('errors:myAds.unknown', 'No such advert among yours.', 'id');

/** The advert is not in a state the transition starts from. */
export const notAllowed = () =>
  new UserInputError('errors:myAds.notAllowed', 'This change is not possible in the advert’s current state.', 'id');

/** A cursor the list did not give. */
export const badCursor = () => new UserInputError('errors:myAds.badCursor', 'Invalid cursor.', 'after');
