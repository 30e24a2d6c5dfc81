/**
 * Financing (SPEC §1, §3, §5; docs/financing.md, "Server"):
 *
 * - `dealer_financing_settings`: a dealer account's own financing switch (no row: off).
 * - `dealer_financing_excluded_adverts`: the account's adverts it keeps out of its financing.
 * - `financing_leads`: an application from /finantare, for the advert's seller (a dealer's main
 *   account) or, without an advert, for the broker (seller null). Amounts in LEI.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FinancingType } from '@/lib/financing/financing-type';
import { adverts } from './adverts';
import { users } from './users';

/** What became of a lead (the dealer's list shows it). */
export type FinancingLeadStatus = 'new' | 'contacted' | 'closed';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const dealerFinancingSettings = pgTable('dealer_financing_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountEnabled: boolean('account_enabled').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const dealerFinancingExcludedAdverts = pgTable(
  'dealer_financing_excluded_adverts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.advertId] })],
);

export const financingLeads = pgTable(
  'financing_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the buyer is told on the confirmation (FIN-XXXXXXXX). */
    reference: text('reference').notNull(),
    advertId: bigint('advert_id', { mode: 'number' }).references(() => adverts.id, { onDelete: 'set null' }),
    /** The advert's seller (a dealer's main account); null for a lead for the broker alone. */
    sellerAccountId: uuid('seller_account_id').references(() => users.id, { onDelete: 'cascade' }),
    entryPoint: text('entry_point').notNull(),
    financingType: text('financing_type').$type<FinancingType>().notNull(),
    partnerId: text('partner_id').notNull(),
    applicantName: text('applicant_name').notNull(),
    applicantEmail: text('applicant_email').notNull(),
    /** Digits, as normalised (spaces, dots, dashes, brackets removed). */
    applicantPhone: text('applicant_phone').notNull(),
    creditAmount: integer('credit_amount').notNull(),
    downPayment: integer('down_payment'),
    termMonths: integer('term_months').notNull(),
    monthlyPayment: numeric('monthly_payment', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    daePercent: numeric('dae_percent', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    status: text('status').$type<FinancingLeadStatus>().notNull().default('new'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('financing_leads_reference_uq').on(t.reference),
    check(
      'financing_leads_type_ck',
      sql`${t.financingType} in ('DEALER_FINANCING', 'LEASE', 'EXTERNAL_PARTNER', 'NATIVE_BROKER')`,
    ),
    check('financing_leads_status_ck', sql`${t.status} in ('new', 'contacted', 'closed')`),
    check('financing_leads_amounts_ck', sql`${t.creditAmount} > 0 and ${t.termMonths} > 0`),
    // The dealer's lead list, newest first (keyset on created_at, id).
    index('financing_leads_seller_created_idx').on(t.sellerAccountId, t.createdAt.desc(), t.id.desc()),
    index('financing_leads_advert_idx').on(t.advertId),
  ],
);
