/**
 * Whose billing a caller sees (docs/billing.md "Routes"; SPEC §6): a professional main account
 * its own; a dealer's sub-user the main account's, with the INVOICES or PAYMENTS right as the call
 * needs (read from user_links on every call, so a change of rights applies at once). Private
 * accounts have no billing (FORBIDDEN; billingStatus answers NONE for them).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { userLinks, users } from '@/server/db/schema/users';

/** The team sections that open billing (lib/team/team-rights.ts). */
export type BillingRight = 'invoices' | 'payments';

/** Invoices: either right; everything else (status, packages, subscriptions): payments. */
export const INVOICE_RIGHTS: readonly BillingRight[] = ['invoices', 'payments'];
export const PAYMENT_RIGHTS: readonly BillingRight[] = ['payments'];

/** Not a dealer, or a sub-user without the right (the resolvers answer FORBIDDEN 403). */
export class BillingForbiddenError extends Error {
  constructor(readonly rights: readonly BillingRight[]) {
    super(`Billing needs a professional account or the ${rights.join(' or ')} right.`);
    this.name = 'BillingForbiddenError';
  }
}

/** The main account whose billing `userId` may see with one of `rights`, or null. */
export async function billingAccountOrNull(
  db: Db,
  userId: string,
  rights: readonly BillingRight[] = INVOICE_RIGHTS,
): Promise<string | null> {
  const [link] = await db
    .select({ main: userLinks.mainUserId, rights: userLinks.rights })
    .from(userLinks)
    .where(eq(userLinks.subUserId, userId))
    .limit(1);
  if (link) return rights.some((right) => link.rights[right] === true) ? link.main : null;
  const [user] = await db.select({ type: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.type === 'professional' ? userId : null;
}

/** The main account whose billing `userId` may see, or BillingForbiddenError. */
export async function billingAccountOf(
  db: Db,
  userId: string,
  rights: readonly BillingRight[] = INVOICE_RIGHTS,
): Promise<string> {
  const account = await billingAccountOrNull(db, userId, rights);
  if (account === null) throw new BillingForbiddenError(rights);
  return account;
}
