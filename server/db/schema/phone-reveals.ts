/**
 * Phone reveals (SPEC §2.6 'see number'): each time a visitor reveals a seller's number on an ad
 * page, one row, for the seller's statistics (reveals per advert) and the hourly limit per
 * visitor. `visitor_key` is the signed-in account (`user:<id>`) or a keyed hash of the client
 * address (`address:<hmac>`); the table holds no addresses.
 */
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { users } from './users';

export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The signed-in viewer; null for anonymous visitors. */
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    visitorKey: text('visitor_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_reveals_seller_idx').on(t.sellerId, t.advertId),
    index('phone_reveals_visitor_idx').on(t.visitorKey, t.createdAt),
  ],
);
