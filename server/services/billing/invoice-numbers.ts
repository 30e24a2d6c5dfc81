/**
 * Gapless invoice numbers per year (docs/billing.md "Invoices"): the year's counter is raised with
 * one upsert … RETURNING inside the invoice's own transaction. The row stays locked until that
 * transaction ends, so a second issuer waits, and a rolled-back invoice gives its number back.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** 'VOL-2026-000123'. */
export function invoiceNumber(year: number, seq: number): string {
  return `VOL-${String(year)}-${String(seq).padStart(6, '0')}`;
}

/** The next number of `year`; call it inside the transaction that inserts the invoice. */
export async function takeInvoiceNumber(tx: Db, year: number): Promise<{ seq: number; number: string }> {
  const result = await tx.execute(sql`
    insert into invoice_number_series (year, last) values (${year}, 1)
    on conflict (year) do update set last = invoice_number_series.last + 1
    returning last`);
  const [row] = (result as { rows: { last: number | string }[] }).rows;
  const seq = Number(row?.last);
  if (!Number.isInteger(seq) || seq < 1) throw new Error('invoice number series answered no number');
  return { seq, number: invoiceNumber(year, seq) };
}
