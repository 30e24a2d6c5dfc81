/**
 * Every price change of an advert (SPEC §2.6 price history): the price before and after, and when.
 * Written by the trigger volan_adverts_price_change (migration 0017) whenever an advert's gross
 * price or currency changes, whoever writes it; the seed writes its past changes directly. The
 * first price is the advert's at its creation: the first change's old price, or the current
 * price when it never changed.
 */
import { bigint, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adverts, type CurrencyCode } from './adverts';

export const advertPriceChanges = pgTable(
  'advert_price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    oldPriceGross: numeric('old_price_gross', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    oldCurrency: text('old_currency').$type<CurrencyCode>().notNull(),
    newPriceGross: numeric('new_price_gross', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    newCurrency: text('new_currency').$type<CurrencyCode>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('advert_price_changes_advert_idx').on(t.advertId, t.changedAt)],
);
