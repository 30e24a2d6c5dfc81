/**
 * The credit wallet (docs/billing.md, Wallet): an append-only ledger in wallet_entries. Every write
 * takes the account's billing_accounts row FOR UPDATE first, so balance_after is the previous
 * balance plus the entry and two writes never interleave; a spend takes the lots expiring first
 * (wallet-rules.ts) and records which (wallet_allocations); what is left of an expired lot is
 * written off by an EXPIRE entry (the daily job, and before any spend or read of the wallet).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { type Allocation, type Lot, lotExpiry, planExpiry, planSpend } from './wallet-rules';
import { paymentErrors } from './payment-errors';
import { rowsOf, type Runner, type Tx } from './billing-sql';
import { lockBillingAccount } from './invoices';

/** Stored ledger kinds. */
export type EntryKind = 'top_up' | 'bonus' | 'spend' | 'expire' | 'refund';

/** The account's balance: the last entry's balance_after (0 without entries). */
export async function balanceOf(runner: Runner, accountId: string): Promise<number> {
  const [row] = await rowsOf<{ balance: number }>(
    runner,
    sql`select balance_after as balance from wallet_entries where account_id = ${accountId} order by id desc limit 1`,
  );
  return row ? Number(row.balance) : 0;
}

/** The account's lots with something left. */
export async function lotsOf(runner: Runner, accountId: string): Promise<Lot[]> {
  const rows = await rowsOf<{
    id: string | number;
    credits: number;
    remaining: string | number;
    expires_at: Date | string;
  }>(
    runner,
    sql`select e.id, e.credits, e.credits - coalesce(sum(a.credits), 0) as remaining, e.expires_at
        from wallet_entries e left join wallet_allocations a on a.lot_id = e.id
        where e.account_id = ${accountId} and e.expires_at is not null
        group by e.id
        having e.credits - coalesce(sum(a.credits), 0) > 0`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    credits: Number(r.credits),
    remaining: Number(r.remaining),
    expiresAt: new Date(r.expires_at),
  }));
}

interface NewEntry {
  kind: EntryKind;
  credits: number;
  expiresAt?: Date | null;
  paymentId?: string | null;
  promotionId?: number | null;
  at: Date;
}

/** Appends one entry after the current balance (the caller holds the account's lock); returns its id. */
async function append(tx: Tx, accountId: string, entry: NewEntry): Promise<number> {
  const before = await balanceOf(tx, accountId);
  const [row] = await rowsOf<{ id: string | number }>(
    tx,
    sql`insert into wallet_entries (account_id, kind, credits, balance_after, expires_at, payment_id, promotion_id, created_at)
        values (${accountId}, ${entry.kind}, ${entry.credits}, ${before + entry.credits},
                ${entry.expiresAt?.toISOString() ?? null}, ${entry.paymentId ?? null}, ${entry.promotionId ?? null},
                ${entry.at.toISOString()})
        returning id`,
  );
  return Number(row!.id);
}

async function allocate(tx: Tx, entryId: number, plan: readonly Allocation[]): Promise<void> {
  for (const a of plan)
    await tx.execute(
      sql`insert into wallet_allocations (entry_id, lot_id, credits) values (${entryId}, ${a.lotId}, ${a.credits})`,
    );
}

/** Writes an EXPIRE entry for what is left of the account's expired lots (lock held); returns the credits. */
export async function expireDueLots(tx: Tx, accountId: string, now: Date): Promise<number> {
  const plan = planExpiry(await lotsOf(tx, accountId), now);
  const credits = plan.reduce((sum, a) => sum + a.credits, 0);
  if (credits === 0) return 0;
  const id = await append(tx, accountId, { kind: 'expire', credits: -credits, at: now });
  await allocate(tx, id, plan);
  return credits;
}

/**
 * Credits bought with a payment: a TOP_UP lot and, when the pack has one, a BONUS lot, both expiring
 * 12 months from `now`. The caller holds the lock (the payment's recording).
 */
export async function creditTopUp(
  tx: Tx,
  accountId: string,
  paymentId: string,
  credits: number,
  bonusCredits: number,
  now: Date,
): Promise<void> {
  await expireDueLots(tx, accountId, now);
  const expiresAt = lotExpiry(now);
  await append(tx, accountId, { kind: 'top_up', credits, expiresAt, paymentId, at: now });
  if (bonusCredits > 0)
    await append(tx, accountId, { kind: 'bonus', credits: bonusCredits, expiresAt, paymentId, at: now });
}

/**
 * Spends `credits` for a promotion (the caller holds the lock): expired lots are written off
 * first, then the lots expiring first are used; errors:billing.notEnoughCredits when short.
 */
export async function spendCredits(
  tx: Tx,
  accountId: string,
  credits: number,
  promotionId: number,
  now: Date,
): Promise<void> {
  await expireDueLots(tx, accountId, now);
  const plan = planSpend(await lotsOf(tx, accountId), credits, now);
  if (!plan) throw paymentErrors.notEnoughCredits();
  const id = await append(tx, accountId, { kind: 'spend', credits: -credits, promotionId, at: now });
  await allocate(tx, id, plan);
}

/** The daily job: EXPIRE entries for every account with expired lots left; returns the accounts touched. */
export async function expireCredits(db: Db, now: Date): Promise<number> {
  const accounts = await rowsOf<{ account_id: string }>(
    db,
    sql`select distinct e.account_id from wallet_entries e
        where e.expires_at <= ${now.toISOString()}
          and e.credits > coalesce((select sum(a.credits) from wallet_allocations a where a.lot_id = e.id), 0)`,
  );
  let touched = 0;
  for (const { account_id: accountId } of accounts) {
    const expired = await db.transaction(async (tx) => {
      await lockBillingAccount(tx, accountId);
      return expireDueLots(tx, accountId, now);
    });
    if (expired > 0) touched += 1;
  }
  return touched;
}

/** Brings the account's ledger up to `now` (expired lots written off) and answers its lots and balance. */
export async function settledWallet(db: Db, accountId: string, now: Date): Promise<{ balance: number; lots: Lot[] }> {
  const [due] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from wallet_entries e
        where e.account_id = ${accountId} and e.expires_at <= ${now.toISOString()}
          and e.credits > coalesce((select sum(a.credits) from wallet_allocations a where a.lot_id = e.id), 0)`,
  );
  if (Number(due?.n ?? 0) > 0)
    await db.transaction(async (tx) => {
      await lockBillingAccount(tx, accountId);
      await expireDueLots(tx, accountId, now);
    });
  return { balance: await balanceOf(db, accountId), lots: await lotsOf(db, accountId) };
}
