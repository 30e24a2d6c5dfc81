/**
 * Saved searches and their e-mail alerts (SPEC §2.2, §2.6; docs/saved-searches.md).
 *
 * - `saved_searches`: one row per search an account saved, with the filters as the listing sends
 *   them (AdvertFiltersInput), the same filters resolved to ids (what the alert job matches with,
 *   without looking anything up), and a canonical key of category + filters that makes a second
 *   save of the same search a conflict.
 * - `saved_search_fresh_adverts`: every time an advert becomes active, a row (trigger
 *   volan_saved_search_fresh, migration 0024), numbered by `seq`: the alert job's queue of
 *   candidates, whatever made the advert active (publish, checks, reactivation, an import).
 * - `saved_search_sent`: the adverts already e-mailed for a search, so an alert lists only adverts
 *   never sent before, and a retried job sends nothing twice.
 * - `saved_search_alert_runs`: per frequency, the last fresh `seq` an alert run went through.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { categories } from './categories';
import { users } from './users';

/** Stored alert frequencies (GraphQL AlertFrequency, lower-case). */
export type AlertFrequencyCode = 'instant' | 'daily' | 'weekly' | 'off';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    categorySlug: text('category_slug').notNull(),
    /** The filters as the listing sends them (AdvertFiltersInput), normalised; '{}' for none. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** The filters resolved to ids and stored codes (server/services/search-filters.ts ResolvedFilters). */
    resolved: jsonb('resolved').$type<Record<string, unknown>>().notNull(),
    /** Category + resolved filters, canonical: the same search saved twice has the same key. */
    filtersKey: text('filters_key').notNull(),
    frequency: text('frequency').$type<AlertFrequencyCode>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastVisitedAt: at('last_visited_at').notNull().defaultNow(),
    /** When the last alert e-mail left (null: none yet). */
    lastAlertedAt: at('last_alerted_at'),
    /** Alerts consider adverts that became active after this fresh-advert seq (set on save and when alerts are turned back on). */
    fromSeq: bigint('from_seq', { mode: 'number' }).notNull().default(0),
    /** Random, per search: the HMAC of the unsubscribe link covers it (server/services/saved-search-tokens.ts). */
    unsubscribeSecret: text('unsubscribe_secret').notNull(),
  },
  (t) => [
    unique('saved_searches_account_key_uq').on(t.accountId, t.filtersKey),
    check('saved_searches_frequency_ck', sql`${t.frequency} in ('instant', 'daily', 'weekly', 'off')`),
    // An account's list, newest first.
    index('saved_searches_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id),
    // The alert job: the searches of one frequency, grouped by category.
    index('saved_searches_frequency_category_idx')
      .on(t.frequency, t.categoryId)
      .where(sql`${t.frequency} <> 'off'`),
  ],
);

export const savedSearchFreshAdverts = pgTable(
  'saved_search_fresh_adverts',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    activatedAt: at('activated_at').notNull().defaultNow(),
  },
  (t) => [index('saved_search_fresh_adverts_advert_idx').on(t.advertId)],
);

export const savedSearchSent = pgTable(
  'saved_search_sent',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.advertId] }), index('saved_search_sent_advert_idx').on(t.advertId)],
);

export const savedSearchAlertRuns = pgTable('saved_search_alert_runs', {
  frequency: text('frequency').$type<AlertFrequencyCode>().primaryKey(),
  /** The last saved_search_fresh_adverts.seq this frequency's runs went through. */
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  /** The worker's `now` of the last completed run. */
  lastRunAt: at('last_run_at'),
});
