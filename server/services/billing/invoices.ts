/**
 * Invoices of a dealer (docs/billing.md "Invoices"): issuing (gapless number taken in the
 * invoice's transaction, buyer copied at issue, VAT at the rate of the day), the list (newest
 * first, or unpaid first, with an opaque cursor), one invoice, and marking invoices paid (the
 * payment callback of billing-pay calls markInvoicesPaid then liftBlockIfSettled, in its own
 * transaction).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  billingAccounts,
  invoiceLines,
  invoices,
  type InvoiceKindCode,
  type InvoiceStatusCode,
} from '@/server/db/schema/billing';
import { users } from '@/server/db/schema/users';
import { addDays } from '@/lib/billing/calendar-date';
import { invoiceTotals } from '@/lib/billing/vat';
import { UserInputError } from '../ads.types';
import { takeInvoiceNumber } from './invoice-numbers';
import { money, type InvoiceDto, type InvoicePageDto, type InvoiceStatus } from './billing.types';

/** A line to invoice. `subscriptionId` + `periodStart` make a subscription period's line unique. */
export interface NewInvoiceLine {
  description: string;
  quantity: number;
  unitPriceBani: number;
  subscriptionId?: string | null;
  periodStart?: string | null;
}

/** What issueInvoice takes. */
export interface IssueInvoiceInput {
  accountId: string;
  issueDate: string;
  periodStart: string;
  periodEnd: string;
  lines: readonly NewInvoiceLine[];
  vatRatePercent: number;
  /** Calendar days to the due date (INVOICE_PAYMENT_DAYS); 0 for an invoice issued paid. */
  paymentDays: number;
  kind?: InvoiceKindCode;
  /** Issued already paid (a top-up pack): the time it was paid. */
  paidAt?: Date | null;
}

export type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
/** Largest page of the list. */
export const INVOICES_PAGE_MAX = 50;

export const unknownInvoice = (field = 'invoiceId') =>
  new UserInputError('errors:billing.unknownInvoice', 'No such invoice on this account.', field);

/** True for a string that can be an invoice id (anything else is unknown, never a database error). */
export function isInvoiceId(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}

/** The account's billing row, created on first use. */
export async function ensureBillingAccount(tx: Db, accountId: string): Promise<void> {
  await tx.insert(billingAccounts).values({ accountId }).onConflictDoNothing();
}

/**
 * Locks the account's billing row (created if missing) for the rest of the transaction: issuing,
 * blocking, unblocking and payments of one account take turns.
 */
export async function lockBillingAccount(tx: Db, accountId: string): Promise<typeof billingAccounts.$inferSelect> {
  await ensureBillingAccount(tx, accountId);
  const [row] = await tx.select().from(billingAccounts).where(eq(billingAccounts.accountId, accountId)).for('update');
  if (!row) throw new Error('billing account missing after insert');
  return row;
}

/** Issues an invoice inside `tx` (which must be a transaction: the number is taken in it). */
export async function issueInvoice(tx: Db, input: IssueInvoiceInput): Promise<InvoiceRow> {
  if (input.lines.length === 0) throw new Error('an invoice needs at least one line');
  const account = await lockBillingAccount(tx, input.accountId);
  const [buyer] = await tx
    .select({ companyName: users.companyName, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, input.accountId));
  if (!buyer) throw new Error(`no account ${input.accountId}`);
  const totals = invoiceTotals(input.lines, input.vatRatePercent);
  const year = Number(input.issueDate.slice(0, 4));
  const { seq, number } = await takeInvoiceNumber(tx, year);
  const paidAt = input.paidAt ?? null;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      accountId: input.accountId,
      number,
      year,
      seq,
      kind: input.kind ?? 'subscription',
      issueDate: input.issueDate,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      dueDate: addDays(input.issueDate, input.paymentDays),
      vatRatePercent: input.vatRatePercent,
      ...totals,
      status: paidAt ? 'paid' : 'unpaid',
      paidAt,
      buyerName: buyer.companyName ?? buyer.displayName,
      buyerTaxId: account.taxId,
      buyerRegistryNumber: account.registryNumber,
      buyerAddress: account.billingAddress,
    })
    .returning();
  if (!invoice) throw new Error('invoice insert returned nothing');
  await tx.insert(invoiceLines).values(
    input.lines.map((line, index) => ({
      invoiceId: invoice.id,
      position: index + 1,
      description: line.description,
      quantity: line.quantity,
      unitPriceBani: line.unitPriceBani,
      netBani: line.quantity * line.unitPriceBani,
      subscriptionId: line.subscriptionId ?? null,
      periodStart: line.periodStart ?? null,
    })),
  );
  return invoice;
}

const STATUS_OUT: Record<InvoiceStatusCode, InvoiceStatus> = { unpaid: 'UNPAID', paid: 'PAID', cancelled: 'CANCELLED' };
const STATUS_IN: Record<InvoiceStatus, InvoiceStatusCode> = { UNPAID: 'unpaid', PAID: 'paid', CANCELLED: 'cancelled' };

/** The PDF's address (pages/api/billing/invoices/[id].pdf.ts). */
export function invoicePdfUrl(id: string): string {
  return `/api/billing/invoices/${id}.pdf`;
}

