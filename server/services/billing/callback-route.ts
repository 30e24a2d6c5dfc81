/**
 * POST /api/billing/callback/{provider}: where a payment provider posts its signed callbacks
 * (docs/billing.md, Payments). The raw body is verified (400 for a bad signature or body, nothing
 * recorded), then recorded idempotently: 200 for a new or an already seen event, 404 for a payment
 * the provider does not have here, 405 for any other method, 413 for a body over 64 KB.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@/server/db/client';
import { answer, readCappedBody } from '@/server/http/json-endpoint';
import { receiveCallback } from './payment-callback';
import type { PaymentProvider } from './payment-provider';
import { SIGNATURE_HEADER } from './sandbox-provider';

const MAX_BODY_BYTES = 64 * 1024;

/** What the route needs (the app's database, the provider and clock; a test gives its own). */
export interface CallbackRouteDeps {
  db: () => Promise<Db>;
  provider: () => PaymentProvider;
  now: () => Date;
}

export function createCallbackHandler(deps: CallbackRouteDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      answer(res, 405, { error: 'method not allowed' });
      return;
    }
    const body = await readCappedBody(req, MAX_BODY_BYTES);
    if (body === null) {
      answer(res, 413, { error: 'body too large' });
      return;
    }
    const header = req.headers[SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    const result = await receiveCallback(await deps.db(), deps.provider(), body, signature, deps.now());
    if (result === 'badSignature') answer(res, 400, { error: 'bad signature' });
    else if (result === 'unknownPayment') answer(res, 404, { error: 'unknown payment' });
    else answer(res, 200, { received: true, duplicate: result === 'duplicate' });
  };
}
