/**
 * The payment reminder of an account page (SPEC §4, docs/billing-screens.md), read with the page so
 * the banner is in the HTML and nothing moves when the page hydrates. Only professional accounts
 * (dealers and their sub-users) have one; the server answers NONE to a sub-user without the payments
 * right. A failed read is not the page's failure: the browser reads the status again (the banner's
 * own loading and retry).
 */
import type { AccountBilling } from '@/lib/billing/account-billing';
import { AccountPage_BillingStatusDocument } from '@/lib/graphql/generated/page-operations';
import type { PageSession } from '@/lib/session/session.types';
import { logger } from '@/lib/logger/logger';
import type { SsrExecutor } from '@/server/graphql/execute';

/** The reminder of the session's account; null for accounts without billing (private sellers, buyers). */
export async function loadAccountBilling(execute: SsrExecutor, session: PageSession): Promise<AccountBilling | null> {
  if (session.user.userType !== 'professional') return null;
  try {
    const data = await execute(AccountPage_BillingStatusDocument, {});
    return { status: data.billingStatus };
  } catch (error) {
    logger.warn('account page: billing status not read', { error: String(error) });
    return { status: null };
  }
}
