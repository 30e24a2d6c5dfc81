/**
 * The sandbox provider's side of a payment (docs/billing.md, Payments): its card form's submission,
 * the extra (3-D Secure style) step, and its bank statement. Each outcome is sent the way a provider
 * sends it: a signed callback body, verified and recorded by the same code as the route
 * /api/billing/callback/sandbox (payment-callback.ts). The card submission answers after the
 * callback is recorded, so the payment it returns is already final (or ACTION_REQUIRED).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { Payment, SandboxCardInput } from '@/server/graphql/generated/resolver-types';
import { rowsOf } from './billing-sql';
import { billingSettings, type BillingSettings } from './billing-settings';
import { receiveCallback } from './payment-callback';
import { paymentErrors } from './payment-errors';
import type { PaymentEvent, PaymentFailureCode } from './payment-provider';
import { getPayment, paymentRow } from './payments';
import type { PayerRef } from './payments';
import { cardFieldErrors, SANDBOX_CHALLENGE_CODE, sandboxOutcome } from './sandbox-card';
import type { sandboxProvider } from './sandbox-provider';

type Sandbox = ReturnType<typeof sandboxProvider>;

/** Minutes after which the sandbox bank books a transfer (the statement job then confirms it). */
export const SANDBOX_TRANSFER_BOOKED_AFTER_MINUTES = 60;

/** Sends the provider's callback for the payment's outcome through the callback route's code. */
async function callBack(
  db: Db,
  sandbox: Sandbox,
  payment: { id: string; provider_reference: string | null },
  outcome: { failure: PaymentFailureCode | null },
  kind: 'card' | 'transfer',
  now: Date,
  settings?: BillingSettings,
): Promise<void> {
  const event: PaymentEvent = {
    eventId: `evt_${kind}_${payment.provider_reference ?? payment.id}`,
    paymentId: payment.id,
    providerReference: payment.provider_reference ?? '',
    outcome: outcome.failure ? 'FAILED' : 'SUCCEEDED',
    failure: outcome.failure,
    occurredAt: now.toISOString(),
  };
  const { body, signature } = sandbox.signedCallback(event);
  const result = await receiveCallback(db, sandbox, body, signature, now, settings);
  if (result === 'badSignature' || result === 'unknownPayment') throw new Error(`sandbox callback refused: ${result}`);
}

/** The account's open card payment `paymentId`, expired ones refused (and marked). */
async function openCardPayment(db: Db, payer: PayerRef, paymentId: string, now: Date, status: string) {
  const row = await paymentRow(db, payer.accountId, paymentId);
  if (!row) throw paymentErrors.unknownPayment();
  if (row.method !== 'card') throw paymentErrors.notCardPayment();
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime() && row.status !== 'succeeded') {
    await db.execute(
      sql`update payments set status = 'cancelled', failure = 'EXPIRED', completed_at = ${now.toISOString()}
          where id = ${row.id} and status in ('pending', 'action_required')`,
    );
    throw paymentErrors.paymentExpired();
  }
  if (row.status !== status) throw paymentErrors.paymentNotOpen();
  return row;
}

/**
 * The sandbox card form: each field checked (BAD_USER_INPUT errors:billing.card.* with the field,
 * the payment stays open), then the test card decides: success and failures are called back at
 * once; 4000 0000 0000 3220 asks for the extra step (ACTION_REQUIRED).
 */
export async function submitSandboxCard(
  db: Db,
  sandbox: Sandbox,
  payer: PayerRef,
  input: SandboxCardInput,
  now: Date,
  settings: BillingSettings = billingSettings(),
): Promise<Payment> {
  const row = await openCardPayment(db, payer, input.paymentId, now, 'pending');
  const [refused] = cardFieldErrors(input, now);
  if (refused) throw paymentErrors.card(refused.key, refused.field);
  const outcome = sandboxOutcome(input.number);
  if (outcome.kind === 'challenge') {
    await db.execute(sql`update payments set status = 'action_required' where id = ${row.id} and status = 'pending'`);
  } else {
    await callBack(
      db,
      sandbox,
      row,
      { failure: outcome.kind === 'fail' ? outcome.failure : null },
      'card',
      now,
      settings,
    );
  }
  return (await getPayment(db, payer.accountId, row.id, now, settings))!;
}

/** The extra step: 123456 passes, any other 6 digits fail the payment (AUTHENTICATION_FAILED). */
export async function confirmSandboxChallenge(
  db: Db,
  sandbox: Sandbox,
  payer: PayerRef,
  paymentId: string,
  code: string,
  now: Date,
  settings: BillingSettings = billingSettings(),
): Promise<Payment> {
  const row = await openCardPayment(db, payer, paymentId, now, 'action_required');
  const digits = code.trim();
  if (!/^\d{6}$/.test(digits)) throw paymentErrors.challengeCode();
  const failure = digits === SANDBOX_CHALLENGE_CODE ? null : 'AUTHENTICATION_FAILED';
  await callBack(db, sandbox, row, { failure }, 'card', now, settings);
  return (await getPayment(db, payer.accountId, row.id, now, settings))!;
}

/**
 * The sandbox bank statement (a job every 15 minutes): a transfer started at least
 * SANDBOX_TRANSFER_BOOKED_AFTER_MINUTES ago is booked, and its success called back. Returns how many.
 */
export async function confirmSandboxTransfers(
  db: Db,
  sandbox: Sandbox,
  now: Date,
  settings?: BillingSettings,
): Promise<number> {
  const booked = new Date(now.getTime() - SANDBOX_TRANSFER_BOOKED_AFTER_MINUTES * 60_000);
  const rows = await rowsOf<{ id: string; provider_reference: string | null }>(
    db,
    sql`select id, provider_reference from payments
        where method = 'bank_transfer' and status = 'pending' and provider = ${sandbox.name}
          and created_at <= ${booked.toISOString()}
        order by created_at limit 500`,
  );
  for (const row of rows) await callBack(db, sandbox, row, { failure: null }, 'transfer', now, settings);
  return rows.length;
}
