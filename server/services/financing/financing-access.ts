/**
 * Whose financing a caller manages (SPEC §6; docs/financing.md, "Server"): a dealer (professional
 * main account) its own; a dealer's sub-user the main account's, with the ADS right for the
 * settings (which adverts are financed) and the LEADS right for the leads. Private accounts have
 * none. The rights are read from user_links on every call, as billing and my-ads do.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { userLinks, users } from '@/server/db/schema/users';

/** The team right a financing call needs. */
export type FinancingRight = 'ads' | 'leads';

/** Not a dealer, or a sub-user without the right (the resolvers answer FORBIDDEN 403). */
export class FinancingForbiddenError extends Error {
  constructor(readonly right: FinancingRight) {
    super(`Dealer financing needs a professional account or the ${right} right.`);
    this.name = 'FinancingForbiddenError';
  }
}

/** The dealer account whose financing `userId` manages with `right`, or FinancingForbiddenError. */
export async function financingAccountOf(db: Db, userId: string, right: FinancingRight): Promise<string> {
  const [link] = await db
    .select({ main: userLinks.mainUserId, rights: userLinks.rights })
    .from(userLinks)
    .where(eq(userLinks.subUserId, userId))
    .limit(1);
  if (link) {
    if (link.rights[right] !== true) throw new FinancingForbiddenError(right);
    return link.main;
  }
  const [user] = await db.select({ type: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.type !== 'professional') throw new FinancingForbiddenError(right);
  return userId;
}
