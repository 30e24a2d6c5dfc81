/**
 * The callback route's HTTP answers (/api/billing/callback/sandbox): 400 for a bad signature
 * (nothing recorded), 200 for a new and for a replayed event, 404 for an unknown payment, 405 for
 * a GET, 413 for a body over 64 KB.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createCallbackHandler } from './callback-route';
import { startPayment } from './payments';
import { sandboxProvider, SIGNATURE_HEADER } from './sandbox-provider';
import { createTestDealer } from './testing/billing-fixtures';
import { unpaidInvoice } from './testing/payment-fixtures';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const sandbox = sandboxProvider('route-test-sandbox-secret');
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ ads: 10 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function call(method: string, body: string, signature?: string): Promise<{ status: number; body: unknown }> {
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method,
    headers: signature ? { [SIGNATURE_HEADER]: signature } : {},
  }) as unknown as IncomingMessage;
  let text = '';
  const sink = { statusCode: 200, setHeader: () => undefined, end: (chunk: string) => void (text = chunk) };
  const res = sink as unknown as ServerResponse;
  await createCallbackHandler({ db: () => Promise.resolve(t.db), provider: () => sandbox, now: () => NOW })(req, res);
  return { status: sink.statusCode, body: JSON.parse(text) as unknown };
}

it('answers 400, 200, 200 again, 404, 405 and 413', async () => {
  const dealer = await createTestDealer(t.db);
  const invoice = await unpaidInvoice(t.db, dealer, 19_900);
  const payment = await startPayment(
    t.db,
    sandbox,
    { accountId: dealer, userId: dealer },
    { purpose: 'INVOICES', method: 'CARD', invoiceIds: [invoice] },
    NOW,
  );
  const [row] = await rawQuery<{ ref: string }>(t.db, 'select provider_reference as ref from payments where id = $1', [
    payment.id,
  ]);
  const event = {
    eventId: 'evt_route_1',
    paymentId: payment.id,
    providerReference: row!.ref,
    outcome: 'SUCCEEDED' as const,
    failure: null,
    occurredAt: NOW.toISOString(),
  };
  const { body, signature } = sandbox.signedCallback(event);

  expect(await call('POST', body, 'f'.repeat(64))).toEqual({ status: 400, body: { error: 'bad signature' } });
  expect(await call('POST', body)).toMatchObject({ status: 400 });
  expect((await rawQuery(t.db, 'select 1 from payment_events where payment_id = $1', [payment.id])).length).toBe(0);

  expect(await call('POST', body, signature)).toEqual({ status: 200, body: { received: true, duplicate: false } });
  expect(await call('POST', body, signature)).toEqual({ status: 200, body: { received: true, duplicate: true } });
  expect(
    (await rawQuery<{ status: string }>(t.db, 'select status from invoices where id = $1', [invoice]))[0]?.status,
  ).toBe('paid');

  const unknown = sandbox.signedCallback({
    ...event,
    eventId: 'evt_route_2',
    paymentId: '00000000-0000-4000-8000-00000000abcd',
  });
  expect(await call('POST', unknown.body, unknown.signature)).toMatchObject({ status: 404 });
  expect(await call('GET', '', signature)).toMatchObject({ status: 405 });
  expect(await call('POST', 'x'.repeat(70 * 1024), signature)).toMatchObject({ status: 413 });
});
