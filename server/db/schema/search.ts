/**
 * Search support tables: attribute facet counts kept by triggers (migration 0007_search_triggers)
 * and the anonymous record of searches behind popular filter suggestions.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
