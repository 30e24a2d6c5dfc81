/**
 * The reminder an account is shown (SPEC §4; docs/billing.md "The reminder stages") and the two
 * answers of its modals: 'Da, am plătit deja' (declareInvoicePaid) and the temporary unblock
 * (unblockAccount). Reading the status also applies it (a block that is due happens at once, not
 * at the job's next hour), in one short transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { billingAccounts, invoices } from '@/server/db/schema/billing';
import { addDays, bucharestDate } from '@/lib/billing/calendar-date';
import { UserInputError } from '../ads.types';
import { oldestUnpaidInvoice, reconcileAccount } from './blocking';
import { invoiceDtos, isInvoiceId, lockBillingAccount, unknownInvoice, unpaidTotalBani } from './invoices';
import type { BillingSettings } from './billing-settings';
import { money, type BillingStatusDto } from './billing.types';
import { reconcileAndNotify } from './billing-notices';

/** The status of an account without billing (private accounts, sub-users without the right). */
export function noBillingStatus(settings: BillingSettings): BillingStatusDto {
  return {
    stage: 'NONE',
    invoice: null,
    daysLeft: null,
    dueDate: null,
    blockDate: null,
    daysCheckPayment: settings.confirmationBusinessDays,
    unblockDays: settings.unblockDays,
    canUnblock: false,
    paymentDeclaredAt: null,
    unpaidTotal: money(0),
  };
}

/** The account's status at `now`, after bringing its block in line with it. */
export async function billingStatusOf(
  db: Db,
  accountId: string,
  now: Date,
  settings: BillingSettings,
): Promise<BillingStatusDto> {
  const { stage } = await reconcileAndNotify(db, accountId, now, settings);
  const today = bucharestDate(now);
  const oldest = stage.stage === 'NONE' ? null : await oldestUnpaidInvoice(db, accountId);
  const [invoice] = oldest ? await invoiceDtos(db, [oldest], today) : [];
  return {
    stage: stage.stage,
    invoice: invoice ?? null,
    daysLeft: stage.daysLeft,
    dueDate: stage.dueDate,
    blockDate: stage.blockDate,
    daysCheckPayment: settings.confirmationBusinessDays,
    unblockDays: settings.unblockDays,
    canUnblock: stage.canUnblock,
    paymentDeclaredAt: oldest?.paymentDeclaredAt ? oldest.paymentDeclaredAt.toISOString() : null,
    unpaidTotal: money(await unpaidTotalBani(db, accountId)),
  };
}

/**
 * 'Da, am plătit deja': records when the account said it paid an unpaid invoice of its own (the
 * first answer is kept); nothing else changes. BAD_USER_INPUT for an unknown, foreign, paid or
 * cancelled invoice.
 */
export async function declareInvoicePaid(
  db: Db,
  accountId: string,
  invoiceId: string,
  now: Date,
  settings: BillingSettings,
): Promise<BillingStatusDto> {
  if (!isInvoiceId(invoiceId)) throw unknownInvoice();
  const [row] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  if (!row) throw unknownInvoice();
  if (row.status !== 'unpaid')
    throw new UserInputError(
      'errors:billing.invoiceNotUnpaid',
      'This invoice is not waiting for a payment.',
      'invoiceId',
    );
  await db
    .update(invoices)
    .set({ paymentDeclaredAt: now })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'unpaid'), isNull(invoices.paymentDeclaredAt)));
  return billingStatusOf(db, accountId, now, settings);
}

/**
 * The unblock modal: with `confirmed`, a BLOCKED account that has not used its temporary unblock
 * gets UNBLOCK_DAYS days (its adverts come back); BAD_USER_INPUT errors:billing.confirmUnblock
 * without the checkbox, errors:billing.cannotUnblock otherwise.
 */
export async function unblockAccount(
  db: Db,
  accountId: string,
  confirmed: boolean,
  now: Date,
  settings: BillingSettings,
): Promise<BillingStatusDto> {
  if (confirmed !== true)
    throw new UserInputError(
      'errors:billing.confirmUnblock',
      'Confirm that you will pay the overdue invoice.',
      'confirmed',
    );
  await db.transaction(async (tx) => {
    const { stage } = await reconcileAccount(tx, accountId, now, settings);
    if (stage.stage !== 'BLOCKED' || !stage.canUnblock)
      throw new UserInputError('errors:billing.cannotUnblock', 'The account cannot be unblocked now.', 'confirmed');
    await lockBillingAccount(tx, accountId);
    await tx
      .update(billingAccounts)
      .set({ unblockUsed: true, unblockedUntil: addDays(bucharestDate(now), settings.unblockDays), updatedAt: now })
      .where(eq(billingAccounts.accountId, accountId));
    await reconcileAccount(tx, accountId, now, settings);
  });
  return billingStatusOf(db, accountId, now, settings);
}
