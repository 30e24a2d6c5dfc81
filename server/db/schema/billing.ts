/**
 * Billing of dealers (SPEC §2.5, §4, §9; docs/billing.md): the catalogue of packages and
 * add-ons, subscriptions, invoices and the account's billing state (blocking).
 *
 * - `billing_accounts`: one row per professional main account that was ever billed: the buyer
 *   details of its invoices, and the block state (temporary unblock used, until when, since when
 *   blocked). Writes that must not race (issuing, blocking, paying, the wallet) take this row
 *   `FOR UPDATE` first.
 * - `billing_products` / `billing_product_benefits`: the catalogue (seeded by migration 0025).
 * - `subscriptions`: a package or add-on the account pays for each period; periods are
 *   inclusive Bucharest calendar dates.
 * - `invoice_number_series`: the last number issued per year (gapless numbering).
 * - `invoices` / `invoice_lines`: what was invoiced; the buyer is copied at issue. A line of a
 *   subscription period is unique per (subscription, period start): the monthly job is idempotent.
 *
 * Money is integer bani everywhere.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
/** A Bucharest calendar date, read and written as 'YYYY-MM-DD'. */
const day = (name: string) => date(name, { mode: 'string' });

/** 'package' (one at a time) or 'add_on' (besides the package). */
export type BillingProductKind = 'package' | 'add_on';
/** Stored billing periods (GraphQL BillingPeriod, lower-case). */
export type BillingPeriodCode = 'monthly' | 'yearly';
/** Stored subscription states (GraphQL SubscriptionStatus, lower-case). */
export type SubscriptionStatusCode = 'active' | 'cancelling' | 'ended';
/** Stored invoice states (GraphQL InvoiceStatus, lower-case). */
export type InvoiceStatusCode = 'unpaid' | 'paid' | 'cancelled';
/** What an invoice bills: subscription periods, or a prepaid credit pack (issued paid). */
export type InvoiceKindCode = 'subscription' | 'top_up';

export const billingAccounts = pgTable('billing_accounts', {
  /** The professional main account (never a sub-user). */
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The buyer block of the invoices: CUI and trade registry number, address. */
  taxId: text('tax_id'),
  registryNumber: text('registry_number'),
  billingAddress: text('billing_address'),
  /** The one temporary unblock was used; reset when the account owes nothing. */
  unblockUsed: boolean('unblock_used').notNull().default(false),
  /** A temporary unblock runs while today < unblocked_until (exclusive). */
  unblockedUntil: day('unblocked_until'),
  /** When the account was (last) blocked for an unpaid invoice; null while not blocked. */
  blockedAt: at('blocked_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const billingProducts = pgTable(
  'billing_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind').$type<BillingProductKind>().notNull(),
    /** Romanian name, as the invoices print it; screens translate by code. */
    name: text('name').notNull(),
    /** Active adverts included (packages); null for an add-on. */
    adsIncluded: integer('ads_included'),
    monthlyPriceBani: integer('monthly_price_bani').notNull(),
    /** 12 months at once; null when the product is monthly only. */
    yearlyPriceBani: integer('yearly_price_bani'),
    position: integer('position').notNull(),
    /** False: kept for history, no longer offered. */
    offered: boolean('offered').notNull().default(true),
  },
  (t) => [
    uniqueIndex('billing_products_code_uq').on(t.code),
    check('billing_products_kind_ck', sql`${t.kind} in ('package', 'add_on')`),
    check('billing_products_prices_ck', sql`${t.monthlyPriceBani} >= 0 and coalesce(${t.yearlyPriceBani}, 0) >= 0`),
  ],
);

