/**
 * Payments on a real database, PGlite and PostgreSQL (skipped with a message when it is not
 * reachable, an error in CI): the same signed callback replayed 100 times at once records one
 * payment, pays its invoices once and writes the ledger once; a bad signature records nothing;
 * the sandbox card flow (success, decline, the extra step, expiry); bank transfers confirmed by
 * the sandbox statement; top-up invoices exact to the ban.
 */
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { DEFAULT_BILLING_SETTINGS } from './billing-settings';
import { receiveCallback } from './payment-callback';
import { expirePayments, getPayment, startPayment } from './payments';
import { confirmSandboxChallenge, confirmSandboxTransfers, submitSandboxCard } from './sandbox-payments';
import { sandboxProvider, signBody } from './sandbox-provider';
import { billingStatusOf } from './billing-status';
import { accountState, createTestDealer } from './testing/billing-fixtures';
import { unpaidInvoice } from './testing/payment-fixtures';
import { splitVatIncluded } from './top-up-invoice';

const pgReachable = await postgresReachable('payments.db.test');
const sandbox = sandboxProvider('test-payment-sandbox-secret');
const NOW = new Date('2026-11-28T10:00:00.000Z');
const CARD = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', holder: 'Ion Popescu' };
const settings = DEFAULT_BILLING_SETTINGS;

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 10 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('payments', { maxConnections: 10 })],
];

