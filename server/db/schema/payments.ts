/**
 * Payments, the credit wallet and promotions (docs/billing.md, Payments, Wallet; issue 14):
 *
 * - `payments`: one attempt to pay invoices or buy a top-up pack, through a provider (the sandbox);
 *   `payment_invoices` the invoices it pays (amounts copied at the start).
 * - `payment_events`: every provider callback recorded, unique per (provider, event id), so a
 *   replayed callback is seen once.
 * - `top_up_packs`: the prepaid credit packs (seeded by migration 0026).
 * - `wallet_entries`: the append-only credit ledger (a trigger refuses UPDATE and DELETE); TOP_UP and
 *   BONUS entries are lots with `expires_at`; `wallet_allocations` says which lots a SPEND or EXPIRE
 *   took its credits from (append-only too).
 * - `advert_promotions`: what credits bought for an advert, with the relevance bonus it gives
 *   (stored; `adverts.promotion_bonus_seconds` is the sum of the running ones).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { invoices } from './billing';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Stored payment states (GraphQL PaymentStatus, lower-case). */
export type PaymentStatusCode = 'pending' | 'action_required' | 'succeeded' | 'failed' | 'cancelled';
/** Stored purposes (GraphQL PaymentPurpose, lower-case). */
export type PaymentPurposeCode = 'invoices' | 'top_up';
/** Stored methods (GraphQL PaymentMethod, lower-case). */
export type PaymentMethodCode = 'card' | 'bank_transfer';
/** Stored ledger kinds (GraphQL WalletEntryKind, lower-case). */
export type WalletEntryKindCode = 'top_up' | 'bonus' | 'spend' | 'expire' | 'refund';
/** Stored promotion kinds (GraphQL PromotionKind, lower-case). */
export type PromotionKindCode = 'bump' | 'promoted_7' | 'promoted_30';

export const topUpPacks = pgTable(
  'top_up_packs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    credits: integer('credits').notNull(),
    bonusCredits: integer('bonus_credits').notNull().default(0),
    /** VAT included (a top-up's invoice is issued paid). */
    priceBani: integer('price_bani').notNull(),
    position: integer('position').notNull(),
    offered: boolean('offered').notNull().default(true),
  },
  (t) => [check('top_up_packs_amounts_ck', sql`${t.credits} > 0 and ${t.bonusCredits} >= 0 and ${t.priceBani} > 0`)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The professional main account that pays. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who started it (the main account or a sub-user with the payments right). */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<PaymentPurposeCode>().notNull(),
    method: text('method').$type<PaymentMethodCode>().notNull(),
    /** VAT included, computed by the server from the invoices or the pack. */
    amountBani: bigint('amount_bani', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatusCode>().notNull().default('pending'),
    /** GraphQL PaymentFailure when failed or expired. */
    failure: text('failure'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    topUpPackId: integer('top_up_pack_id').references(() => topUpPacks.id),
    /** A top-up's invoice, issued paid when the payment succeeds. */
    topUpInvoiceId: uuid('top_up_invoice_id').references(() => invoices.id),
    /** A bank transfer's payment reference (the invoice numbers, or the payment's own for a top-up). */
    bankReference: text('bank_reference'),
    /** Card payments left without an answer are cancelled (EXPIRED) at this time. */
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('payments_purpose_ck', sql`${t.purpose} in ('invoices', 'top_up')`),
    check('payments_method_ck', sql`${t.method} in ('card', 'bank_transfer')`),
    check('payments_status_ck', sql`${t.status} in ('pending', 'action_required', 'succeeded', 'failed', 'cancelled')`),
    check('payments_amount_ck', sql`${t.amountBani} > 0`),
    check('payments_top_up_ck', sql`(${t.purpose} = 'top_up') = (${t.topUpPackId} is not null)`),
    check(
      'payments_final_ck',
      sql`(${t.status} in ('succeeded', 'failed', 'cancelled')) = (${t.completedAt} is not null)`,
    ),
    index('payments_account_idx').on(t.accountId, t.createdAt, t.id),
    index('payments_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'action_required')`),
  ],
);

export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountBani: bigint('amount_bani', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] }), index('payment_invoices_invoice_idx').on(t.invoiceId)],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WalletEntryKindCode>().notNull(),
    /** Signed: + in (TOP_UP, BONUS, REFUND), − out (SPEND, EXPIRE). */
    credits: integer('credits').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** A lot's expiry (TOP_UP, BONUS, REFUND). */
    expiresAt: at('expires_at'),
    paymentId: uuid('payment_id').references(() => payments.id),
    promotionId: bigint('promotion_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('wallet_entries_kind_ck', sql`${t.kind} in ('top_up', 'bonus', 'spend', 'expire', 'refund')`),
    check('wallet_entries_balance_ck', sql`${t.balanceAfter} >= 0`),
    check(
      'wallet_entries_sign_ck',
      sql`case when ${t.kind} in ('top_up', 'bonus', 'refund') then ${t.credits} > 0 and ${t.expiresAt} is not null else ${t.credits} < 0 and ${t.expiresAt} is null end`,
    ),
    index('wallet_entries_account_idx').on(t.accountId, t.id),
    index('wallet_entries_lots_idx')
      .on(t.accountId, t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
    // A payment's credits are written once, whatever replays its callback.
    uniqueIndex('wallet_entries_payment_kind_uq')
      .on(t.paymentId, t.kind)
      .where(sql`${t.paymentId} is not null`),
  ],
);

export const walletAllocations = pgTable(
  'wallet_allocations',
  {
    /** The SPEND or EXPIRE entry. */
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => walletEntries.id, { onDelete: 'cascade' }),
    /** The lot (a TOP_UP, BONUS or REFUND entry) the credits came from. */
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => walletEntries.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lotId] }),
    index('wallet_allocations_lot_idx').on(t.lotId),
    check('wallet_allocations_credits_ck', sql`${t.credits} > 0`),
  ],
);

export const advertPromotions = pgTable(
  'advert_promotions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PromotionKindCode>().notNull(),
    credits: integer('credits').notNull(),
    /** The relevance it adds while it runs, in seconds, fixed when it was bought. */
    relevanceBonusSeconds: bigint('relevance_bonus_seconds', { mode: 'number' }).notNull(),
    startsAt: at('starts_at').notNull(),
    /** When it is due to end; null for a BUMP (its bonus stays until a later bump replaces it). */
    endsAt: at('ends_at'),
    /** When the job ended it (its bonus removed); null while it runs. */
    endedAt: at('ended_at'),
  },
  (t) => [
    check('advert_promotions_kind_ck', sql`${t.kind} in ('bump', 'promoted_7', 'promoted_30')`),
    check('advert_promotions_credits_ck', sql`${t.credits} > 0 and ${t.relevanceBonusSeconds} >= 0`),
    index('advert_promotions_advert_idx').on(t.advertId, t.startsAt),
    index('advert_promotions_account_idx').on(t.accountId, t.startsAt, t.id),
    index('advert_promotions_running_idx')
      .on(t.endsAt)
      .where(sql`${t.endedAt} is null and ${t.endsAt} is not null`),
  ],
);
