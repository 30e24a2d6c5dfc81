/**
 * Search support tables: attribute facet counts kept by triggers (migration 0007_search_triggers),
 * the log of advert changes the in-memory search index follows (0012_search_changes) and the
 * anonymous record of searches behind popular filter suggestions.
 */
import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Active-advert counts per (category, sub-category, make, model) and attribute value
 * (gearbox, body, doors, colour, seller type, badge, price indicator, part type, county,
 * generation, fuel). Kept true by statement triggers on adverts; answers the attribute facets
 * when only sub-category/make/model filters apply. 0 stands for "none" in the id columns.
 */
export const advertAttributeCounts = pgTable(
  'advert_attribute_counts',
  {
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id').notNull(),
    makeId: integer('make_id').notNull(),
    modelId: integer('model_id').notNull(),
    attribute: text('attribute').notNull(),
    value: text('value').notNull(),
    advertCount: integer('advert_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attribute, t.subcategoryId, t.makeId, t.modelId, t.value] })],
);

/**
 * Searches people ran, anonymously: the category and the normalised filter combination (a
 * canonical JSON text), how often and when last. No user, no address.
 */
export const popularSearches = pgTable(
  'popular_searches',
  {
    categoryId: integer('category_id').notNull(),
    /** Canonical JSON of the filters (sorted keys, no empty values). */
    filters: text('filters').notNull(),
    searchCount: integer('search_count').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.filters] }),
    index('popular_searches_rank_idx').on(t.categoryId, t.searchCount),
  ],
);

/**
 * Adverts whose searchable values changed (posted, edited, expired, deleted), written by statement
 * triggers on adverts with the writing transaction's id: the in-memory search index
 * (server/services/search-memory.ts) reloads those adverts before it answers a count, and reads
 * again every change of a transaction that was still running at its last look. Rows older than a
 * quarter of an hour are pruned; an index that has not looked for that long loads afresh.
 */
export const advertSearchChanges = pgTable(
  'advert_search_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('advert_search_changes_xid_idx').on(t.xid), index('advert_search_changes_at_idx').on(t.changedAt)],
);