/** An invoice row and its lines as the contract's Invoice; `today` decides `overdue`. */
export function toInvoiceDto(row: InvoiceRow, lines: readonly LineRow[], today: string): InvoiceDto {
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitPrice: money(line.unitPriceBani),
        net: money(line.netBani),
      })),
    net: money(row.netBani),
    vat: money(row.vatBani),
    vatRatePercent: row.vatRatePercent,
    total: money(row.totalBani),
    status: STATUS_OUT[row.status],
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    pdfUrl: invoicePdfUrl(row.id),
    overdue: row.status === 'unpaid' && row.dueDate < today,
  };
}

/** Invoice rows with their lines, as DTOs in the rows' order. */
export async function invoiceDtos(db: Db, rows: readonly InvoiceRow[], today: string): Promise<InvoiceDto[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  const byInvoice = new Map<string, LineRow[]>();
  for (const line of lines) byInvoice.set(line.invoiceId, [...(byInvoice.get(line.invoiceId) ?? []), line]);
  return rows.map((row) => toInvoiceDto(row, byInvoice.get(row.id) ?? [], today));
}

/** One invoice of the account, or null (someone else's is null too). */
export async function getInvoice(db: Db, accountId: string, id: string, today: string): Promise<InvoiceDto | null> {
  if (!isInvoiceId(id)) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
  if (!row) return null;
  const [dto] = await invoiceDtos(db, [row], today);
  return dto ?? null;
}

/** The row of one invoice of the account (PDF), or null. */
export async function invoiceRowOf(db: Db, accountId: string, id: string): Promise<InvoiceRow | null> {
  if (!isInvoiceId(id)) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
  return row ?? null;
}

/** The lines of an invoice, in order. */
export async function invoiceLinesOf(db: Db, invoiceId: string): Promise<LineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** Total of the account's unpaid invoices, in bani. */
export async function unpaidTotalBani(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${invoices.totalBani}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'unpaid')));
  return Number(row?.total ?? 0);
}

/** What the list takes. */
export interface ListInvoicesInput {
  status?: InvoiceStatus | null;
  first?: number | null;
  after?: string | null;
  /** Unpaid invoices before the others (each part newest first). */
  unpaidFirst?: boolean | null;
}

interface Cursor {
  u: number;
  d: string;
  y: number;
  s: number;
}

const badCursor = () => new UserInputError('errors:billing.badCursor', 'Invalid cursor.', 'after');

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
    const ok =
      (value.u === 0 || value.u === 1) &&
      typeof value.d === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/u.test(value.d) &&
      Number.isInteger(value.y) &&
      Number.isInteger(value.s);
    if (!ok) throw badCursor();
    return value as Cursor;
  } catch {
    throw badCursor();
  }
}

/**
 * The account's invoices, newest first (issue date, then number), or unpaid first; a page of
 * `first` (1–50, default 20) after the cursor of the previous page. `unpaidTotal` is every
 * unpaid invoice's, whatever the page.
 */
export async function listInvoices(
  db: Db,
  accountId: string,
  input: ListInvoicesInput,
  today: string,
): Promise<InvoicePageDto> {
  const first = input.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > INVOICES_PAGE_MAX)
    throw new UserInputError('errors:billing.badPageSize', 'Between 1 and 50 invoices a page.', 'first');
  const unpaidFirst = input.unpaidFirst === true;
  const rank = unpaidFirst ? sql`(case when ${invoices.status} = 'unpaid' then 1 else 0 end)` : sql`0`;
  const conditions = [eq(invoices.accountId, accountId)];
  if (input.status) conditions.push(eq(invoices.status, STATUS_IN[input.status]));
  if (input.after) {
    const c = decodeCursor(input.after);
    conditions.push(
      sql`(${rank}, ${invoices.issueDate}, ${invoices.year}, ${invoices.seq}) < (${c.u}, ${c.d}::date, ${c.y}, ${c.s})`,
    );
  }
  const rows = await db
    .select({ invoice: invoices, rank: sql<number>`${rank}` })
    .from(invoices)
    .where(and(...conditions))
    .orderBy(sql`${rank} desc`, sql`${invoices.issueDate} desc`, sql`${invoices.year} desc`, sql`${invoices.seq} desc`)
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page.at(-1);
  const nextCursor =
    rows.length > first && last
      ? encodeCursor({ u: Number(last.rank), d: last.invoice.issueDate, y: last.invoice.year, s: last.invoice.seq })
      : null;
  return {
    invoices: await invoiceDtos(
      db,
      page.map((r) => r.invoice),
      today,
    ),
    nextCursor,
    unpaidTotal: money(await unpaidTotalBani(db, accountId)),
  };
}

/**
 * Marks the account's unpaid invoices among `invoiceIds` paid at `paidAt`, inside the payment's
 * transaction; returns the ids it marked (paid, cancelled or foreign ones are left alone). The
 * caller then calls liftBlockIfSettled(tx, accountId, now) in the same transaction.
 */
export async function markInvoicesPaid(
  tx: Db,
  accountId: string,
  invoiceIds: readonly string[],
  paidAt: Date,
): Promise<string[]> {
  const ids = invoiceIds.filter(isInvoiceId);
  if (ids.length === 0) return [];
  await lockBillingAccount(tx, accountId);
  const rows = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt })
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'unpaid'), inArray(invoices.id, ids)))
    .returning({ id: invoices.id });
  return rows.map((r) => r.id);
}
