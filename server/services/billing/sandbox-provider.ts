/**
 * The sandbox payment provider (docs/billing.md, Payments): no money moves. Its card form is ours;
 * its callbacks are signed like a real provider's (HMAC-SHA256 of the raw body with
 * PAYMENT_SANDBOX_SECRET, hex, in the `x-volan-signature` header) and go through the same route
 * and recording code a real provider's would.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Charge, ChargeRequest, PaymentEvent, PaymentProvider } from './payment-provider';

export const SANDBOX_PROVIDER = 'sandbox';
/** The header that carries a callback's signature. */
export const SIGNATURE_HEADER = 'x-volan-signature';

const FAILURES = [
  'DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED_CARD',
  'AUTHENTICATION_FAILED',
  'PROVIDER_UNAVAILABLE',
  'EXPIRED',
] as const;

const eventSchema = z.object({
  eventId: z.string().min(1).max(100),
  paymentId: z.string().uuid(),
  providerReference: z.string().min(1).max(100),
  outcome: z.enum(['SUCCEEDED', 'FAILED']),
  failure: z.enum(FAILURES).nullable(),
  occurredAt: z.string().datetime(),
});

/** The hex HMAC-SHA256 of `body` under `secret`. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A signed callback as the sandbox posts it: the raw body and its signature. */
export interface SignedCallback {
  body: string;
  signature: string;
}

/** The sandbox provider over `secret`. */
export function sandboxProvider(secret: string): PaymentProvider & {
  /** The callback the sandbox sends for `event` (what a provider would POST). */
  signedCallback(event: PaymentEvent): SignedCallback;
} {
  return {
    name: SANDBOX_PROVIDER,
    createCharge(_request: ChargeRequest): Promise<Charge> {
      return Promise.resolve({ providerReference: `sbx_${randomUUID().replace(/-/g, '')}` });
    },
    verifyCallback(rawBody: string, signature: string | undefined): PaymentEvent | null {
      if (!signature || !sameSignature(signature.trim().toLowerCase(), signBody(rawBody, secret))) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = eventSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    },
    signedCallback(event: PaymentEvent): SignedCallback {
      const body = JSON.stringify(event);
      return { body, signature: signBody(body, secret) };
    },
  };
}
