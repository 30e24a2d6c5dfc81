/**
 * Billing services on a seeded PGlite and on PostgreSQL (skipped with a message when the server is
 * not reachable): invoices and their numbers, a dealer moved through every reminder stage by the
 * clock (block, temporary unblock, block again, payment lifting the block), the invoice list,
 * who may see billing, and the escalation job.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from '../ads.types';
import { billingAccountOf, billingAccountOrNull, BillingForbiddenError, PAYMENT_RIGHTS } from './billing-access';
import { DEFAULT_BILLING_SETTINGS as S } from './billing-settings';
import { billingStatusOf, declareInvoicePaid, unblockAccount } from './billing-status';
import { liftBlockIfSettled } from './blocking';
import { runEscalation } from './billing.jobs';
import { getInvoice, issueInvoice, listInvoices, markInvoicesPaid, type InvoiceRow } from './invoices';
import { accountState, createTestDealer } from './testing/billing-fixtures';

const pgReachable = await postgresReachable('billing.test');

/** 09:00 Bucharest time on an ISO day (winter: UTC+2, summer: UTC+3; 07:00 UTC is 09:00 or 10:00). */
const on = (day: string) => new Date(`${day}T07:00:00.000Z`);

async function refusal(promise: Promise<unknown>): Promise<UserInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserInputError);
  return error as UserInputError;
}

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 300 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('billing', { ads: 40, maxConnections: 5 })],
];

