/**
 * Favourite adverts (SPEC §2.6 favourites, docs/favourites.md): one row per account and advert it
 * follows. The account is the signed-in user's own, also for a dealer's team sub-user (see
 * server/services/favourites.ts). Rows of an advert that becomes inactive stay: the list marks
 * it; deleting an advert or an account removes its rows.
 */
import { bigint, index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { users } from './users';

export const favouriteAdverts = pgTable(
  'favourite_adverts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('favourite_adverts_account_advert_uq').on(t.accountId, t.advertId),
    // An account's list, newest first (keyset on created_at, advert_id).
    index('favourite_adverts_account_created_idx').on(t.accountId, t.createdAt.desc(), t.advertId.desc()),
    // How many accounts follow an advert.
    index('favourite_adverts_advert_idx').on(t.advertId),
  ],
);
