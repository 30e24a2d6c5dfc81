/** Fixtures of the payment tests: unpaid invoices and an advert of the dealer's own (dealers: billing-fixtures.ts). */
import { rawQuery, type Db } from '@/server/db/client';

let nextSeq = 900_000;

/** An unpaid subscription invoice of `totalBani` (net + 21 % VAT), due on `dueDate` (issued 14 days before, at most 26 Nov 2026); returns its id. */
export async function unpaidInvoice(
  db: Db,
  accountId: string,
  netBani: number,
  dueDate = '2026-12-10',
): Promise<string> {
  const vat = Math.floor((netBani * 21 + 50) / 100);
  nextSeq += 1;
  const [row] = await rawQuery<{ id: string }>(
    db,
    `insert into invoices (account_id, number, year, seq, kind, issue_date, period_start, period_end, due_date,
       vat_rate_percent, net_bani, vat_bani, total_bani, status, buyer_name)
     values ($1, $2, 2099, $3, 'subscription', least('2026-11-26'::date, $4::date - 14), '2026-11-26', '2026-12-25', $4, 21, $5, $6, $7, 'unpaid', 'Test')
     returning id`,
    [accountId, `VOL-2099-${String(nextSeq)}-${accountId.slice(0, 4)}`, nextSeq, dueDate, netBani, vat, netBani + vat],
  );
  await rawQuery(
    db,
    `insert into invoice_lines (invoice_id, position, description, quantity, unit_price_bani, net_bani)
     values ($1, 1, 'Pachet Standard', 1, $2, $2)`,
    [row!.id, netBani],
  );
  return row!.id;
}

/** Hands an active car advert (autoturisme) of a private seller over to `accountId`; returns its id. */
export async function ownAdvert(db: Db, accountId: string): Promise<number> {
  const [row] = await rawQuery<{ id: string }>(
    db,
    `update adverts set user_id = $1
     where id = (select id from adverts where status = 'active' and category_id = 29 and user_id <> $1
                 and user_id not in (select id from users where user_type = 'professional')
                 order by id desc limit 1)
     returning id`,
    [accountId],
  );
  return Number(row!.id);
}
