/** Romanian counties (41 + Bucharest) and their main cities. */
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A county, keyed by its plate code (AB, B, CJ, ...). */
export const counties = pgTable('counties', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** A city or town; ids are fixed by the reference data. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    countyCode: text('county_code')
      .notNull()
      .references(() => counties.code),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [uniqueIndex('cities_county_slug_uq').on(t.countyCode, t.slug), index('cities_county_idx').on(t.countyCode)],
);
