/**
 * Payments, packs and the invoices a payment pays as the GraphQL types (billing.graphql). Amounts
 * are integer bani with the site's LEI format.
 */
import { sql } from 'drizzle-orm';
import { bucharestDate } from '@/lib/billing/calendar-date';
import { formatBani } from '@/lib/billing/money';
import type {
  BankTransferDetails,
  Invoice,
  Money,
  Payment,
  PaymentFailure,
  PaymentMethod,
  PaymentPurpose,
  PaymentStatus,
  TopUpPack,
} from '@/server/graphql/generated/resolver-types';
import { iso, rowsOf, type Runner } from './billing-sql';

/** Integer bani as Money. */
export function money(bani: number | string): Money {
  const value = Number(bani);
  return { bani: value, formatted: formatBani(value) };
}

/** Volan's bank account, where transfers go (sandbox figures, docs/billing.md). */
export const VOLAN_BANK = {
  beneficiary: 'Volan SRL',
  iban: 'RO49 AAAA 1B31 0075 9384 0000',
  bank: 'Banca Sandbox S.A.',
} as const;

/** A payments row as the services read it. */
export interface PaymentRow {
  id: string;
  account_id: string;
  purpose: string;
  method: string;
  amount_bani: string | number;
  status: string;
  failure: string | null;
  provider: string;
  provider_reference: string | null;
  top_up_pack_id: number | null;
  bank_reference: string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
}

interface PackRow {
  id: number;
  credits: number;
  bonus_credits: number;
  price_bani: number;
}

export function packDto(row: PackRow): TopUpPack {
  return {
    id: String(row.id),
    credits: Number(row.credits),
    bonusCredits: Number(row.bonus_credits),
    price: money(row.price_bani),
  };
}

/** The packs on offer, in their order. */
export async function offeredPacks(runner: Runner): Promise<TopUpPack[]> {
  const rows = await rowsOf<PackRow>(
    runner,
    sql`select id, credits, bonus_credits, price_bani from top_up_packs where offered order by position, id`,
  );
  return rows.map(packDto);
}

interface InvoiceRow {
  id: string;
  number: string;
  issue_date: string;
  period_start: string;
  period_end: string;
  due_date: string;
  vat_rate_percent: number;
  net_bani: string | number;
  vat_bani: string | number;
  total_bani: string | number;
  status: string;
  paid_at: Date | string | null;
}

interface LineRow {
  invoice_id: string;
  description: string;
  quantity: number;
  unit_price_bani: string | number;
  net_bani: string | number;
}

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** The account's invoices of `ids` (in that order), as GraphQL Invoices. */
export async function invoicesOf(
  runner: Runner,
  accountId: string,
  ids: readonly string[],
  now: Date,
): Promise<Invoice[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf<InvoiceRow>(
    runner,
    sql`select id, number, issue_date::text, period_start::text, period_end::text, due_date::text, vat_rate_percent,
               net_bani, vat_bani, total_bani, status, paid_at
        from invoices where account_id = ${accountId} and id in (${list})`,
  );
  const lines = await rowsOf<LineRow>(
    runner,
    sql`select invoice_id, description, quantity, unit_price_bani, net_bani from invoice_lines
        where invoice_id in (${list}) order by invoice_id, position`,
  );
  const today = bucharestDate(now);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const status = r.status === 'paid' ? 'PAID' : r.status === 'cancelled' ? 'CANCELLED' : 'UNPAID';
    return [
      {
        id: r.id,
        number: r.number,
        issueDate: day(r.issue_date),
        periodStart: day(r.period_start),
        periodEnd: day(r.period_end),
        dueDate: day(r.due_date),
        lines: lines
          .filter((l) => l.invoice_id === r.id)
          .map((l) => ({
            description: l.description,
            quantity: Number(l.quantity),
            unitPrice: money(l.unit_price_bani),
            net: money(l.net_bani),
          })),
        net: money(r.net_bani),
        vat: money(r.vat_bani),
        vatRatePercent: Number(r.vat_rate_percent),
        total: money(r.total_bani),
        status,
        paidAt: iso(r.paid_at),
        pdfUrl: `/api/billing/invoices/${r.id}.pdf`,
        overdue: status === 'UNPAID' && day(r.due_date) < today,
      } satisfies Invoice,
    ];
  });
}

/** Payment rows as GraphQL Payments (their invoices and packs read in two statements). */
export async function paymentDtos(runner: Runner, rows: readonly PaymentRow[], now: Date): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((r) => sql`${r.id}::uuid`),
    sql`, `,
  );
  const links = await rowsOf<{ payment_id: string; invoice_id: string }>(
    runner,
    sql`select pi.payment_id, pi.invoice_id from payment_invoices pi join invoices i on i.id = pi.invoice_id
        where pi.payment_id in (${ids}) order by i.due_date, i.number`,
  );
  const accountId = rows[0]!.account_id;
  const invoices = new Map(
    (
      await invoicesOf(
        runner,
        accountId,
        links.map((l) => l.invoice_id),
        now,
      )
    ).map((i) => [i.id, i]),
  );
  const packs = new Map(
    (await rowsOf<PackRow>(runner, sql`select id, credits, bonus_credits, price_bani from top_up_packs`)).map((p) => [
      Number(p.id),
      packDto(p),
    ]),
  );
  return rows.map((r) => ({
    id: r.id,
    purpose: r.purpose.toUpperCase() as PaymentPurpose,
    method: r.method.toUpperCase() as PaymentMethod,
    amount: money(r.amount_bani),
    status: r.status.toUpperCase() as PaymentStatus,
    failure: (r.failure as PaymentFailure | null) ?? null,
    invoices: links.filter((l) => l.payment_id === r.id).flatMap((l) => invoices.get(l.invoice_id) ?? []),
    topUp: r.top_up_pack_id === null ? null : (packs.get(Number(r.top_up_pack_id)) ?? null),
    provider: r.provider,
    bankTransfer:
      r.method === 'bank_transfer'
        ? ({ ...VOLAN_BANK, reference: r.bank_reference ?? '' } satisfies BankTransferDetails)
        : null,
    createdAt: iso(r.created_at)!,
    completedAt: iso(r.completed_at),
  }));
}
