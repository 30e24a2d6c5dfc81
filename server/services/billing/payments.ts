/**
 * Payments (docs/billing.md, Payments): starting one (the amount always from our rows, never the
 * client), reading and listing them, the buyer leaving (cancel), the 30-minute expiry of card
 * payments left without an answer, and the sandbox bank statement that confirms transfers.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { Payment, PaymentMethod, PaymentPage, PaymentPurpose } from '@/server/graphql/generated/resolver-types';
import { cachedSiteWideFlags } from '@/server/services/experiments';
import { billingSettings, type BillingSettings } from './billing-settings';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../time-id-cursor';
import { isUuid, rowsOf, type Tx } from './billing-sql';
import { lockBillingAccount } from './invoices';
import { paymentDtos, type PaymentRow } from './payment-dto';
import { paymentErrors } from './payment-errors';
import type { PaymentProvider } from './payment-provider';

/** The paying account and who acts for it (the account itself or its sub-user with the payments right). */
export interface PayerRef {
  accountId: string;
  userId: string;
}

/** Minutes a card payment waits for an answer before it is cancelled (EXPIRED). */
export const PAYMENT_EXPIRY_MINUTES = 30;
/** Most invoices one payment pays. */
const MAX_INVOICES = 50;
/** Largest page of the payments list. */
const PAGE_MAX = 50;

/** startPayment's input (billing.graphql StartPaymentInput). */
export interface StartPaymentInput {
  purpose: PaymentPurpose;
  method: PaymentMethod;
  invoiceIds?: readonly string[] | null;
  topUpPackId?: string | null;
}

const COLUMNS = sql`id, account_id, purpose, method, amount_bani, status, failure, provider, provider_reference,
  top_up_pack_id, top_up_invoice_id, bank_reference, expires_at, created_at, completed_at`;

/** The account's payment `id` as a row, or null. */
export async function paymentRow(db: Db, accountId: string, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await rowsOf<PaymentRow>(
    db,
    sql`select ${COLUMNS} from payments where id = ${id} and account_id = ${accountId}`,
  );
  return row ?? null;
}

/**
 * Card payments of the account past their 30 minutes become CANCELLED (EXPIRED) when they are read,
 * so the answer is exact without waiting for the job's next 5-minute run.
 */
