/** Adverts, their photos and the facet-count rollup. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FuelCode, GearboxCode } from './catalogue';
import { generations, makes, models, versions } from './catalogue';
import { categories } from './categories';
import { cities, counties } from './locations';
import { users } from './users';

/**
 * Advert state as stored (SPEC §3: active, pending = waiting, archived, moderated, draft;
 * suspended = hidden while the dealer's account is blocked for an unpaid invoice, docs/billing.md).
 */
export type AdvertStatusCode = 'active' | 'waiting' | 'archived' | 'moderated' | 'draft' | 'suspended';
/** Badge codes as stored. */
export type BadgeCode = 'low_mileage' | 'verified_details' | 'premium_dealer';
/** Price indicator level as stored (SPEC §3: below, in (average), above, none). */
export type PriceIndicatorCode = 'below' | 'in' | 'above' | 'none';
/** National-register verification as stored (SPEC §4 'Verified details'). */
export type RegisterStatusCode = 'pending' | 'verified' | 'failed' | 'no_consent';
/** Currency as stored and exposed. */
export type CurrencyCode = 'LEI' | 'EUR';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Sort keys of MILEAGE_ASC and YEAR_DESC. Missing values sort last; keyset pagination needs
 * a non-null key, so the indexes and the queries use these exact expressions.
 */
export const MILEAGE_SORT_NULL = 2147483647;
export const mileageSortKey = sql`coalesce(mileage, ${sql.raw(String(MILEAGE_SORT_NULL))})`;
export const yearSortKey = sql`coalesce(year, 0)`;

// Column names are written bare: a generated column may only reference its own row.
const searchDocument = sql`setweight(to_tsvector('romanian', volan_unaccent(coalesce(title, '') || ' ' || coalesce(make_name, '') || ' ' || coalesce(model_name, ''))), 'A') || setweight(to_tsvector('romanian', volan_unaccent(coalesce(description, ''))), 'C')`;

/** Columns after the id in the keyset indexes (index-only filtering while walking a sort order). */
const FILTER_COLUMNS = (t: {
  priceLei: AnyPgColumn;
  year: AnyPgColumn;
  mileage: AnyPgColumn;
  makeId: AnyPgColumn;
  modelId: AnyPgColumn;
  fuelType: AnyPgColumn;
  latitude: AnyPgColumn;
  longitude: AnyPgColumn;
}) => [t.priceLei, t.year, t.mileage, t.makeId, t.modelId, t.fuelType, t.latitude, t.longitude] as const;

