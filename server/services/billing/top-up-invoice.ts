/**
 * The invoice of a top-up pack (docs/billing.md, Catalogue): issued paid when the payment is
 * recorded, in the same transaction, with the next number of the year's gapless series. The pack's
 * price includes VAT, so the VAT is taken out of it: vat = round_half_up(price × rate / (100 + rate)),
 * net = price − vat; the total is the price to the ban (a net with VAT added on top could not
 * always reach it: 100 LEI at 21 % has no such net).
 */
import { sql } from 'drizzle-orm';
import { bucharestDate } from '@/lib/billing/calendar-date';
import { DEFAULT_VAT_RATE_PERCENT } from '@/lib/billing/vat';
import { rowsOf, type Tx } from './billing-sql';
import { takeInvoiceNumber } from './invoice-numbers';

/** Net and VAT of a price with VAT included, in integer bani. */
export function splitVatIncluded(priceBani: number, ratePercent: number): { netBani: number; vatBani: number } {
  if (!Number.isSafeInteger(priceBani) || priceBani < 0) throw new RangeError('price: integer bani ≥ 0');
  const vatBani = Math.floor((priceBani * ratePercent * 2 + (100 + ratePercent)) / (2 * (100 + ratePercent)));
  return { netBani: priceBani - vatBani, vatBani };
}

/** Issues the paid invoice of a pack to `accountId` at `now`; returns its id. */
export async function issueTopUpInvoice(
  tx: Tx,
  accountId: string,
  pack: { credits: number; bonusCredits: number; priceBani: number },
  now: Date,
  ratePercent = DEFAULT_VAT_RATE_PERCENT,
): Promise<string> {
  const today = bucharestDate(now);
  const year = Number(today.slice(0, 4));
  const { seq, number } = await takeInvoiceNumber(tx, year);
  const { netBani, vatBani } = splitVatIncluded(pack.priceBani, ratePercent);
  const [buyer] = await rowsOf<{
    name: string;
    tax_id: string | null;
    registry: string | null;
    address: string | null;
  }>(
    tx,
    sql`select coalesce(nullif(u.company_name, ''), u.display_name) as name, b.tax_id, b.registry_number as registry,
               b.billing_address as address
        from users u left join billing_accounts b on b.account_id = u.id where u.id = ${accountId}`,
  );
  const [invoice] = await rowsOf<{ id: string }>(
    tx,
    sql`insert into invoices (account_id, number, year, seq, kind, issue_date, period_start, period_end, due_date,
                              vat_rate_percent, net_bani, vat_bani, total_bani, status, paid_at,
                              buyer_name, buyer_tax_id, buyer_registry_number, buyer_address)
        values (${accountId}, ${number}, ${year}, ${seq}, 'top_up', ${today}, ${today}, ${today}, ${today},
                ${ratePercent}, ${netBani}, ${vatBani}, ${pack.priceBani}, 'paid', ${now.toISOString()},
                ${buyer?.name ?? ''}, ${buyer?.tax_id ?? null}, ${buyer?.registry ?? null}, ${buyer?.address ?? null})
        returning id`,
  );
  const description =
    pack.bonusCredits > 0
      ? `Credite preplătite: ${pack.credits} credite + ${pack.bonusCredits} bonus`
      : `Credite preplătite: ${pack.credits} credite`;
  await tx.execute(
    sql`insert into invoice_lines (invoice_id, position, description, quantity, unit_price_bani, net_bani)
        values (${invoice!.id}, 1, ${description}, 1, ${netBani}, ${netBani})`,
  );
  return invoice!.id;
}
