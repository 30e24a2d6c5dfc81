/**
 * Vehicle categories: the eight top-level categories of SPEC §2.2 and the posting
 * sub-categories of SPEC §2.3. Ids are the SPEC ids, never generated.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A top-level category (parent_id null) or a posting sub-category. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    /** Path segment; unique among siblings only ('altele' exists under several parents). */
    slug: text('slug').notNull(),
    /** Display order among siblings. */
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('categories_parent_slug_uq').on(t.parentId, t.slug),
    uniqueIndex('categories_top_slug_uq')
      .on(t.slug)
      .where(sql`parent_id is null`),
    index('categories_parent_idx').on(t.parentId),
  ],
);
