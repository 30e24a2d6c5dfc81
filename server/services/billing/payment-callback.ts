/**
 * Recording a provider's callback (docs/billing.md, Payments): the route
 * /api/billing/callback/{provider} and the sandbox's own card submission both come here, with the
 * raw body and its signature. Idempotent: the payment row is taken FOR UPDATE, an event id is
 * recorded once (payment_events is unique per provider and event), and a payment already final
 * is left alone, so 100 replays of one callback at once record one payment.
 *
 * A success pays the invoices (billing-core's markInvoicesPaid, then liftBlockIfSettled: the block
 * is lifted in the same transaction when nothing overdue remains), or for a top-up issues the
 * pack's paid invoice and writes its TOP_UP and BONUS lots.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { liftBlockIfSettled } from './blocking';
import { billingSettings, type BillingSettings } from './billing-settings';
import { lockBillingAccount, markInvoicesPaid } from './invoices';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { rowsOf, type Tx } from './billing-sql';
import { issueTopUpInvoice } from './top-up-invoice';
import { creditTopUp } from './wallet';
import { noticeAccountReactivated } from './billing-notices';

/** What became of a callback. */
export type CallbackResult =
  /** The signature (or the body) is not the provider's: HTTP 400, nothing recorded. */
  | 'badSignature'
  /** No such payment of this provider: HTTP 404. */
  | 'unknownPayment'
  /** Seen before, or the payment was already final: HTTP 200, nothing changed. */
  | 'duplicate'
  /** Recorded: HTTP 200. */
  | 'recorded';

interface LockedPayment {
  id: string;
  account_id: string;
  purpose: string;
  status: string;
  provider: string;
  provider_reference: string | null;
  top_up_pack_id: number | null;
}

const OPEN = new Set(['pending', 'action_required']);

/** Pays what a successful payment paid for (the account's billing row is locked); true when it lifted a block. */
async function fulfil(tx: Tx, payment: LockedPayment, now: Date, settings: BillingSettings): Promise<boolean> {
  if (payment.purpose === 'invoices') {
    const links = await rowsOf<{ invoice_id: string }>(
      tx,
      sql`select invoice_id from payment_invoices where payment_id = ${payment.id}`,
    );
    await markInvoicesPaid(
      tx,
      payment.account_id,
      links.map((l) => l.invoice_id),
      now,
    );
    return liftBlockIfSettled(tx, payment.account_id, now, settings);
  }
  const [pack] = await rowsOf<{ credits: number; bonus_credits: number; price_bani: number }>(
    tx,
    sql`select credits, bonus_credits, price_bani from top_up_packs where id = ${payment.top_up_pack_id}`,
  );
  if (!pack) throw new Error(`payment ${payment.id}: pack ${String(payment.top_up_pack_id)} is gone`);
  const invoiceId = await issueTopUpInvoice(
    tx,
    payment.account_id,
    { credits: Number(pack.credits), bonusCredits: Number(pack.bonus_credits), priceBani: Number(pack.price_bani) },
    now,
    settings.vatRatePercent,
  );
  await tx.execute(sql`update payments set top_up_invoice_id = ${invoiceId} where id = ${payment.id}`);
  await creditTopUp(tx, payment.account_id, payment.id, Number(pack.credits), Number(pack.bonus_credits), now);
  return false;
}

/** Records a verified event of `provider` at `now`. */
export async function recordPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  now: Date,
  settings: BillingSettings = billingSettings(),
): Promise<Exclude<CallbackResult, 'badSignature'>> {
  let lifted: string | null = null;
  const result = await db.transaction(async (tx): Promise<Exclude<CallbackResult, 'badSignature'>> => {
    const [found] = await rowsOf<{ account_id: string }>(
      tx,
      sql`select account_id from payments where id = ${event.paymentId} and provider = ${provider}`,
    );
    if (!found) return 'unknownPayment';
    // The account's billing row first (the order every billing write takes), then the payment.
    await lockBillingAccount(tx, found.account_id);
    const [payment] = await rowsOf<LockedPayment>(
      tx,
      sql`select id, account_id, purpose, status, provider, provider_reference, top_up_pack_id
          from payments where id = ${event.paymentId} for update`,
    );
    const inserted = await rowsOf<{ id: string }>(
      tx,
      sql`insert into payment_events (provider, event_id, payment_id, outcome, payload, received_at)
          values (${provider}, ${event.eventId}, ${event.paymentId}, ${event.outcome}, ${JSON.stringify(event)}::jsonb,
                  ${now.toISOString()})
          on conflict (provider, event_id) do nothing
          returning id`,
    );
    if (inserted.length === 0 || !payment || !OPEN.has(payment.status)) return 'duplicate';
    if (payment.provider_reference !== event.providerReference) return 'duplicate';
    if (event.outcome === 'FAILED') {
      await tx.execute(
        sql`update payments set status = 'failed', failure = ${event.failure ?? 'DECLINED'}, completed_at = ${now.toISOString()}
            where id = ${payment.id}`,
      );
      return 'recorded';
    }
    await tx.execute(
      sql`update payments set status = 'succeeded', failure = null, completed_at = ${now.toISOString()}
          where id = ${payment.id}`,
    );
    if (await fulfil(tx, payment, now, settings)) lifted = payment.account_id;
    return 'recorded';
  });
  // After the commit: the dealer hears that the account is active again.
  if (lifted) await noticeAccountReactivated({ db }, lifted);
  return result;
}

/** Verifies a callback's raw body and signature with `provider`, then records it. */
export async function receiveCallback(
  db: Db,
  provider: PaymentProvider,
  rawBody: string,
  signature: string | undefined,
  now: Date,
  settings?: BillingSettings,
): Promise<CallbackResult> {
  const event = provider.verifyCallback(rawBody, signature);
  if (!event) return 'badSignature';
  return recordPaymentEvent(db, provider.name, event, now, settings);
}