async function expireDueOf(db: Db, accountId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update payments set status = 'cancelled', failure = 'EXPIRED', completed_at = ${now.toISOString()}
        where account_id = ${accountId} and status in ('pending', 'action_required')
          and expires_at <= ${now.toISOString()}`,
  );
}

/** The account's payment `id`, or null (unknown and foreign ones alike). */
export async function getPayment(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
  settings: BillingSettings = billingSettings(),
): Promise<Payment | null> {
  await expireDueOf(db, accountId, now);
  const row = await paymentRow(db, accountId, id);
  return row ? ((await paymentDtos(db, [row], now, settings))[0] ?? null) : null;
}

/** What is paid: the invoices (validated, locked) or the pack; their amount in bani. */
async function whatIsPaid(
  tx: Tx,
  accountId: string,
  input: StartPaymentInput,
): Promise<{
  amountBani: number;
  invoiceIds: string[];
  invoiceTotals: number[];
  packId: number | null;
  reference: string | null;
}> {
  if (input.purpose === 'INVOICES') {
    if (input.topUpPackId) throw paymentErrors.purposeMismatch();
    const ids = [...new Set(input.invoiceIds ?? [])];
    if (ids.length === 0) throw paymentErrors.noInvoices();
    if (ids.length > MAX_INVOICES) throw paymentErrors.tooManyInvoices();
    if (!ids.every(isUuid)) throw paymentErrors.unknownInvoice();
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const rows = await rowsOf<{ id: string; status: string; total_bani: string | number; number: string }>(
      tx,
      sql`select id, status, total_bani, number from invoices
          where account_id = ${accountId} and id in (${list}) order by due_date, number for update`,
    );
    if (rows.length !== ids.length) throw paymentErrors.unknownInvoice();
    if (rows.some((r) => r.status !== 'unpaid')) throw paymentErrors.invoiceNotPayable();
    return {
      amountBani: rows.reduce((sum, r) => sum + Number(r.total_bani), 0),
      invoiceIds: rows.map((r) => r.id),
      invoiceTotals: rows.map((r) => Number(r.total_bani)),
      packId: null,
      reference: rows.map((r) => r.number).join(', '),
    };
  }
  if ((input.invoiceIds ?? []).length > 0) throw paymentErrors.purposeMismatch();
  const packId = Number(input.topUpPackId);
  if (!input.topUpPackId || !/^\d{1,9}$/.test(input.topUpPackId)) throw paymentErrors.unknownPack();
  const [pack] = await rowsOf<{ id: number; price_bani: number }>(
    tx,
    sql`select id, price_bani from top_up_packs where id = ${packId} and offered`,
  );
  if (!pack) throw paymentErrors.unknownPack();
  return {
    amountBani: Number(pack.price_bani),
    invoiceIds: [],
    invoiceTotals: [],
    packId: Number(pack.id),
    reference: null,
  };
}

/**
 * Starts a payment (PENDING): validates what is paid, takes the amount from the invoices or the
 * pack, asks the provider for a charge. Open card payments of the same invoices are cancelled
 * (the buyer started again). A bank transfer carries the invoice numbers (or, for a top-up, a
 * reference of its own) and waits for the bank statement. Refused while the purpose's feature flag
 * is off site-wide (invoicePayment, walletTopUp; issue 15).
 */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  payer: PayerRef,
  input: StartPaymentInput,
  now: Date,
  settings: BillingSettings = billingSettings(),
): Promise<Payment> {
  const flags = await cachedSiteWideFlags(db);
  if (input.purpose === 'INVOICES' && !flags.invoicePayment) throw paymentErrors.invoicePaymentOff();
  if (input.purpose === 'TOP_UP' && !flags.walletTopUp) throw paymentErrors.topUpOff();
  const id = await db.transaction(async (tx) => {
    await lockBillingAccount(tx, payer.accountId);
    const paid = await whatIsPaid(tx, payer.accountId, input);
    if (paid.invoiceIds.length > 0) {
      const list = sql.join(
        paid.invoiceIds.map((i) => sql`${i}::uuid`),
        sql`, `,
      );
      await tx.execute(
        sql`update payments set status = 'cancelled', failure = null, completed_at = ${now.toISOString()}
            where account_id = ${payer.accountId} and method = 'card' and status in ('pending', 'action_required')
              and id in (select payment_id from payment_invoices where invoice_id in (${list}))`,
      );
    }
    const card = input.method === 'CARD';
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into payments (account_id, started_by, purpose, method, amount_bani, status, provider, top_up_pack_id,
                                expires_at, created_at)
          values (${payer.accountId}, ${payer.userId}, ${input.purpose.toLowerCase()}, ${input.method.toLowerCase()},
                  ${paid.amountBani}, 'pending', ${provider.name}, ${paid.packId},
                  ${card ? new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000).toISOString() : null},
                  ${now.toISOString()})
          returning id`,
    );
    const paymentId = row!.id;
    for (const [index, invoiceId] of paid.invoiceIds.entries())
      await tx.execute(
        sql`insert into payment_invoices (payment_id, invoice_id, amount_bani)
            values (${paymentId}, ${invoiceId}, ${paid.invoiceTotals[index]!})`,
      );
    const charge = await provider.createCharge({
      paymentId,
      amountBani: paid.amountBani,
      currency: 'RON',
      description: paid.reference ?? `Volan credite ${paymentId.slice(0, 8)}`,
    });
    const reference = card ? null : (paid.reference ?? `VOLAN-${paymentId.slice(0, 8).toUpperCase()}`);
    await tx.execute(
      sql`update payments set provider_reference = ${charge.providerReference}, bank_reference = ${reference}
          where id = ${paymentId}`,
    );
    return paymentId;
  });
  return (await getPayment(db, payer.accountId, id, now, settings))!;
}

/** The buyer left the card form: an open card payment becomes CANCELLED (nothing charged). */
export async function cancelPayment(
  db: Db,
  payer: PayerRef,
  paymentId: string,
  now: Date,
  settings: BillingSettings = billingSettings(),
): Promise<Payment> {
  const row = await paymentRow(db, payer.accountId, paymentId);
  if (!row) throw paymentErrors.unknownPayment();
  await db.execute(
    sql`update payments set status = 'cancelled', failure = null, completed_at = ${now.toISOString()}
        where id = ${row.id} and status in ('pending', 'action_required')`,
  );
  return (await getPayment(db, payer.accountId, row.id, now, settings))!;
}

/** The account's payments, newest first, `first` at a time after the cursor. */
export async function listPayments(
  db: Db,
  accountId: string,
  first: number,
  after: string | null | undefined,
  now: Date,
  settings: BillingSettings = billingSettings(),
): Promise<PaymentPage> {
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw paymentErrors.badPageSize();
  const from = after ? decodeTimeIdCursor(after) : null;
  if (after && !from) throw paymentErrors.badCursor();
  await expireDueOf(db, accountId, now);
  const rows = await rowsOf<PaymentRow>(
    db,
    sql`select ${COLUMNS} from payments where account_id = ${accountId}
        ${from ? sql`and (created_at, id) < (${from.at}::timestamptz, ${from.id}::uuid)` : sql``}
        order by created_at desc, id desc limit ${first + 1}`,
  );
  const page = rows.slice(0, first);
  return {
    payments: await paymentDtos(db, page, now, settings),
    nextCursor:
      rows.length > first ? encodeTimeIdCursor(page[page.length - 1]!.created_at, page[page.length - 1]!.id) : null,
  };
}

/** The expiry job: open card payments past their time become CANCELLED (EXPIRED); returns how many. */
export async function expirePayments(db: Db, now: Date): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update payments set status = 'cancelled', failure = 'EXPIRED', completed_at = ${now.toISOString()}
        where status in ('pending', 'action_required') and expires_at <= ${now.toISOString()}
        returning id`,
  );
  return rows.length;
}