describe.each(targets)('payments on %s', (_name, available, open) => {
  let t: TestDb | undefined;
  beforeAll(async () => {
    if (available) t = await open();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const count = async (query: string, params: unknown[]) =>
    Number((await rawQuery<{ n: number }>(t!.db, query, params))[0]?.n ?? 0);

  /** A started card payment and the success callback the sandbox would send for it. */
  async function startedWithCallback(accountId: string, input: Parameters<typeof startPayment>[3]) {
    const payment = await startPayment(t!.db, sandbox, { accountId, userId: accountId }, input, NOW);
    const [row] = await rawQuery<{ ref: string }>(
      t!.db,
      'select provider_reference as ref from payments where id = $1',
      [payment.id],
    );
    const callback = sandbox.signedCallback({
      eventId: `evt_card_${row!.ref}`,
      paymentId: payment.id,
      providerReference: row!.ref,
      outcome: 'SUCCEEDED',
      failure: null,
      occurredAt: NOW.toISOString(),
    });
    return { payment, callback };
  }

  it.skipIf(!available)(
    'records one payment for 100 concurrent replays of an invoice callback: invoices paid once',
    async () => {
      const dealer = await createTestDealer(t!.db);
      const invoices = [await unpaidInvoice(t!.db, dealer, 44_900), await unpaidInvoice(t!.db, dealer, 29_900)];
      const { payment, callback } = await startedWithCallback(dealer, {
        purpose: 'INVOICES',
        method: 'CARD',
        invoiceIds: invoices,
      });
      expect(payment.amount.bani).toBe(54_329 + 36_179);
      const results = await Promise.all(
        Array.from({ length: 100 }, () =>
          receiveCallback(t!.db, sandbox, callback.body, callback.signature, NOW, settings),
        ),
      );
      expect(results.filter((r) => r === 'recorded')).toHaveLength(1);
      expect(results.filter((r) => r === 'duplicate')).toHaveLength(99);
      expect(await count('select count(*)::int as n from payment_events where payment_id = $1', [payment.id])).toBe(1);
      expect(
        await count("select count(*)::int as n from payments where id = $1 and status = 'succeeded'", [payment.id]),
      ).toBe(1);
      const paid = await rawQuery<{ status: string; paid_at: Date }>(
        t!.db,
        'select status, paid_at from invoices where id = any($1::uuid[])',
        [invoices],
      );
      expect(paid.map((p) => p.status)).toEqual(['paid', 'paid']);
      expect(new Date(paid[0]!.paid_at).toISOString()).toBe(NOW.toISOString());
    },
    60_000,
  );

  it.skipIf(!available)(
    'lifts a block when the overdue invoice is paid and e-mails the dealer once, however often the callback comes',
    async () => {
      const dealer = await createTestDealer(t!.db, { adverts: 1 });
      const invoice = await unpaidInvoice(t!.db, dealer, 44_900, '2026-11-10');
      expect((await billingStatusOf(t!.db, dealer, NOW, settings)).stage).toBe('BLOCKED');
      const { callback } = await startedWithCallback(dealer, {
        purpose: 'INVOICES',
        method: 'CARD',
        invoiceIds: [invoice],
      });
      await Promise.all(
        Array.from({ length: 10 }, () =>
          receiveCallback(t!.db, sandbox, callback.body, callback.signature, NOW, settings),
        ),
      );
      expect(await accountState(t!.db, dealer)).toEqual({ status: 'active', reason: null, adverts: ['active'] });
      const mails = await rawQuery<{ template: string; text_body: string }>(
        t!.db,
        `select o.template, o.text_body from outbox o join users u on u.email = o.to_address where u.id = $1 order by o.id`,
        [dealer],
      );
      expect(mails.map((m) => m.template)).toEqual(['account-blocked', 'account-reactivated']);
      expect(mails[0]?.text_body).toContain('543,29 LEI');
      expect(mails[1]?.text_body).toContain('Anunțurile tale apar din nou în căutări.');
    },
    60_000,
  );

  it.skipIf(!available)(
    'writes a top-up once for 100 concurrent replays: one paid invoice, one TOP_UP and one BONUS lot',
    async () => {
      const dealer = await createTestDealer(t!.db);
      const [pack] = await rawQuery<{ id: number }>(t!.db, 'select id from top_up_packs where credits = 250');
      const { payment, callback } = await startedWithCallback(dealer, {
        purpose: 'TOP_UP',
        method: 'CARD',
        topUpPackId: String(pack!.id),
      });
      expect(payment.amount.bani).toBe(25_000);
      const results = await Promise.all(
        Array.from({ length: 100 }, () =>
          receiveCallback(t!.db, sandbox, callback.body, callback.signature, NOW, settings),
        ),
      );
      expect(results.filter((r) => r === 'recorded')).toHaveLength(1);
      const entries = await rawQuery<{ kind: string; credits: number; balance_after: number; expires_at: Date }>(
        t!.db,
        'select kind, credits, balance_after, expires_at from wallet_entries where account_id = $1 order by id',
        [dealer],
      );
      expect(entries.map((e) => [e.kind, e.credits, e.balance_after])).toEqual([
        ['top_up', 250, 250],
        ['bonus', 15, 265],
      ]);
      expect(new Date(entries[0]!.expires_at).toISOString()).toBe('2027-11-28T10:00:00.000Z');
      const invoices = await rawQuery<{
        kind: string;
        status: string;
        net_bani: string;
        vat_bani: string;
        total_bani: string;
      }>(t!.db, 'select kind, status, net_bani, vat_bani, total_bani from invoices where account_id = $1', [dealer]);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ kind: 'top_up', status: 'paid' });
      expect(Number(invoices[0]!.total_bani)).toBe(25_000);
      expect(Number(invoices[0]!.net_bani) + Number(invoices[0]!.vat_bani)).toBe(25_000);
    },
    60_000,
  );

  it.skipIf(!available)('refuses a bad signature and records nothing', async () => {
    const dealer = await createTestDealer(t!.db);
    const invoice = await unpaidInvoice(t!.db, dealer, 19_900);
    const { payment, callback } = await startedWithCallback(dealer, {
      purpose: 'INVOICES',
      method: 'CARD',
      invoiceIds: [invoice],
    });
    const forged = callback.body.replace('evt_card', 'evt_forged');
    expect(await receiveCallback(t!.db, sandbox, forged, callback.signature, NOW, settings)).toBe('badSignature');
    expect(
      await receiveCallback(t!.db, sandbox, callback.body, signBody(callback.body, 'not-the-secret!!'), NOW, settings),
    ).toBe('badSignature');
    expect(await receiveCallback(t!.db, sandbox, callback.body, undefined, NOW, settings)).toBe('badSignature');
    expect(await count('select count(*)::int as n from payment_events where payment_id = $1', [payment.id])).toBe(0);
    expect(await count("select count(*)::int as n from invoices where id = $1 and status = 'unpaid'", [invoice])).toBe(
      1,
    );
  });

  it.skipIf(!available)('runs the sandbox card: success, decline, the extra step, and the field errors', async () => {
    const dealer = await createTestDealer(t!.db);
    const payer = { accountId: dealer, userId: dealer };
    const start = async () =>
      startPayment(
        t!.db,
        sandbox,
        payer,
        { purpose: 'INVOICES', method: 'CARD', invoiceIds: [await unpaidInvoice(t!.db, dealer, 10_000)] },
        NOW,
      );

    const declined = await start();
    await expect(
      submitSandboxCard(
        t!.db,
        sandbox,
        payer,
        { ...CARD, paymentId: declined.id, number: '4242 4242 4242 4241' },
        NOW,
        settings,
      ),
    ).rejects.toMatchObject({ key: 'errors:billing.card.numberInvalid', field: 'number' });
    await expect(
      submitSandboxCard(t!.db, sandbox, payer, { ...CARD, paymentId: declined.id, expiry: '10/26' }, NOW, settings),
    ).rejects.toMatchObject({ key: 'errors:billing.card.expiryPast', field: 'expiry' });
    const failed = await submitSandboxCard(
      t!.db,
      sandbox,
      payer,
      { ...CARD, paymentId: declined.id, number: '4000 0000 0000 0002' },
      NOW,
      settings,
    );
    expect(failed).toMatchObject({ status: 'FAILED', failure: 'DECLINED' });
    expect(failed.invoices[0]?.status).toBe('UNPAID');

    const ok = await submitSandboxCard(
      t!.db,
      sandbox,
      payer,
      { ...CARD, paymentId: (await start()).id },
      NOW,
      settings,
    );
    expect(ok.status).toBe('SUCCEEDED');
    expect(ok.invoices[0]?.status).toBe('PAID');

    const challenged = await start();
    const asked = await submitSandboxCard(
      t!.db,
      sandbox,
      payer,
      { ...CARD, paymentId: challenged.id, number: '4000 0000 0000 3220' },
      NOW,
      settings,
    );
    expect(asked.status).toBe('ACTION_REQUIRED');
    await expect(
      confirmSandboxChallenge(t!.db, sandbox, payer, challenged.id, '12', NOW, settings),
    ).rejects.toMatchObject({
      key: 'errors:billing.challenge.codeInvalid',
    });
    const passed = await confirmSandboxChallenge(t!.db, sandbox, payer, challenged.id, '123456', NOW, settings);
    expect(passed.status).toBe('SUCCEEDED');

    const wrongCode = await start();
    await submitSandboxCard(
      t!.db,
      sandbox,
      payer,
      { ...CARD, paymentId: wrongCode.id, number: '4000000000003220' },
      NOW,
      settings,
    );
    const refused = await confirmSandboxChallenge(t!.db, sandbox, payer, wrongCode.id, '654321', NOW, settings);
    expect(refused).toMatchObject({ status: 'FAILED', failure: 'AUTHENTICATION_FAILED' });
  });

  it.skipIf(!available)('expires a card payment after 30 minutes without an answer', async () => {
    const dealer = await createTestDealer(t!.db);
    const payer = { accountId: dealer, userId: dealer };
    const payment = await startPayment(
      t!.db,
      sandbox,
      payer,
      { purpose: 'INVOICES', method: 'CARD', invoiceIds: [await unpaidInvoice(t!.db, dealer, 10_000)] },
      NOW,
    );
    await expirePayments(t!.db, new Date(NOW.getTime() + 29 * 60_000));
    expect(
      await count("select count(*)::int as n from payments where id = $1 and status = 'pending'", [payment.id]),
    ).toBe(1);
    const later = new Date(NOW.getTime() + 30 * 60_000);
    // Reading it at its time answers it expired, before the job's next run.
    expect(await getPayment(t!.db, dealer, payment.id, later)).toMatchObject({
      status: 'CANCELLED',
      failure: 'EXPIRED',
    });
    const other = await startPayment(
      t!.db,
      sandbox,
      payer,
      { purpose: 'INVOICES', method: 'CARD', invoiceIds: [await unpaidInvoice(t!.db, dealer, 10_000)] },
      NOW,
    );
    expect(await expirePayments(t!.db, later)).toBeGreaterThanOrEqual(1);
    expect(
      await count("select count(*)::int as n from payments where id = $1 and status = 'cancelled'", [other.id]),
    ).toBe(1);
    await expect(
      submitSandboxCard(t!.db, sandbox, payer, { ...CARD, paymentId: payment.id }, later, settings),
    ).rejects.toMatchObject({ key: 'errors:billing.paymentExpired' });
    const [row] = await rawQuery<{ status: string; failure: string }>(
      t!.db,
      'select status, failure from payments where id = $1',
      [payment.id],
    );
    expect(row).toEqual({ status: 'cancelled', failure: 'EXPIRED' });
  });

  it.skipIf(!available)('confirms a bank transfer by the sandbox statement an hour after it started', async () => {
    const dealer = await createTestDealer(t!.db);
    const invoice = await unpaidInvoice(t!.db, dealer, 10_000);
    const payment = await startPayment(
      t!.db,
      sandbox,
      { accountId: dealer, userId: dealer },
      { purpose: 'INVOICES', method: 'BANK_TRANSFER', invoiceIds: [invoice] },
      NOW,
    );
    expect(payment.status).toBe('PENDING');
    expect(payment.bankTransfer?.reference).toMatch(/^VOL-2099-/);
    await confirmSandboxTransfers(t!.db, sandbox, new Date(NOW.getTime() + 59 * 60_000), settings);
    expect(await count("select count(*)::int as n from invoices where id = $1 and status = 'unpaid'", [invoice])).toBe(
      1,
    );
    await confirmSandboxTransfers(t!.db, sandbox, new Date(NOW.getTime() + 60 * 60_000), settings);
    expect(await count("select count(*)::int as n from invoices where id = $1 and status = 'paid'", [invoice])).toBe(1);
  });

  it.skipIf(!available)('refuses paid, foreign and unknown invoices and takes the amount from the server', async () => {
    const dealer = await createTestDealer(t!.db);
    const other = await createTestDealer(t!.db, { name: 'Alt Dealer SRL' });
    const payer = { accountId: dealer, userId: dealer };
    const foreign = await unpaidInvoice(t!.db, other, 10_000);
    const refuse = (input: Parameters<typeof startPayment>[3]) => startPayment(t!.db, sandbox, payer, input, NOW);
    await expect(refuse({ purpose: 'INVOICES', method: 'CARD', invoiceIds: [foreign] })).rejects.toMatchObject({
      key: 'errors:billing.unknownInvoice',
    });
    await expect(refuse({ purpose: 'INVOICES', method: 'CARD', invoiceIds: ['nu-e-un-id'] })).rejects.toMatchObject({
      key: 'errors:billing.unknownInvoice',
    });
    await expect(refuse({ purpose: 'INVOICES', method: 'CARD', invoiceIds: [] })).rejects.toMatchObject({
      key: 'errors:billing.noInvoices',
    });
    await expect(refuse({ purpose: 'TOP_UP', method: 'CARD', topUpPackId: '999' })).rejects.toMatchObject({
      key: 'errors:billing.unknownPack',
    });
    const own = await unpaidInvoice(t!.db, dealer, 10_000);
    await rawQuery(t!.db, "update invoices set status = 'paid', paid_at = now() where id = $1", [own]);
    await expect(refuse({ purpose: 'INVOICES', method: 'CARD', invoiceIds: [own] })).rejects.toMatchObject({
      key: 'errors:billing.invoiceNotPayable',
    });
  });
});

describe('top-up invoice VAT', () => {
  it('takes the VAT out of the price to the ban for every pack', () => {
    for (const price of [10_000, 25_000, 50_000, 100_000, 1, 99, 12_345]) {
      const { netBani, vatBani } = splitVatIncluded(price, 21);
      expect(netBani + vatBani).toBe(price);
      // round half up of price × 21 / 121, in integers
      expect(vatBani).toBe(Math.floor((price * 21 * 2 + 121) / 242));
      expect(Math.abs(vatBani - Math.floor((netBani * 21 + 50) / 100))).toBeLessThanOrEqual(1);
    }
    expect(splitVatIncluded(10_000, 21)).toEqual({ netBani: 8_264, vatBani: 1_736 });
    expect(splitVatIncluded(100_000, 21)).toEqual({ netBani: 82_645, vatBani: 17_355 });
  });
});
