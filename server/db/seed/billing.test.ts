/**
 * The seeded billing on the standard test seed (seeded on TEST_NOW): the demo dealer on Premium
 * since January 2025 with every invoice paid but the one of three days ago (NEW_INVOICE), the
 * suspended demo dealer blocked for real (BLOCKED, adverts suspended), dealers in the other
 * stages, and invoice numbers that follow the calendar without a gap.
 */
import { rawQuery } from '../client';
import { createTestDb, TEST_NOW, type TestDb } from '../testing/test-db';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { billingStatusOf } from '@/server/services/billing/billing-status';
import { DEFAULT_BILLING_SETTINGS } from '@/server/services/billing/billing-settings';
import { listSubscriptions } from '@/server/services/billing/catalogue';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const at = new Date(TEST_NOW.getTime() + 9 * 3_600_000);

describe('seeded billing', () => {
  it('puts the demo dealer on Premium since 2025, paid up but for a new invoice', async () => {
    const { dealer } = DEMO_ACCOUNTS;
    const status = await billingStatusOf(t.db, dealer.id, at, DEFAULT_BILLING_SETTINGS);
    expect(status).toMatchObject({ stage: 'NEW_INVOICE', daysLeft: 11, unpaidTotal: { bani: 108_779 } });
    const [sub] = await listSubscriptions(t.db, dealer.id, 'ro');
    expect(sub).toMatchObject({ productCode: 'premium', period: 'MONTHLY', status: 'ACTIVE', startedOn: '2025-01-12' });
    const [counts] = await rawQuery<{ paid: number; unpaid: number; vat19: number }>(
      t.db,
      `select count(*) filter (where status = 'paid')::int as paid, count(*) filter (where status = 'unpaid')::int as unpaid,
              count(*) filter (where vat_rate_percent = 19)::int as vat19
         from invoices where account_id = $1`,
      [dealer.id],
    );
    expect(counts).toEqual({ paid: 14, unpaid: 1, vat19: 7 });
  });

  it('blocks the suspended demo dealer for an invoice past its block date', async () => {
    const { suspendedDealer } = DEMO_ACCOUNTS;
    const status = await billingStatusOf(t.db, suspendedDealer.id, at, DEFAULT_BILLING_SETTINGS);
    expect(status).toMatchObject({ stage: 'BLOCKED', canUnblock: true });
    const statuses = await rawQuery<{ status: string }>(
      t.db,
      'select distinct status from adverts where user_id = $1',
      [suspendedDealer.id],
    );
    expect(statuses.map((s) => s.status)).not.toContain('active');
    const [user] = await rawQuery<{ account_status: string }>(t.db, 'select account_status from users where id = $1', [
      suspendedDealer.id,
    ]);
    expect(user?.account_status).toBe('suspended');
  });

  it('has dealers in the other stages, and numbers that follow the calendar without a gap', async () => {
    const accounts = await rawQuery<{ account_id: string }>(t.db, 'select account_id from billing_accounts');
    const stages = new Set<string>();
    for (const { account_id } of accounts)
      stages.add((await billingStatusOf(t.db, account_id, at, DEFAULT_BILLING_SETTINGS)).stage);
    expect([...stages].sort()).toEqual(['BLOCKED', 'BLOCK_IMMINENT', 'NEW_INVOICE', 'NONE', 'OVERDUE']);
    const rows = await rawQuery<{ year: number; seq: number; issue_date: string }>(
      t.db,
      `select year, seq, to_char(issue_date, 'YYYY-MM-DD') as issue_date from invoices order by year, seq`,
    );
    for (const year of new Set(rows.map((r) => r.year))) {
      const ofYear = rows.filter((r) => r.year === year);
      expect(ofYear.map((r) => r.seq)).toEqual(ofYear.map((_, i) => i + 1));
      const dates = ofYear.map((r) => r.issue_date);
      expect(dates).toEqual([...dates].sort());
    }
  });
});
