/**
 * The payment purposes behind feature flags (issue 15), on a real database (PGlite and PostgreSQL,
 * skipped with a message when it is not reachable): with walletTopUp off a TOP_UP is refused, with
 * invoicePayment off paying invoices is refused (by card and by transfer), each with its own
 * translated error and nothing recorded; the other purpose goes on; turned on again, both start.
 */
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { setTeamFlag } from '@/server/services/experiments-team';
import { startPayment, type StartPaymentInput } from './payments';
import { sandboxProvider } from './sandbox-provider';
import { createTestDealer } from './testing/billing-fixtures';
import { unpaidInvoice } from './testing/payment-fixtures';

const pgReachable = await postgresReachable('payment-gates.db.test');
const sandbox = sandboxProvider('test-payment-sandbox-secret');
const NOW = new Date('2026-11-28T10:00:00.000Z');

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 10 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('payment_gates', { maxConnections: 4 })],
];

describe.each(targets)('payment feature gates on %s', (_name, available, open) => {
  let t: TestDb | undefined;
  beforeAll(async () => {
    if (available) t = await open();
  }, 120_000);
  afterAll(async () => {
    // The flags are stored in the database: put them back for the next file on a shared PostgreSQL.
    if (t) {
      await setTeamFlag(t.db, { name: 'walletTopUp', enabled: true });
      await setTeamFlag(t.db, { name: 'invoicePayment', enabled: true });
    }
    await t?.close();
  });

  async function scene() {
    const dealer = await createTestDealer(t!.db);
    const invoice = await unpaidInvoice(t!.db, dealer, 10_000);
    const [pack] = await rawQuery<{ id: number }>(t!.db, 'select id from top_up_packs where credits = 250');
    const start = (input: StartPaymentInput) =>
      startPayment(t!.db, sandbox, { accountId: dealer, userId: dealer }, input, NOW);
    const payments = async () =>
      Number(
        (
          await rawQuery<{ n: number }>(t!.db, 'select count(*)::int as n from payments where account_id = $1', [
            dealer,
          ])
        )[0]?.n ?? 0,
      );
    return {
      start,
      payments,
      topUp: { purpose: 'TOP_UP', method: 'CARD', topUpPackId: String(pack!.id) } as const,
      invoices: (method: 'CARD' | 'BANK_TRANSFER') => ({ purpose: 'INVOICES', method, invoiceIds: [invoice] }) as const,
    };
  }

  it.skipIf(!available)('refuses a top-up while walletTopUp is off; invoices are still paid', async () => {
    const { start, payments, topUp, invoices } = await scene();
    await setTeamFlag(t!.db, { name: 'walletTopUp', enabled: false });
    await expect(start(topUp)).rejects.toMatchObject({ key: 'errors:billing.topUpOff', field: 'purpose' });
    expect(await payments()).toBe(0);
    expect((await start(invoices('CARD'))).purpose).toBe('INVOICES');
    await setTeamFlag(t!.db, { name: 'walletTopUp', enabled: true });
    expect((await start(topUp)).purpose).toBe('TOP_UP');
  });

  it.skipIf(!available)('refuses paying invoices while invoicePayment is off; top-ups still start', async () => {
    const { start, payments, topUp, invoices } = await scene();
    await setTeamFlag(t!.db, { name: 'invoicePayment', enabled: false });
    for (const method of ['CARD', 'BANK_TRANSFER'] as const)
      await expect(start(invoices(method))).rejects.toMatchObject({
        key: 'errors:billing.invoicePaymentOff',
        field: 'purpose',
      });
    expect(await payments()).toBe(0);
    expect((await start(topUp)).purpose).toBe('TOP_UP');
    await setTeamFlag(t!.db, { name: 'invoicePayment', enabled: true });
    expect((await start(invoices('CARD'))).purpose).toBe('INVOICES');
  });
});
