/** Vehicle catalogue: makes -> models -> generations -> versions. */
import { sql } from 'drizzle-orm';
import type { FuelType } from '@/lib/ads/advert-enums';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Fuel codes as stored: the schema's FuelType values, lower-cased. */
export type FuelCode = Lowercase<FuelType>;
/** Gearbox codes as stored. */
export type GearboxCode = 'manual' | 'automatic';

/** A manufacturer; `categoryIds` lists the top-level categories it appears in. */
export const makes = pgTable(
  'makes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex('makes_slug_uq').on(t.slug), index('makes_category_ids_gin').using('gin', t.categoryIds)],
);

/** A model of a make; parts adverts reuse vehicle models, hence several category ids. */
export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Posting sub-categories this model is usually listed under (trucks, trailers, machinery). */
    subcategoryIds: integer('subcategory_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex('models_make_slug_uq').on(t.makeId, t.slug)],
);

/** A generation (production period) of a model. */
export const generations = pgTable(
  'generations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    name: text('name').notNull(),
    yearFrom: smallint('year_from').notNull(),
    /** Null while still in production. */
    yearTo: smallint('year_to'),
  },
  (t) => [index('generations_model_idx').on(t.modelId)],
);

/** A version (engine + trim) of a generation; its equipment pre-fills the posting form. */
export const versions = pgTable(
  'versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    generationId: integer('generation_id')
      .notNull()
      .references(() => generations.id),
    name: text('name').notNull(),
    fuelType: text('fuel_type').$type<FuelCode>(),
    /** cm³; null for electric vehicles and machines without a combustion engine. */
    engineCapacity: integer('engine_capacity'),
    /** Horsepower (CP). */
    enginePower: integer('engine_power'),
    gearbox: text('gearbox').$type<GearboxCode>(),
    bodyType: text('body_type'),
    doorCount: smallint('door_count'),
    specs: jsonb('specs').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** Equipment codes (see server/db/seed/equipment-data.ts for labels). */
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Years this engine/trim was built within its generation; null = the generation's years. */
    yearFrom: smallint('year_from'),
    /** Null while still built (or when the generation's last year applies). */
    yearTo: smallint('year_to'),
  },
  (t) => [index('versions_generation_idx').on(t.generationId)],
);