describe.each(targets)('billing on %s', (_name, available, open) => {
  let t: TestDb;
  beforeAll(async () => {
    if (available) t = await open();
  });
  afterAll(async () => {
    if (available) await t.close();
  });

  const issue = (accountId: string, issueDate: string, unitPriceBani = 89_900, quantity = 1) =>
    t.db.transaction((tx) =>
      issueInvoice(tx, {
        accountId,
        issueDate,
        periodStart: issueDate,
        periodEnd: issueDate,
        vatRatePercent: 21,
        paymentDays: 14,
        lines: [{ description: 'Pachet Premium – abonament lunar', quantity, unitPriceBani }],
      }),
    );

  /** The billing e-mails in the outbox to the dealer's address, oldest first. */
  const mails = (accountId: string) =>
    rawQuery<{ template: string; subject: string; names: string | null }>(
      t.db,
      `select o.template, o.subject, substring(o.text_body from 'VOL-[0-9]{4}-[0-9]{6}') as names
       from outbox o join users u on u.email = o.to_address
       where u.id = $1 and o.template in ('invoice-issued', 'account-blocked', 'account-reactivated') order by o.id`,
      [accountId],
    );

  it.runIf(available)('issues invoices numbered per year without gaps, with VAT rounded half up', async () => {
    const dealer = await createTestDealer(t.db, { name: 'Numere Auto SRL' });
    const [before] = await rawQuery<{ last: number }>(t.db, 'select last from invoice_number_series where year = 2031');
    const first = await issue(dealer, '2031-01-05');
    const second = await issue(dealer, '2031-02-05', 50, 1);
    const next = (before?.last ?? 0) + 1;
    expect(first.number).toBe(`VOL-2031-${String(next).padStart(6, '0')}`);
    expect(second.seq).toBe(first.seq + 1);
    expect(first).toMatchObject({ netBani: 89_900, vatBani: 18_879, totalBani: 108_779, dueDate: '2031-01-19' });
    expect(second).toMatchObject({ netBani: 50, vatBani: 11, totalBani: 61, buyerName: 'Numere Auto SRL' });
    // A rolled-back invoice gives its number back.
    await t.db
      .transaction(async (tx) => {
        await issueInvoice(tx, {
          accountId: dealer,
          issueDate: '2031-03-05',
          periodStart: '2031-03-05',
          periodEnd: '2031-03-05',
          vatRatePercent: 21,
          paymentDays: 14,
          lines: [{ description: 'x', quantity: 1, unitPriceBani: 100 }],
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const third = await issue(dealer, '2031-03-06');
    expect(third.seq).toBe(second.seq + 1);
  });

  it.runIf(available)(
    'moves a dealer through every stage, blocks, unblocks once, blocks again and lifts on payment',
    async () => {
      const dealer = await createTestDealer(t.db, { adverts: 2 });
      const invoice = await issue(dealer, '2026-03-06'); // due Friday 20 March; block on Monday 30 March
      const status = (day: string) => billingStatusOf(t.db, dealer, on(day), S);

      expect(await status('2026-03-06')).toMatchObject({ stage: 'NEW_INVOICE', daysLeft: 14, dueDate: '2026-03-20' });
      expect((await status('2026-03-06')).invoice?.id).toBe(invoice.id);
      expect((await status('2026-03-06')).unpaidTotal).toEqual({ bani: 108_779, formatted: '1.087,79 LEI' });
      expect(await status('2026-03-21')).toMatchObject({ stage: 'OVERDUE', daysLeft: 9, dueDate: '2026-03-29' });
      expect(await status('2026-03-26')).toMatchObject({
        stage: 'BLOCK_IMMINENT',
        daysLeft: 4,
        blockDate: '2026-03-30',
        paymentDeclaredAt: null,
      });
      const declared = await declareInvoicePaid(t.db, dealer, invoice.id, on('2026-03-26'), S);
      expect(declared.paymentDeclaredAt).toBe(on('2026-03-26').toISOString());
      await declareInvoicePaid(t.db, dealer, invoice.id, on('2026-03-27'), S);
      expect((await status('2026-03-27')).paymentDeclaredAt).toBe(on('2026-03-26').toISOString());
      expect(await accountState(t.db, dealer)).toEqual({
        status: 'active',
        reason: null,
        adverts: ['active', 'active'],
      });

      expect(await mails(dealer)).toEqual([]);
      // Reading the status on the block date blocks at once, and tells the dealer by e-mail.
      expect(await status('2026-03-30')).toMatchObject({ stage: 'BLOCKED', canUnblock: true, daysLeft: null });
      expect(await mails(dealer)).toEqual([
        { template: 'account-blocked', subject: 'Contul tău Volan a fost blocat', names: invoice.number },
      ]);
      await status('2026-03-30');
      expect(await mails(dealer)).toHaveLength(1);
      expect(await accountState(t.db, dealer)).toEqual({
        status: 'suspended',
        reason: 'unpaid_invoice',
        adverts: ['suspended', 'suspended'],
      });

      expect((await refusal(unblockAccount(t.db, dealer, false, on('2026-03-30'), S))).key).toBe(
        'errors:billing.confirmUnblock',
      );
      const unblocked = await unblockAccount(t.db, dealer, true, on('2026-03-30'), S);
      expect(unblocked).toMatchObject({
        stage: 'TEMPORARILY_UNBLOCKED',
        daysLeft: 2,
        dueDate: '2026-04-01',
        canUnblock: false,
      });
      expect(await accountState(t.db, dealer)).toEqual({
        status: 'active',
        reason: null,
        adverts: ['active', 'active'],
      });
      expect(await status('2026-04-01')).toMatchObject({ stage: 'TEMPORARILY_UNBLOCKED', daysLeft: 0 });

      // The job blocks again when the unblock ends; no second unblock.
      const counts = await runEscalation(t.db, on('2026-04-02'), S);
      expect(counts.blocked).toBeGreaterThanOrEqual(1);
      expect((await mails(dealer)).map((m) => m.template)).toEqual(['account-blocked', 'account-blocked']);
      expect((await accountState(t.db, dealer)).status).toBe('suspended');
      expect(await status('2026-04-02')).toMatchObject({ stage: 'BLOCKED', canUnblock: false });
      expect((await refusal(unblockAccount(t.db, dealer, true, on('2026-04-02'), S))).key).toBe(
        'errors:billing.cannotUnblock',
      );

      // The payment callback's two calls, in one transaction.
      const lifted = await t.db.transaction(async (tx) => {
        expect(await markInvoicesPaid(tx, dealer, [invoice.id, 'not-an-id'], on('2026-04-03'))).toEqual([invoice.id]);
        return liftBlockIfSettled(tx, dealer, on('2026-04-03'), S);
      });
      expect(lifted).toBe(true);
      expect(await accountState(t.db, dealer)).toEqual({
        status: 'active',
        reason: null,
        adverts: ['active', 'active'],
      });
      expect(await status('2026-04-03')).toMatchObject({ stage: 'NONE', unpaidTotal: { bani: 0 } });
      const [account] = await rawQuery<{ unblock_used: boolean; unblocked_until: string | null; blocked_at: unknown }>(
        t.db,
        'select unblock_used, unblocked_until, blocked_at from billing_accounts where account_id = $1',
        [dealer],
      );
      expect(account).toEqual({ unblock_used: false, unblocked_until: null, blocked_at: null });
      expect((await getInvoice(t.db, dealer, invoice.id, '2026-04-03'))?.status).toBe('PAID');
      // Paying twice marks nothing.
      expect(await t.db.transaction((tx) => markInvoicesPaid(tx, dealer, [invoice.id], on('2026-04-04')))).toEqual([]);
    },
  );

  it.runIf(available)('refuses to declare a foreign, paid or unknown invoice paid', async () => {
    const dealer = await createTestDealer(t.db);
    const other = await createTestDealer(t.db);
    const foreign = await issue(other, '2026-03-06');
    for (const id of [foreign.id, 'nope', '00000000-0000-4000-8000-00000000abcd']) {
      expect((await refusal(declareInvoicePaid(t.db, dealer, id, on('2026-03-26'), S))).key).toBe(
        'errors:billing.unknownInvoice',
      );
    }
    await t.db.transaction((tx) => markInvoicesPaid(tx, other, [foreign.id], on('2026-03-07')));
    expect((await refusal(declareInvoicePaid(t.db, other, foreign.id, on('2026-03-26'), S))).key).toBe(
      'errors:billing.invoiceNotUnpaid',
    );
    expect(await getInvoice(t.db, dealer, foreign.id, '2026-03-26')).toBeNull();
  });

  it.runIf(available)('lists invoices newest first or unpaid first, page by page', async () => {
    const dealer = await createTestDealer(t.db);
    const issued: InvoiceRow[] = [];
    for (const day of ['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-05', '2026-05-05'])
      issued.push(await issue(dealer, day));
    await t.db.transaction((tx) =>
      markInvoicesPaid(
        tx,
        dealer,
        issued.slice(0, 3).map((i) => i.id),
        on('2026-04-01'),
      ),
    );
    const numbers = (page: { invoices: { number: string }[] }) => page.invoices.map((i) => i.number);
    const newest = issued.map((i) => i.number).reverse();

    const page1 = await listInvoices(t.db, dealer, { first: 2 }, '2026-05-10');
    expect(numbers(page1)).toEqual(newest.slice(0, 2));
    expect(page1.unpaidTotal.bani).toBe(2 * 108_779);
    const page2 = await listInvoices(t.db, dealer, { first: 2, after: page1.nextCursor }, '2026-05-10');
    const page3 = await listInvoices(t.db, dealer, { first: 2, after: page2.nextCursor }, '2026-05-10');
    expect([...numbers(page2), ...numbers(page3)]).toEqual(newest.slice(2));
    expect(page3.nextCursor).toBeNull();

    const unpaidFirst = await listInvoices(t.db, dealer, { first: 1, unpaidFirst: true }, '2026-05-10');
    const rest = await listInvoices(
      t.db,
      dealer,
      { first: 10, unpaidFirst: true, after: unpaidFirst.nextCursor },
      '2026-05-10',
    );
    expect([...numbers(unpaidFirst), ...numbers(rest)]).toEqual(newest);
    expect(unpaidFirst.invoices[0]).toMatchObject({ status: 'UNPAID', overdue: false });
    expect(rest.invoices[0]).toMatchObject({ status: 'UNPAID', overdue: true, dueDate: '2026-04-19' });
    expect(rest.invoices[1]?.paidAt).toBe(on('2026-04-01').toISOString());

    const paid = await listInvoices(t.db, dealer, { status: 'PAID' }, '2026-05-10');
    expect(paid.invoices.map((i) => i.status)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(paid.invoices[0]?.lines[0]).toEqual({
      description: 'Pachet Premium – abonament lunar',
      quantity: 1,
      unitPrice: { bani: 89_900, formatted: '899 LEI' },
      net: { bani: 89_900, formatted: '899 LEI' },
    });
    expect(paid.invoices[0]?.pdfUrl).toBe(`/api/billing/invoices/${issued[2]?.id ?? ''}.pdf`);

    expect((await refusal(listInvoices(t.db, dealer, { after: 'garbage' }, '2026-05-10'))).key).toBe(
      'errors:billing.badCursor',
    );
    expect((await refusal(listInvoices(t.db, dealer, { first: 51 }, '2026-05-10'))).field).toBe('first');
    const stranger = await createTestDealer(t.db);
    expect((await listInvoices(t.db, stranger, {}, '2026-05-10')).invoices).toEqual([]);
  });

  it.runIf(available)(
    'opens billing to dealers and to their sub-users with the right, never to private accounts',
    async () => {
      const { dealer, employee, buyer } = DEMO_ACCOUNTS;
      expect(await billingAccountOf(t.db, dealer.id)).toBe(dealer.id);
      await expect(billingAccountOf(t.db, buyer.id)).rejects.toBeInstanceOf(BillingForbiddenError);
      expect(await billingAccountOrNull(t.db, employee.id)).toBeNull();
      await rawQuery(t.db, `update user_links set rights = rights || '{"invoices": true}' where sub_user_id = $1`, [
        employee.id,
      ]);
      expect(await billingAccountOrNull(t.db, employee.id)).toBe(dealer.id);
      expect(await billingAccountOrNull(t.db, employee.id, PAYMENT_RIGHTS)).toBeNull();
      await rawQuery(t.db, `update user_links set rights = rights || '{"invoices": false}' where sub_user_id = $1`, [
        employee.id,
      ]);
    },
  );
});
