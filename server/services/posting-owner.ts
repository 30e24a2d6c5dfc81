/**
 * Whose adverts a signed-in user posts (SPEC §6 teams): the same account the ads lists manage
 * (my-ads-access.ts): their own, or — for a dealer's sub-user with the 'ads' right — the main
 * account's. Posting answers a sub-user without the right with the posting form's own refusal.
 */
import type { Db } from '@/server/db/client';
import { UserInputError } from './ads.types';
import { adsAccountOf, MyAdsForbiddenError } from './my-ads-access';

/** The account the user posts for, or a refusal for a sub-user without the ads right. */
export async function postingOwnerOf(db: Db, user: { id: string }): Promise<string> {
  try {
    return await adsAccountOf(db, user.id);
  } catch (error) {
    if (error instanceof MyAdsForbiddenError)
      throw new UserInputError('posting:problems.noAdsRight', 'This team member may not manage adverts.');
    throw error;
  }
}
