/**
 * The billing e-mails to a dealer (docs/billing.md, E-mails), sent after the change is committed:
 * a new subscription invoice (billing.issue-invoices), the account blocked (billing.escalate) and
 * the block lifted (billing.escalate, or the payment callback that paid the overdue invoice).
 * A mail that cannot be sent is logged and never undoes or repeats the billing change.
 */
import { eq } from 'drizzle-orm';
import { formatBani } from '@/lib/billing/money';
import { formatLongDate } from '@/lib/billing/billing-format';
import { logger } from '@/lib/logger/logger';
import { routeUrl } from '@/lib/routes/navigate';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/users';
import { getEnv } from '@/server/env';
import { accountBlockedMail, accountReactivatedMail, invoiceIssuedMail } from '@/server/mail/billing-mail';
import { getMailer, type Mailer } from '@/server/mail/mailer';
import type { MailContent } from '@/server/mail/templates';
import { invoicePdfUrl, type InvoiceRow } from './invoices';
import type { BillingSettings } from './billing-settings';
import { oldestUnpaidInvoice, reconcileAccount } from './blocking';

/** Where and how the notices go (tests pass their own mailer and origin). */
export interface NoticeDeps {
  db: Db;
  mailer?: Mailer;
  siteOrigin?: string;
}

const date = (iso: string) => formatLongDate(iso, 'ro');

async function sendTo(deps: NoticeDeps, accountId: string, content: (name: string | null) => MailContent) {
  const [account] = await deps.db
    .select({ email: users.email, givenName: users.givenName, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, accountId));
  if (!account) return;
  const mailer = deps.mailer ?? getMailer(deps.db);
  await mailer.send({ to: account.email, ...content(account.givenName ?? account.companyName) });
}

/** Runs `send`, logging instead of throwing: the billing change it reports is already made. */
async function safely(what: string, accountId: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    logger.warn(`[billing] the ${what} e-mail could not be sent`, { accountId, error: String(error) });
  }
}

const origin = (deps: NoticeDeps) => deps.siteOrigin ?? getEnv().SITE_ORIGIN;

/** 'Factură nouă …' for an invoice just issued. */
export function noticeInvoiceIssued(deps: NoticeDeps, invoice: InvoiceRow): Promise<void> {
  return safely('invoice-issued', invoice.accountId, () =>
    sendTo(deps, invoice.accountId, (name) =>
      invoiceIssuedMail({
        name,
        number: invoice.number,
        total: formatBani(invoice.totalBani),
        dueDate: date(invoice.dueDate),
        period: `${date(invoice.periodStart)} – ${date(invoice.periodEnd)}`,
        invoicesUrl: `${origin(deps)}${routeUrl('myAccountInvoices')}`,
        pdfUrl: `${origin(deps)}${invoicePdfUrl(invoice.id)}`,
      }),
    ),
  );
}

/** 'Contul tău Volan a fost blocat', naming the oldest unpaid invoice. */
export function noticeAccountBlocked(deps: NoticeDeps, accountId: string): Promise<void> {
  return safely('account-blocked', accountId, async () => {
    const invoice = await oldestUnpaidInvoice(deps.db, accountId);
    if (!invoice) return;
    await sendTo(deps, accountId, (name) =>
      accountBlockedMail({
        name,
        number: invoice.number,
        total: formatBani(invoice.totalBani),
        invoicesUrl: `${origin(deps)}${routeUrl('myAccountInvoices')}`,
      }),
    );
  });
}

/** 'Contul tău Volan este din nou activ'. */
export function noticeAccountReactivated(deps: NoticeDeps, accountId: string): Promise<void> {
  return safely('account-reactivated', accountId, () =>
    sendTo(deps, accountId, (name) =>
      accountReactivatedMail({ name, accountUrl: `${origin(deps)}${routeUrl('myAccountInvoices')}` }),
    ),
  );
}

/**
 * reconcileAccount in its own transaction, then the e-mail of what it did (blocked or lifted):
 * for the escalation job and for the status read that blocks on the block date.
 */
export async function reconcileAndNotify(db: Db, accountId: string, now: Date, settings: BillingSettings) {
  const result = await db.transaction((tx) => reconcileAccount(tx, accountId, now, settings));
  if (result.action === 'blocked') await noticeAccountBlocked({ db }, accountId);
  if (result.action === 'lifted') await noticeAccountReactivated({ db }, accountId);
  return result;
}
