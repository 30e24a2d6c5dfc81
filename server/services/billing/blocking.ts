/**
 * Blocking of an account for an unpaid invoice (SPEC §4; docs/billing.md "The reminder stages"):
 * one function, reconcileAccount, brings the account in line with its stage inside a transaction
 * that holds the billing row: BLOCKED blocks (account suspended for 'unpaid_invoice', its active
 * adverts suspended); any other stage lifts such a block (status back, adverts back); owing
 * nothing resets the temporary unblock. The job, the status read, the unblock and the payment
 * callback all call it, so they cannot disagree.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { billingAccounts, invoices } from '@/server/db/schema/billing';
import { users } from '@/server/db/schema/users';
import { billingStage, type StageResult } from '@/lib/billing/billing-stage';
import { bucharestDate } from '@/lib/billing/calendar-date';
import { lockBillingAccount } from './invoices';
import type { BillingSettings } from './billing-settings';

/** Why the account is suspended (users.suspend_reason) when billing blocked it. */
export const UNPAID_INVOICE_REASON = 'unpaid_invoice';

/** The oldest unpaid invoice of the account (the one the reminders are about), or null. */
export async function oldestUnpaidInvoice(db: Db, accountId: string): Promise<typeof invoices.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'unpaid')))
    .orderBy(asc(invoices.dueDate), asc(invoices.issueDate), asc(invoices.year), asc(invoices.seq))
    .limit(1);
  return row ?? null;
}

/** What reconcileAccount did. */
export type ReconcileAction = 'blocked' | 'lifted' | 'none';

/** Suspends the account and its active adverts. */
async function block(tx: Db, accountId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ accountStatus: 'suspended', suspendReason: UNPAID_INVOICE_REASON, updatedAt: now })
    .where(eq(users.id, accountId));
  await tx
    .update(adverts)
    .set({ status: 'suspended', updatedAt: now })
    .where(and(eq(adverts.userId, accountId), eq(adverts.status, 'active')));
  await tx
    .update(billingAccounts)
    .set({ blockedAt: now, updatedAt: now })
    .where(eq(billingAccounts.accountId, accountId));
}

/** Lifts a block of billing: the account active again, its suspended adverts active again. */
async function lift(tx: Db, accountId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ accountStatus: 'active', suspendReason: null, updatedAt: now })
    .where(and(eq(users.id, accountId), eq(users.suspendReason, UNPAID_INVOICE_REASON)));
  await tx
    .update(adverts)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(adverts.userId, accountId), eq(adverts.status, 'suspended')));
  await tx
    .update(billingAccounts)
    .set({ blockedAt: null, updatedAt: now })
    .where(eq(billingAccounts.accountId, accountId));
}

/**
 * Brings the account in line with its stage at `now`; run inside a transaction (it locks the
 * billing row first). An account suspended for another reason, or not yet confirmed, is left
 * alone. Returns the stage and what was done.
 */
export async function reconcileAccount(
  tx: Db,
  accountId: string,
  now: Date,
  settings: BillingSettings,
): Promise<{ stage: StageResult; action: ReconcileAction }> {
  const account = await lockBillingAccount(tx, accountId);
  const oldest = await oldestUnpaidInvoice(tx, accountId);
  if (oldest === null && (account.unblockUsed || account.unblockedUntil !== null)) {
    await tx
      .update(billingAccounts)
      .set({ unblockUsed: false, unblockedUntil: null, updatedAt: now })
      .where(eq(billingAccounts.accountId, accountId));
  }
  const stage = billingStage(
    {
      oldestDueDate: oldest?.dueDate ?? null,
      today: bucharestDate(now),
      unblockedUntil: oldest ? account.unblockedUntil : null,
      unblockUsed: oldest ? account.unblockUsed : false,
    },
    settings,
  );
  const [user] = await tx
    .select({ status: users.accountStatus, reason: users.suspendReason })
    .from(users)
    .where(eq(users.id, accountId));
  if (!user) return { stage, action: 'none' };
  const blockedByBilling = user.status === 'suspended' && user.reason === UNPAID_INVOICE_REASON;
  if (stage.blocked && user.status === 'active') {
    await block(tx, accountId, now);
    return { stage, action: 'blocked' };
  }
  if (!stage.blocked && blockedByBilling) {
    await lift(tx, accountId, now);
    return { stage, action: 'lifted' };
  }
  return { stage, action: 'none' };
}

/**
 * For billing-pay's payment callback, after markInvoicesPaid and in the same transaction: lifts
 * the block when nothing that blocks remains unpaid, and resets the temporary unblock when the
 * account owes nothing. Returns true when the block was lifted.
 */
export async function liftBlockIfSettled(
  tx: Db,
  accountId: string,
  now: Date,
  settings: BillingSettings,
): Promise<boolean> {
  return (await reconcileAccount(tx, accountId, now, settings)).action === 'lifted';
}

/**
 * The accounts the escalation job looks at: those with an unpaid invoice whose block date has
 * come (block, block again), and those billing holds suspended (lift when settled).
 */
export async function accountsToReconcile(db: Db, today: string, settings: BillingSettings): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct account_id from invoices
     where status = 'unpaid' and due_date + ${settings.blockAfterDays}::int <= ${today}::date
    union
    select id from users where account_status = 'suspended' and suspend_reason = ${UNPAID_INVOICE_REASON}`);
  return (result as { rows: { account_id: string }[] }).rows.map((r) => r.account_id);
}
