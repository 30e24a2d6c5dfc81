/**
 * Invoice numbers stay gapless under concurrent issuing on a real PostgreSQL server with a pool of
 * connections (skipped, with a message, when it is not reachable): 40 invoices issued at once,
 * some of them rolled back after taking their number, leave the year's numbers 1…n with no gap
 * and no duplicate.
 */
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import type { TestDb } from '@/server/db/testing/test-db';
import { issueInvoice } from './invoices';
import { createTestDealer } from './testing/billing-fixtures';

const pgReachable = await postgresReachable('invoice-numbers.concurrency.test');

describe.runIf(pgReachable)('invoice numbers under concurrency on PostgreSQL', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createPgTestDb('invoicenumbers', { ads: 10, maxConnections: 10 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('numbers 40 concurrent invoices (8 rolled back) 1…32 without a gap', async () => {
    const dealers = await Promise.all(Array.from({ length: 4 }, () => createTestDealer(t.db)));
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        t.db
          .transaction(async (tx) => {
            const invoice = await issueInvoice(tx, {
              accountId: dealers[n % 4] ?? '',
              issueDate: '2032-01-15',
              periodStart: '2032-01-15',
              periodEnd: '2032-02-14',
              vatRatePercent: 21,
              paymentDays: 14,
              lines: [{ description: 'Pachet Start – abonament lunar', quantity: 1, unitPriceBani: 19_900 }],
            });
            if (n % 5 === 4) throw new Error('rolled back after taking a number');
            return invoice.seq;
          })
          .then(
            (seq) => seq,
            () => null,
          ),
      ),
    );
    const committed = outcomes.filter((seq): seq is number => seq !== null);
    expect(committed).toHaveLength(32);
    const rows = await rawQuery<{ seq: number; number: string }>(
      t.db,
      'select seq, number from invoices where year = 2032 order by seq',
    );
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(rows[31]?.number).toBe('VOL-2032-000032');
    const [series] = await rawQuery<{ last: number }>(t.db, 'select last from invoice_number_series where year = 2032');
    expect(series?.last).toBe(32);
  });
});