/** An advert (SPEC §3). Prices: gross is displayed, price_lei (gross in LEI) sorts and filters. */
export const adverts = pgTable(
  'adverts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Posting sub-category id (SPEC §2.3); null for cars, vans and motorcycles. */
    subcategoryId: integer('subcategory_id').references(() => categories.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<AdvertStatusCode>().notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    makeId: integer('make_id').references(() => makes.id),
    modelId: integer('model_id').references(() => models.id),
    generationId: integer('generation_id').references(() => generations.id),
    versionId: integer('version_id').references(() => versions.id),
    /** Denormalised for display and full-text search. */
    makeName: text('make_name'),
    modelName: text('model_name'),
    year: smallint('year'),
    mileage: integer('mileage'),
    enginePower: integer('engine_power'),
    engineCapacity: integer('engine_capacity'),
    fuelType: text('fuel_type').$type<FuelCode>(),
    gearbox: text('gearbox').$type<GearboxCode>(),
    bodyType: text('body_type'),
    doorCount: smallint('door_count'),
    color: text('color'),
    /** Machinery: engine operating hours (agricultural and construction machinery). */
    operatingHours: integer('operating_hours'),
    /** Trucks, trailers, machinery: total weight in kg (the listing's tonnage filter shows tonnes). */
    weightKg: integer('weight_kg'),
    /** Parts: the part type code (lib/ads/part-types.ts). */
    partType: text('part_type'),
    /** Parts: the vehicle the part fits (donor vehicle, SPEC §2.6 parts compatibility). */
    compatibleMakeId: integer('compatible_make_id').references(() => makes.id),
    compatibleModelId: integer('compatible_model_id').references(() => models.id),
    /** Price indicator level (SPEC §3, §9), computed by the price-indicator job; 'none' until then. */
    priceIndicator: text('price_indicator').$type<PriceIndicatorCode>().notNull().default('none'),
    vin: text('vin'),
    registrationNumber: text('registration_number'),
    firstRegistration: date('first_registration', { mode: 'string' }),
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceGross: numeric('price_gross', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceNet: numeric('price_net', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').$type<CurrencyCode>().notNull().default('LEI'),
    /** Gross price in whole LEI (EUR converted at EUR_TO_LEI, server/services/prices.ts). */
    priceLei: integer('price_lei').notNull(),
    /**
     * The gross price and currency before the last price change (null until the price first
     * changes), kept with advert_price_changes by a trigger (migration 0018): what a card's price
     * drop reads without touching the history.
     */
    previousPriceGross: numeric('previous_price_gross', { precision: 12, scale: 2, mode: 'number' }),
    previousCurrency: text('previous_currency').$type<CurrencyCode>(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    countyCode: text('county_code')
      .notNull()
      .references(() => counties.code),
    badges: text('badges')
      .array()
      .$type<BadgeCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(searchDocument),
    /** The city's coordinates, copied by a trigger (radius and map searches filter on them). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The seller's users.user_type, copied by a trigger (seller-type filter and facet). */
    sellerType: text('seller_type').notNull().default('private'),
    /** Number of photos, kept by a trigger on photos (relevance score). */
    photoCount: smallint('photo_count').notNull().default(0),
    /** RELEVANCE sort key in seconds: created_at + bonuses (docs/search.md), kept by a trigger. */
    relevanceKey: bigint('relevance_key', { mode: 'number' }).notNull().default(0),
    /**
     * The relevance bonus of the advert's running promotions in seconds (docs/billing.md,
     * Promotions): stored by promoteAdvert and the job that ends promotions, added by
     * volan_relevance_key (migration 0026), never computed from the time of reading.
     */
    promotionBonusSeconds: bigint('promotion_bonus_seconds', { mode: 'number' }).notNull().default(0),
    /** A new vehicle (from a dealer, never registered): the home page's new-cars entry and 'none' price indicator. */
    isNew: boolean('is_new').notNull().default(false),
    /**
     * 'Verified details' against the national register (SPEC §4): null when the seller did not
     * ask, else pending, verified, failed (no match) or no_consent. The register job moves pending.
     */
    registerStatus: text('register_status').$type<RegisterStatusCode>(),
    /** Why moderation holds the advert (status 'moderated'): a code of lib/posting/moderation.ts. */
    moderationReason: text('moderation_reason'),
    /** The ad-strength score 0-100 (lib/posting/ad-strength.ts), computed when the advert is saved. */
    adStrength: smallint('ad_strength').notNull().default(0),
  },
  (t) => [
    check(
      'adverts_status_ck',
      sql`${t.status} in ('active', 'waiting', 'archived', 'moderated', 'draft', 'suspended')`,
    ),
    check('adverts_price_indicator_ck', sql`${t.priceIndicator} in ('below', 'in', 'above', 'none')`),
    check('adverts_register_status_ck', sql`${t.registerStatus} in ('pending', 'verified', 'failed', 'no_consent')`),
    check('adverts_currency_ck', sql`${t.currency} in ('LEI', 'EUR')`),
    check('adverts_gearbox_ck', sql`${t.gearbox} in ('manual', 'automatic')`),
    check(
      'adverts_fuel_type_ck',
      sql`${t.fuelType} in ('petrol', 'diesel', 'electric', 'hybrid', 'hybrid_petrol', 'hybrid_diesel', 'petrol_lpg', 'petrol_cng', 'cng')`,
    ),
    // Keyset pagination, one index per sort order, all within (category, status). All
    // ascending: descending sorts scan them backwards, which matches ORDER BY ... DESC
    // (NULLS FIRST) exactly; `.desc()` would add NULLS LAST and stop the index serving it.
    // Every keyset index carries, after the unique id (so the order is unchanged), the columns the
    // common filters read — price, year, mileage, make, model, fuel, the city's coordinates — so a
    // filtered page walks its sort order index-only until it has its rows: the cost depends on how
    // selective the filters are, not on how many adverts there are (migration 0013).
    index('adverts_newest_idx').on(t.categoryId, t.status, t.createdAt, t.id, ...FILTER_COLUMNS(t)),
    index('adverts_price_idx').on(
      t.categoryId,
      t.status,
      t.priceLei,
      t.id,
      t.year,
      t.mileage,
      t.makeId,
      t.modelId,
      t.fuelType,
      t.latitude,
      t.longitude,
    ),
    index('adverts_mileage_idx').on(t.categoryId, t.status, mileageSortKey, t.id, ...FILTER_COLUMNS(t)),
    index('adverts_year_idx').on(t.categoryId, t.status, yearSortKey, t.id, ...FILTER_COLUMNS(t)),
    // Filters (make, model, fuel) that also serve the default NEWEST order.
    index('adverts_make_newest_idx').on(t.categoryId, t.status, t.makeId, t.createdAt, t.id),
    // A make or model by price (the commonest search: make + model + price + year, cheapest first):
    // the price order within the make or model, whatever the other cars cost.
    index('adverts_make_price_idx').on(
      t.categoryId,
      t.status,
      t.makeId,
      t.priceLei,
      t.id,
      t.year,
      t.mileage,
      t.fuelType,
    ),
    index('adverts_model_price_idx').on(
      t.categoryId,
      t.status,
      t.modelId,
      t.priceLei,
      t.id,
      t.makeId,
      t.year,
      t.mileage,
      t.fuelType,
    ),
    index('adverts_model_newest_idx').on(t.categoryId, t.status, t.modelId, t.createdAt, t.id),
    index('adverts_fuel_idx').on(t.categoryId, t.status, t.fuelType),
    // Home page (newest over all categories) and seller pages.
    index('adverts_status_newest_idx').on(t.status, t.createdAt, t.id),
    index('adverts_user_status_idx').on(t.userId, t.status),
    // Free text within a category, active adverts only (btree_gin puts the category in the text
    // index): a count reads the index alone, never the matching rows (migration 0013).
    index('adverts_search_active_gin')
      .using('gin', t.categoryId, t.searchVector)
      .where(sql`${t.status} = 'active'`),
    // RELEVANCE keyset order; location (radius / map bounds) prefilter.
    index('adverts_relevance_idx').on(t.categoryId, t.status, t.relevanceKey, t.id, ...FILTER_COLUMNS(t)),
    index('adverts_location_idx').on(t.categoryId, t.status, t.latitude, t.longitude),
    // A county search reads its county's entries index-only (the other filters and every sort key
    // are in the entry), then sorts the matches.
    index('adverts_county_newest_idx').on(
      t.categoryId,
      t.status,
      t.countyCode,
      t.createdAt,
      t.id,
      ...FILTER_COLUMNS(t),
      t.gearbox,
      t.relevanceKey,
    ),
    // New cars (`stare=nou`, decision 0029): a few percent of cars, so the keyset walks above read
    // thousands of rows per page to find them. This small partial index holds only them, with the
    // filter columns and every sort key: NEWEST walks it in order, the other sorts and the count
    // read it whole, index-only (migration 0019). Used cars need none: they are nearly every car.
    index('adverts_new_newest_idx')
      .on(t.categoryId, t.createdAt, t.id, ...FILTER_COLUMNS(t), t.countyCode, t.gearbox, t.relevanceKey)
      .where(sql`${t.status} = 'active' and ${t.isNew}`),
    index('adverts_user_newest_idx').on(t.userId, t.status, t.createdAt, t.id),
    // Sellers (professionals listing, seller profile): stock per seller and per category from the
    // index alone, instead of reading every wide advert row.
    index('adverts_seller_category_idx').on(t.userId, t.status, t.categoryId),
    // The VIN check's duplicate search (docs/vehicle-check.md): active adverts with a VIN only.
    index('adverts_active_vin_idx')
      .on(t.vin)
      .where(sql`${t.status} = 'active' and ${t.vin} is not null`),
    // The register job's queue: adverts waiting for the national register's answer.
    index('adverts_register_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.registerStatus} = 'pending'`),
  ],
);

/** A photo of an advert; position 0 is the main photo. */
export const photos = pgTable(
  'photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Path under UPLOAD_DIR, e.g. seed/autoturisme-03.jpg; served at /media/<storage_key>. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('photos_advert_position_uq').on(t.advertId, t.position)],
);

/**
 * Active-advert counts and value bounds grouped by the facet dimensions. Refreshed by the seed
 * and by refreshFacetCounts(); lets listing counts, filter facets and range bounds skip a
 * GROUP BY over the whole table when only make/model/fuel filters are applied.
 */
export const advertFacetCounts = pgTable(
  'advert_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id'),
    makeId: integer('make_id'),
    modelId: integer('model_id'),
    fuelType: text('fuel_type').$type<FuelCode>(),
    advertCount: integer('advert_count').notNull(),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    yearMin: smallint('year_min'),
    yearMax: smallint('year_max'),
    mileageMin: integer('mileage_min'),
    mileageMax: integer('mileage_max'),
  },
  (t) => [index('advert_facet_counts_category_make_idx').on(t.categoryId, t.makeId)],
);

/** Views of an advert's page per day (the seller's statistics and the dashboard's recent activity). */
export const advertViewDays = pgTable(
  'advert_view_days',
  {
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertId, t.day] })],
);
