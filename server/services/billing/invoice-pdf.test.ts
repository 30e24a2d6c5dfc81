/**
 * The invoice PDF route on a seeded PGlite: the owner gets a PDF with the number, the buyer, the
 * lines, the totals and (once paid) the stamp, in Romanian with diacritics; a sub-user needs the
 * INVOICES or PAYMENTS right; another dealer, a private account, a signed-out visitor and a bad
 * file name all get the same 404.
 */
import { PDFDocument } from 'pdf-lib';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { DEFAULT_BILLING_SETTINGS as S } from './billing-settings';
import { issueInvoice, markInvoicesPaid } from './invoices';
import { invoicePdfAnswer } from './invoice-pdf-route';
import { createTestDealer } from './testing/billing-fixtures';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 10 });
});
afterAll(async () => {
  await t.close();
});

async function invoiceOf(accountId: string) {
  return t.db.transaction((tx) =>
    issueInvoice(tx, {
      accountId,
      issueDate: '2026-03-01',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      vatRatePercent: 21,
      paymentDays: 14,
      lines: [
        {
          description: 'Pachet Premium – abonament lunar, 01.03.2026 – 31.03.2026',
          quantity: 1,
          unitPriceBani: 89_900,
        },
      ],
    }),
  );
}

describe('the invoice PDF', () => {
  it('renders the owner’s invoice, and stamps it once paid', async () => {
    const dealer = await createTestDealer(t.db, { name: 'Școala de Șoferi Țăndărei SRL' });
    const invoice = await invoiceOf(dealer);
    const answer = await invoicePdfAnswer(t.db, { id: dealer }, `${invoice.id}.pdf`, S.company);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/pdf');
    expect(answer.headers['Content-Disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    const doc = await PDFDocument.load(answer.body);
    expect(doc.getTitle()).toBe(`Factură ${invoice.number}`);
    expect(doc.getPageCount()).toBe(1);
    expect(
      Buffer.from(answer.body as Uint8Array)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await t.db.transaction((tx) => markInvoicesPaid(tx, dealer, [invoice.id], new Date('2026-03-10T10:00:00Z')));
    const paid = await invoicePdfAnswer(t.db, { id: dealer }, `${invoice.id}.pdf`, S.company);
    expect(paid.status).toBe(200);
    // The stamp replaces the payment instructions.
    expect(Buffer.from(paid.body as Uint8Array).equals(Buffer.from(answer.body as Uint8Array))).toBe(false);
  });

  it('answers 404 to everyone else, and to a sub-user only with the right', async () => {
    const dealer = await createTestDealer(t.db);
    const invoice = await invoiceOf(dealer);
    const file = `${invoice.id}.pdf`;
    const other = await createTestDealer(t.db);
    for (const user of [{ id: other }, { id: DEMO_ACCOUNTS.buyer.id }, null]) {
      expect((await invoicePdfAnswer(t.db, user, file, S.company)).status).toBe(404);
    }
    for (const bad of [invoice.id, `${invoice.id}.png`, '../etc.pdf', '']) {
      expect((await invoicePdfAnswer(t.db, { id: dealer }, bad, S.company)).status).toBe(404);
    }
    const { dealer: demoDealer, employee } = DEMO_ACCOUNTS;
    const demoInvoice = await invoiceOf(demoDealer.id);
    expect((await invoicePdfAnswer(t.db, { id: employee.id }, `${demoInvoice.id}.pdf`, S.company)).status).toBe(404);
    await rawQuery(t.db, `update user_links set rights = rights || '{"payments": true}' where sub_user_id = $1`, [
      employee.id,
    ]);
    expect((await invoicePdfAnswer(t.db, { id: employee.id }, `${demoInvoice.id}.pdf`, S.company)).status).toBe(200);
  });
});
