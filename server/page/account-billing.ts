/**
 * The payment reminder of an account page (SPEC §4, docs/billing-screens.md), read with the page so
 * the banner is in the HTML and nothing moves when the page hydrates. Only an account with billing
 * has one: a dealer, or its sub-user with the payments right (the billing service decides); the
 * others get null and nothing is shown. Read through the billing service, as the GraphQL resolver
 * does (the page's in-process executor carries no id token). A failed read is not the page's
 * failure: the browser reads the status again (the banner's own loading and retry).
 */
import type { AccountBilling } from '@/lib/billing/account-billing';
import type { BillingStatusView } from '@/lib/graphql/generated/operations';
import { logger } from '@/lib/logger/logger';
import type { PageSession } from '@/lib/session/session.types';
import type { Db } from '@/server/db/client';
import { PAYMENT_RIGHTS } from '@/server/services/billing/billing-access';
import type { BillingStatusDto } from '@/server/services/billing/billing.types';
import { services } from '@/server/services/services';

/** The fields the banner and the modals read (BillingStatusView), nothing more in the page's props. */
function statusView(status: BillingStatusDto): BillingStatusView {
  const { invoice } = status;
  return {
    stage: status.stage,
    invoice: invoice
      ? {
          id: invoice.id,
          number: invoice.number,
          issueDate: invoice.issueDate,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          dueDate: invoice.dueDate,
          total: { bani: invoice.total.bani, formatted: invoice.total.formatted },
          status: invoice.status,
          paidAt: invoice.paidAt,
          pdfUrl: invoice.pdfUrl,
          overdue: invoice.overdue,
        }
      : null,
    daysLeft: status.daysLeft,
    dueDate: status.dueDate,
    blockDate: status.blockDate,
    daysCheckPayment: status.daysCheckPayment,
    unblockDays: status.unblockDays,
    canUnblock: status.canUnblock,
    paymentDeclaredAt: status.paymentDeclaredAt,
    unpaidTotal: { bani: status.unpaidTotal.bani, formatted: status.unpaidTotal.formatted },
  };
}

/** The reminder of the session's account; null for an account without billing. */
export async function loadAccountBilling(db: Db, session: PageSession): Promise<AccountBilling | null> {
  const { billing } = services;
  try {
    const account = await billing.accountOrNull(db, session.user.userUUID, PAYMENT_RIGHTS);
    if (account === null) return null;
    return { status: statusView(await billing.status(db, account, billing.now(), billing.settings())) };
  } catch (error) {
    logger.warn('account page: billing status not read', { error: String(error) });
    return { status: null };
  }
}
