/**
 * Payments and packs as the GraphQL types (billing.graphql), with the invoices a payment pays
 * (billing-core's invoiceDtos) and Volan's bank account (BILLING_COMPANY_*) for transfers.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bucharestDate } from '@/lib/billing/calendar-date';
import { invoices as invoicesTable } from '@/server/db/schema/billing';
import type {
  BankTransferDetails,
  Payment,
  PaymentFailure,
  PaymentMethod,
  PaymentPurpose,
  PaymentStatus,
  TopUpPack,
} from '@/server/graphql/generated/resolver-types';
import type { BillingSettings } from './billing-settings';
import { money } from './billing.types';
import { iso, rowsOf, type Runner } from './billing-sql';
import { invoiceDtos } from './invoices';

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
    price: money(Number(row.price_bani)),
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

/** Payment rows as GraphQL Payments (their invoices and packs read in two statements). */
export async function paymentDtos(
  runner: Runner,
  rows: readonly PaymentRow[],
  now: Date,
  settings: BillingSettings,
): Promise<Payment[]> {
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
  const invoiceIds = [...new Set(links.map((l) => l.invoice_id))];
  const invoiceRows =
    invoiceIds.length === 0
      ? []
      : await runner
          .select()
          .from(invoicesTable)
          .where(and(eq(invoicesTable.accountId, accountId), inArray(invoicesTable.id, invoiceIds)));
  const invoices = new Map((await invoiceDtos(runner, invoiceRows, bucharestDate(now))).map((i) => [i.id, i]));
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
    amount: money(Number(r.amount_bani)),
    status: r.status.toUpperCase() as PaymentStatus,
    failure: (r.failure as PaymentFailure | null) ?? null,
    invoices: links.filter((l) => l.payment_id === r.id).flatMap((l) => invoices.get(l.invoice_id) ?? []),
    topUp: r.top_up_pack_id === null ? null : (packs.get(Number(r.top_up_pack_id)) ?? null),
    provider: r.provider,
    bankTransfer:
      r.method === 'bank_transfer'
        ? ({
            beneficiary: settings.company.name,
            iban: settings.company.iban,
            bank: settings.company.bank,
            reference: r.bank_reference ?? '',
          } satisfies BankTransferDetails)
        : null,
    createdAt: iso(r.created_at)!,
    completedAt: iso(r.completed_at),
  }));
}