export const billingProductBenefits = pgTable(
  'billing_product_benefits',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => billingProducts.id, { onDelete: 'cascade' }),
    /** ads, statistics, bumps, leads, premium_badge, featured_dealer (lib/billing/benefits.ts). */
    code: text('code').notNull(),
    /** Ads included, bumps per month; null for a yes/no benefit. */
    quantity: integer('quantity'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => billingProducts.id),
    period: text('period').$type<BillingPeriodCode>().notNull(),
    /** Net price per period when it was (last) renewed. */
    priceBani: integer('price_bani').notNull(),
    status: text('status').$type<SubscriptionStatusCode>().notNull().default('active'),
    startedOn: day('started_on').notNull(),
    currentPeriodStart: day('current_period_start').notNull(),
    /** The last day of the current period (inclusive). */
    currentPeriodEnd: day('current_period_end').notNull(),
    /** A package change that takes effect at the next renewal (downgrade or period change). */
    nextProductId: integer('next_product_id').references(() => billingProducts.id),
    nextPeriod: text('next_period').$type<BillingPeriodCode>(),
    /** Pro-rata difference of an upgrade, billed on the next invoice (net bani, ≥ 0). */
    pendingProrataBani: integer('pending_prorata_bani').notNull().default(0),
    pendingProrataNote: text('pending_prorata_note'),
    cancelledAt: at('cancelled_at'),
    endedOn: day('ended_on'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId, t.status),
    index('subscriptions_renewal_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} <> 'ended'`),
    check('subscriptions_period_ck', sql`${t.period} in ('monthly', 'yearly')`),
    check('subscriptions_next_period_ck', sql`${t.nextPeriod} is null or ${t.nextPeriod} in ('monthly', 'yearly')`),
    check('subscriptions_status_ck', sql`${t.status} in ('active', 'cancelling', 'ended')`),
    check('subscriptions_dates_ck', sql`${t.currentPeriodStart} <= ${t.currentPeriodEnd}`),
    check('subscriptions_money_ck', sql`${t.priceBani} >= 0 and ${t.pendingProrataBani} >= 0`),
  ],
);

export const invoiceNumberSeries = pgTable('invoice_number_series', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** VOL-YYYY-NNNNNN. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<InvoiceKindCode>().notNull().default('subscription'),
    issueDate: day('issue_date').notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    dueDate: day('due_date').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    netBani: bigint('net_bani', { mode: 'number' }).notNull(),
    vatBani: bigint('vat_bani', { mode: 'number' }).notNull(),
    totalBani: bigint('total_bani', { mode: 'number' }).notNull(),
    status: text('status').$type<InvoiceStatusCode>().notNull().default('unpaid'),
    paidAt: at('paid_at'),
    /** 'Da, am plătit deja' (BLOCK_IMMINENT modal); informs, changes nothing else. */
    paymentDeclaredAt: at('payment_declared_at'),
    /** The buyer as it was when the invoice was issued. */
    buyerName: text('buyer_name').notNull(),
    buyerTaxId: text('buyer_tax_id'),
    buyerRegistryNumber: text('buyer_registry_number'),
    buyerAddress: text('buyer_address'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    unique('invoices_year_seq_uq').on(t.year, t.seq),
    index('invoices_account_issued_idx').on(t.accountId, t.issueDate, t.id),
    index('invoices_unpaid_idx')
      .on(t.accountId, t.dueDate)
      .where(sql`${t.status} = 'unpaid'`),
    check('invoices_status_ck', sql`${t.status} in ('unpaid', 'paid', 'cancelled')`),
    check('invoices_kind_ck', sql`${t.kind} in ('subscription', 'top_up')`),
    check(
      'invoices_total_ck',
      sql`${t.totalBani} = ${t.netBani} + ${t.vatBani} and ${t.netBani} >= 0 and ${t.vatBani} >= 0`,
    ),
    check('invoices_paid_ck', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check('invoices_dates_ck', sql`${t.issueDate} <= ${t.dueDate} and ${t.periodStart} <= ${t.periodEnd}`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Romanian, as printed on the invoice. */
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceBani: bigint('unit_price_bani', { mode: 'number' }).notNull(),
    netBani: bigint('net_bani', { mode: 'number' }).notNull(),
    /** The subscription period this line bills (null for other lines). */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    periodStart: day('period_start'),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    // One invoice line per subscription period: the renewal job may run twice, it bills once.
    uniqueIndex('invoice_lines_subscription_period_uq')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.subscriptionId} is not null`),
    check('invoice_lines_net_ck', sql`${t.netBani} = ${t.quantity} * ${t.unitPriceBani} and ${t.quantity} > 0`),
  ],
);
